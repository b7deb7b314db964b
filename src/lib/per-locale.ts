import { intlLocale } from '#src/lib/i18n/locale';

/**
 * One `Intl` formatter per language, made the first time that language asks for it (a formatter is
 * costly to build; the shop draws hundreds of prices): `const rupees = perLocale((locale) => new Intl.NumberFormat(locale, …))`,
 * then `rupees().format(amount)` in the current language.
 */
export function perLocale<T>(make: (locale: 'en-IN' | 'hi-IN') => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = intlLocale();
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
