import { describedControl, FormField } from '#src/components/ui/form-field';
import { PhoneInput } from '#src/domain/phone/phone-input';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface AlternatePhoneFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (alternatePhone: string) => void;
}

/** An optional second number, for when the first cannot be reached; it takes the main number's code. */
export function AlternatePhoneField({ id, value, error, onChange }: AlternatePhoneFieldProps) {
  const hint = m.addresses_field_alternate_phone_hint();
  return (
    <FormField id={id} label={m.addresses_field_alternate_phone()} hint={hint} error={error}>
      <PhoneInput number={value} onNumberChange={onChange} inputProps={describedControl(id, { hint, error })} />
    </FormField>
  );
}
