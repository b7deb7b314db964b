import { useAtom } from 'jotai';
import { FormField } from '#src/components/ui/form-field';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  type Currency,
  currencyAtom,
  LANGUAGES,
  type Language,
  languageAtom,
} from '../state/settings.atoms';
import { SettingsSection } from './settings-section';

export const REGION_NOTE =
  'Kirana is shown in English with prices in Indian rupees (₹) for now. Your choices are kept on this phone for when more languages and currencies arrive.';

/** Spec 001 §3: language and currency, kept; the shop itself is English and rupees only, and says so. */
export function SettingsRegion() {
  const [language, setLanguage] = useAtom(languageAtom);
  const [currency, setCurrency] = useAtom(currencyAtom);
  return (
    <SettingsSection title="Language and currency">
      <p className="settings-note" id="settings-region-note">
        {REGION_NOTE}
      </p>
      <div className="settings-selects">
        <FormField id="settings-language" label="Language">
          <select
            id="settings-language"
            aria-describedby="settings-region-note"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="settings-currency" label="Currency">
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
