import { describedControl, FormField } from '#src/components/ui/form-field';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface PostalCodeFieldProps {
  id: string;
  country: string;
  value: string;
  error?: string;
  onChange: (postalCode: string) => void;
}

/** An Indian address has a 6-digit PIN code, typed on the number pad; other countries mix letters in. */
export function PostalCodeField({ id, country, value, error, onChange }: PostalCodeFieldProps) {
  const india = country === 'India';
  return (
    <FormField id={id} label={india ? m.addresses_field_pin_code() : m.addresses_field_postal_code()} error={error}>
      <input
        {...describedControl(id, { error })}
        inputMode={india ? 'numeric' : 'text'}
        autoComplete="postal-code"
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
