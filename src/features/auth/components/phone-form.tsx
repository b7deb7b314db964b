import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import type { SendOtpData } from '#contract/auth';
import { PhoneSchema } from '#contract/common';
import { type CountryCode, countryCodeText } from '#src/domain/phone/country-codes';
import { PhoneInput } from '#src/domain/phone/phone-input';
import { useSendOtp } from '#src/domain/session/auth.mutations';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface PhoneFormProps {
  /** The codes offered: only those the shop sends codes to. */
  countryCodes: readonly CountryCode[];
  dialCode: string;
  number: string;
  onDialCodeChange: (dialCode: string) => void;
  onNumberChange: (number: string) => void;
  /** The code went out to `phone` (E.164). */
  onSent: (phone: string, sent: SendOtpData) => void;
  /** Shown until the next press: why the shopper was sent back to the number. */
  initialError?: string;
}

/** Step 1: the mobile number, with its country code. */
export function PhoneForm({
  countryCodes,
  dialCode,
  number,
  onDialCodeChange,
  onNumberChange,
  onSent,
  initialError = '',
}: PhoneFormProps) {
  const sendOtp = useSendOtp();
  const [error, setError] = useState(initialError);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const phone = v.safeParse(PhoneSchema, dialCode + nationalDigits(number));
    if (!phone.success) {
      setError(dialCode === '+91' ? m.auth_phone_invalid_india() : m.auth_phone_invalid());
      return;
    }
    setError('');
    sendOtp.mutate(phone.output, {
      onSuccess: (sent) => onSent(phone.output, sent),
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <div className="auth-field">
        <label htmlFor={id}>{m.auth_mobile_number()}</label>
        <PhoneInput
          className="auth-phone"
          dialCode={{ dialCode, onDialCodeChange, countryCodes }}
          number={number}
          onNumberChange={onNumberChange}
          inputProps={{ id, 'aria-invalid': error !== '' || undefined, 'aria-describedby': `${hintId} ${errorId}` }}
        />
        <p className="auth-field__hint" id={hintId}>
          {servedCountriesText(countryCodes)}
        </p>
      </div>
      <p className="auth-error" id={errorId} role="alert">
        {error}
      </p>
      <button type="submit" className="auth-button" disabled={sendOtp.isPending}>
        {sendOtp.isPending ? m.auth_sending() : m.auth_send_code()}
      </button>
    </form>
  );
}

/** Where the shop sends codes, in the shopper's language ("India (+91), UK (+44) and +977"). */
function servedCountriesText(countryCodes: readonly CountryCode[]): string {
  if (countryCodes.length === 0) return m.auth_served_none();
  const countries = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
    countryCodes.map(countryCodeText),
  );
  return m.auth_served_countries({ countries });
}

/** What the shopper typed, as digits: spaces and dashes go, and so does a leading trunk 0 ("098765 43210"). */
function nationalDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+/, '');
}
