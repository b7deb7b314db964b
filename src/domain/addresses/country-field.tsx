import { ADDRESS_COUNTRIES, type AddressCountry } from '#contract/address';
import { describedControl, FormField } from '#src/components/ui/form-field';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { countryName } from './place-names';

interface CountryFieldProps {
  id: string;
  value: AddressCountry;
  error?: string;
  onChange: (country: AddressCountry) => void;
}

/** The countries the shop keeps addresses for (spec 001 §5), India the default. */
export function CountryField({ id, value, error, onChange }: CountryFieldProps) {
  return (
    <FormField id={id} label={m.addresses_field_country()} error={error}>
      <select
        {...describedControl(id, { error })}
        autoComplete="country-name"
        value={value}
        onChange={(event) => onChange(event.target.value as AddressCountry)}
      >
        {ADDRESS_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {countryName(country)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
