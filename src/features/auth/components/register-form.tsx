import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { ADDRESS_COUNTRIES, type AddressCountry } from '#contract/address';
import { type RegisterBody, RegisterBodySchema } from '#contract/auth';
import { useRegister } from '#src/domain/session/auth.mutations';

type FieldName = 'name' | 'email' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode';
type Fields = Record<FieldName, string> & { country: AddressCountry };
type FieldErrors = Partial<Record<FieldName, string>>;

interface RegisterFormProps {
  /** The verified number, E.164. */
  phone: string;
  defaultCountry: AddressCountry;
  onSignedIn: () => void;
}

/** The contract decides what is valid; these say it in the shopper's words. */
function messageFor(field: FieldName, country: AddressCountry): string {
  switch (field) {
    case 'name':
      return 'Please enter your name.';
    case 'email':
      return 'Please enter a valid e-mail address.';
    case 'addressLine1':
      return 'Please enter your house number and street.';
    case 'addressLine2':
      return 'Address line 2 is too long.';
    case 'city':
      return 'Please enter your city.';
    case 'state':
      return 'Please enter your state.';
    case 'postalCode':
      return country === 'India' ? 'Please enter a valid 6-digit PIN code.' : 'Please enter a valid postal code.';
  }
}

/** Step 3, for a new number: the shopper and their first delivery address. */
export function RegisterForm({ phone, defaultCountry, onSignedIn }: RegisterFormProps) {
  const register = useRegister();
  const [fields, setFields] = useState<Fields>({
    name: '',
    email: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    country: defaultCountry,
  });
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
      setError(Object.keys(found).length > 0 ? 'Please check the highlighted fields.' : 'Please check your details.');
      return;
    }
    setErrors({});
    setError('');
    register.mutate(body, { onSuccess: onSignedIn, onError: (failure) => setError(failure.message) });
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
          onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
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
      <p className="auth-page__lead">Your number is verified. Tell us who you are and where to deliver.</p>
      <div className="auth-register-grid">
        {field('name', 'Full name', { autoComplete: 'name' })}
        {field('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
        {field('addressLine1', 'Address line 1', { autoComplete: 'address-line1' })}
        {field('addressLine2', 'Address line 2 (optional)', { autoComplete: 'address-line2' })}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('postalCode', fields.country === 'India' ? 'PIN code' : 'Postal code', {
          autoComplete: 'postal-code',
          inputMode: fields.country === 'India' ? 'numeric' : 'text',
        })}
        <div className="auth-field">
          <label htmlFor={`${id}-country`}>Country</label>
          <select
            id={`${id}-country`}
            autoComplete="country-name"
            value={fields.country}
            onChange={(event) =>
              setFields((current) => ({ ...current, country: event.target.value as AddressCountry }))
            }
          >
            {ADDRESS_COUNTRIES.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>
        </div>
      </div>
      <p className="auth-error" role="alert">
        {error}
      </p>
      <button type="submit" className="auth-button" disabled={register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
