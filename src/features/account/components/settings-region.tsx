import { useAtom } from 'jotai';
import { FormField } from '#src/components/ui/form-field';
import { chooseLocale, intlLocale, LANGUAGE_NAMES, type Locale, locales, useLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency, currencyAtom } from '../state/settings.atoms';
import { SettingsSection } from './settings-section';

/** Spec 001 §3's sample languages beyond ours, listed as coming (each named in itself). */
const COMING_LANGUAGES = ['Español', 'Français', 'Deutsch', '日本語', '中文'];

/** Spec 001 §3: language and currency. The language is real; prices stay in rupees, and the screen says so. */
export function SettingsRegion() {
  const locale = useLocale();
  const [currency, setCurrency] = useAtom(currencyAtom);
  return (
    <SettingsSection title={m.account_region_title()}>
      <p className="settings-note" id="settings-region-note">
        {m.account_region_note()}
      </p>
      <div className="settings-selects">
        <FormField id="settings-language" label={m.account_region_language()}>
          <select
            id="settings-language"
            aria-describedby="settings-region-note"
            value={locale}
            onChange={(event) => chooseLocale(event.target.value as Locale)}
          >
            {locales.map((option) => (
              <option key={option} value={option} lang={intlLocale(option)}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
            {COMING_LANGUAGES.map((name) => (
              <option key={name} disabled>
                {m.account_region_coming_soon({ language: name })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="settings-currency" label={m.account_region_currency()}>
          <select
            id="settings-currency"
            aria-describedby="settings-region-note"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {CURRENCIES.map((option) => (
              <option key={option} value={option}>
                {option} ({CURRENCY_SYMBOLS[option]})
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </SettingsSection>
  );
}
