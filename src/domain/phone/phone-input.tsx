import type { InputHTMLAttributes } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { COUNTRY_CODES, type CountryCode, countryCodeText } from './country-codes';

interface DialCodeChoice {
  dialCode: string;
  onDialCodeChange: (dialCode: string) => void;
  /** The codes offered (the login page offers only those the shop sends codes to). */
  countryCodes?: readonly CountryCode[];
}

interface PhoneInputProps {
  /** The number as typed, without its country code when a code is chosen beside it. */
  number: string;
  onNumberChange: (number: string) => void;
  /** The country-code list before the number; without it, a plain number (an alternate number). */
  dialCode?: DialCodeChoice;
  /** id, name and aria wiring from the field around it; may override autoComplete. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Lays out the code and the number side by side (the login form's or the address form's). */
  className?: string;
}

/**
 * The one phone number control of the shop (login, address book, checkout, profile): a number keypad
 * on phones, and when asked the country-code list from the spec (India first by default).
 */
export function PhoneInput({ number, onNumberChange, dialCode, inputProps, className }: PhoneInputProps) {
  const input = (
    <input
      type="tel"
      inputMode="tel"
      autoComplete={dialCode ? 'tel-national' : 'off'}
      {...inputProps}
      value={number}
      onChange={(event) => onNumberChange(event.target.value)}
    />
  );
  if (!dialCode) return input;
  return (
    <div className={className}>
      <select
        aria-label={m.phone_country_code()}
        value={dialCode.dialCode}
        onChange={(event) => dialCode.onDialCodeChange(event.target.value)}
      >
        {(dialCode.countryCodes ?? COUNTRY_CODES).map((code) => (
          <option key={code.label} value={code.dialCode}>
            {countryCodeText(code)}
          </option>
        ))}
      </select>
      {input}
    </div>
  );
}
