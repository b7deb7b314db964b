import { describedControl, FormField } from '#src/components/ui/form-field';

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
    <FormField id={id} label={india ? 'PIN code' : 'Postal code'} error={error}>
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
