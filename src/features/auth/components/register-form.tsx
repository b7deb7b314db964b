import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { ADDRESS_COUNTRIES, type AddressCountry } from '#contract/address';
import { type RegisterBody, RegisterBodySchema } from '#contract/auth';
import { useRegister } from '#src/domain/session/auth.mutations';
import { answeredWith } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { RegisterDraft } from '../state/sign-in-progress';

type Fields = RegisterDraft;
type FieldName = Exclude<keyof Fields, 'country'>;
type FieldErrors = Partial<Record<FieldName, string>>;

interface RegisterFormProps {
  /** The verified number, E.164. */
  phone: string;
  defaultCountry: AddressCountry;
  onSignedIn: () => void;
  /** The form as typed before the page was opened again. */
  draft: Fields | undefined;
  /** Every change to the form, to keep it across the page being opened again. */
  onDraftChange: (draft: Fields) => void;
  /**
   * Back to the number: chosen, or sent there by the shop (`error`) when the number's check has run out or was made
   * for another number in this browser, and must be made again.
   */
  onChangeNumber: (error?: string) => void;
}

/** The contract decides what is valid; these say it in the shopper's words. */
function messageFor(field: FieldName, country: AddressCountry): string {
  switch (field) {
    case 'name':
      return m.auth_error_name();
    case 'email':
      return m.auth_error_email();
    case 'addressLine1':
      return m.auth_error_address_line1();
    case 'addressLine2':
      return m.auth_error_address_line2();
    case 'city':
      return m.auth_error_city();
    case 'state':
      return m.auth_error_state();
    case 'postalCode':
      return country === 'India' ? m.auth_error_pin_code() : m.auth_error_postal_code();
  }
}

/** The address book's countries in the shopper's language (the value sent stays the contract's name). */
const COUNTRY_NAMES: Record<AddressCountry, () => string> = {
  India: m.auth_country_india,
  'United States': m.auth_country_united_states,
  'United Kingdom': m.auth_country_united_kingdom,
  Canada: m.auth_country_canada,
  Australia: m.auth_country_australia,
};

/** Step 3, for a new number: the shopper and their first delivery address. */
export function RegisterForm({
  phone,
  defaultCountry,
  draft,
  onDraftChange,
  onSignedIn,
  onChangeNumber,
}: RegisterFormProps) {
  const register = useRegister();
  const [fields, setFields] = useState<Fields>(
    () =>
      draft ?? {
        name: '',
        email: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        state: '',
        postalCode: '',
        country: defaultCountry,
      },
  );
  const change = (patch: Partial<Fields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    onDraftChange(next);
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const id = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: RegisterBody = { ...fields, phone, isDefault: true };
    const checked = v.safeParse(RegisterBodySchema, body);
    if (!checked.success) {
      const nested = v.flatten<typeof RegisterBodySchema>(checked.issues).nested ?? {};
      const found: FieldErrors = {};
      for (const field of Object.keys(nested)) {
        if (field in fields && field !== 'country')
          found[field as FieldName] = messageFor(field as FieldName, fields.country);
      }
      setErrors(found);
      setError(Object.keys(found).length > 0 ? m.auth_check_highlighted() : m.auth_check_details());
      return;
    }
    setErrors({});
    setError('');
    register.mutate(body, {
      onSuccess: onSignedIn,
      onError: (failure) =>
        answeredWith(failure, 401) || answeredWith(failure, 403)
          ? onChangeNumber(failure.message)
          : setError(failure.message),
    });
  }

  function field(name: FieldName, label: string, attributes: InputHTMLAttributes<HTMLInputElement> = {}) {
    const fieldId = `${id}-${name}`;
    const message = errors[name];
    return (
      <div className="auth-field">
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          ref={name === 'name' ? first : undefined}
          value={fields[name]}
          onChange={(event) => change({ [name]: event.target.value })}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${fieldId}-error` : undefined}
          {...attributes}
        />
        {message && (
          <p className="auth-field__error" id={`${fieldId}-error`}>
            {message}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-page__lead">{m.auth_register_lead()}</p>
      <div className="auth-register-grid">
        {field('name', m.auth_full_name(), { autoComplete: 'name' })}
        {field('email', m.auth_email(), { type: 'email', autoComplete: 'email' })}
        {field('addressLine1', m.auth_address_line1(), { autoComplete: 'address-line1' })}
        {field('addressLine2', m.auth_address_line2(), { autoComplete: 'address-line2' })}
        {field('city', m.auth_city(), { autoComplete: 'address-level2' })}
        {field('state', m.auth_state(), { autoComplete: 'address-level1' })}
        {field('postalCode', fields.country === 'India' ? m.auth_pin_code() : m.auth_postal_code(), {
          autoComplete: 'postal-code',
          inputMode: fields.country === 'India' ? 'numeric' : 'text',
        })}
        <div className="auth-field">
          <label htmlFor={`${id}-country`}>{m.auth_country()}</label>
          <select
            id={`${id}-country`}
            autoComplete="country-name"
            value={fields.country}
            onChange={(event) => change({ country: event.target.value as AddressCountry })}
          >
            {ADDRESS_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {COUNTRY_NAMES[country]()}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="auth-error" role="alert">
        {error}
      </p>
      <button type="submit" className="auth-button" disabled={register.isPending}>
        {register.isPending ? m.auth_creating_account() : m.auth_create_account()}
      </button>
      <div className="auth-code-actions">
        <button type="button" className="auth-link-button" onClick={() => onChangeNumber()}>
          {m.auth_change_number()}
        </button>
      </div>
    </form>
  );
}
