import { describedControl, FormField } from '#src/components/ui/form-field';
import { PhoneInput } from '#src/domain/phone/phone-input';
import './addresses.css';

interface PhoneFieldProps {
  id: string;
  label: string;
  dialCode: string;
  /** The number without its country code, as typed. */
  number: string;
  error?: string;
  onDialCodeChange: (dialCode: string) => void;
  onNumberChange: (number: string) => void;
}

/** A mobile number: the country code from the spec's list (India first by default), then the number. */
export function PhoneField({ id, label, dialCode, number, error, onDialCodeChange, onNumberChange }: PhoneFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <PhoneInput
        className="address-phone"
        dialCode={{ dialCode, onDialCodeChange }}
        number={number}
        onNumberChange={onNumberChange}
        inputProps={describedControl(id, { error })}
      />
    </FormField>
  );
}
