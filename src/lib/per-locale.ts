import { intlLocale } from '#src/lib/i18n/locale';

/**
 * One `Intl` formatter per language, made when that language first asks (a formatter is costly to build):
 * `const rupees = perLocale((locale) => new Intl.NumberFormat(locale, …))`, then `rupees().format(amount)`.
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
