import { describedControl, FormField } from '../../../components/ui/form-field';
import { COUNTRY_CODES } from '../../auth/country-codes';
import '../addresses.css';

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
      <div className="address-phone">
        <select aria-label="Country code" value={dialCode} onChange={(event) => onDialCodeChange(event.target.value)}>
          {COUNTRY_CODES.map((code) => (
            <option key={code.label} value={code.dialCode}>
              {code.label} ({code.dialCode})
            </option>
          ))}
        </select>
        <input
          {...describedControl(id, { error })}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => onNumberChange(event.target.value)}
        />
      </div>
    </FormField>
  );
}
