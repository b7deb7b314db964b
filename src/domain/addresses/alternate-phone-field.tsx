import { describedControl, FormField } from '#src/components/ui/form-field';
import { PhoneInput } from '#src/domain/phone/phone-input';

const HINT = 'Same country code, unless you type one starting with +';

interface AlternatePhoneFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (alternatePhone: string) => void;
}

/** An optional second number, for when the first cannot be reached; it takes the main number's code. */
export function AlternatePhoneField({ id, value, error, onChange }: AlternatePhoneFieldProps) {
  return (
    <FormField id={id} label="Alternate mobile number (optional)" hint={HINT} error={error}>
      <PhoneInput number={value} onNumberChange={onChange} inputProps={describedControl(id, { hint: HINT, error })} />
    </FormField>
  );
}
