import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { EditUserBodySchema, type UserProfile } from '#contract/user';
import { describedControl, FormField } from '#src/components/ui/form-field';
import { useEditProfile } from '#src/domain/account/profile.mutations';
import { PhoneInput } from '#src/domain/phone/phone-input';
import { ApiError } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { displayPhone } from '../phone-display';

/** The phone is the sign-in identity (decision 006): a new number needs its own one-time code. */
export const phoneNote = () => m.account_profile_phone_note();

/**
 * The contract's own checks speak English (the server answers with the same words); the ones this form
 * can meet are said in the shopper's language. Anything else (the server's own reasons) shows as sent.
 */
const CHECK_TEXTS = new Map<string, () => string>([
  ['name is required', m.account_profile_name_required],
  ['name must be at most 100 characters', m.account_profile_name_too_long],
  ['email must be a valid e-mail address', m.account_profile_email_invalid],
  ['email is too long', m.account_profile_email_too_long],
  ['alternatePhone must be a valid mobile number with its country code', m.account_profile_alternate_phone_invalid],
]);
const checkText = (text: string | undefined) => (text === undefined ? undefined : (CHECK_TEXTS.get(text)?.() ?? text));

type FieldName = 'name' | 'email' | 'phone' | 'alternatePhone';
const FIELD_ORDER: FieldName[] = ['name', 'email', 'phone', 'alternatePhone'];
const fieldId = (field: FieldName) => `profile-${field}`;

interface ProfileFormProps {
  profile: UserProfile;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edit mode. Checked with the contract's schema before sending; a refusal keeps what was typed and
 * shows the server's message, with its per-field messages beside their fields.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [alternatePhone, setAlternatePhone] = useState(
    profile.alternatePhone ? displayPhone(profile.alternatePhone) : '',
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState('');
  const edit = useEditProfile();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Edit Profile was pressed: the keyboard starts in the first field.
    formRef.current?.querySelector<HTMLInputElement>(`#${fieldId('name')}`)?.focus();
  }, []);

  function showErrors(found: Partial<Record<string, string>>) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#${fieldId(first)}`)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (edit.isPending) return;
    setProblem('');
    const checked = v.safeParse(EditUserBodySchema, {
      id: profile.id,
      name,
      email,
      phone: profile.phone,
      alternatePhone,
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.issues) {
        const field = v.getDotPath(issue);
        if (field) found[field] ??= issue.message;
      }
      showErrors(found);
      return;
    }
    setErrors({});
    edit.mutate(
      {
        id: profile.id,
        name: checked.output.name,
        email: checked.output.email,
        phone: profile.phone,
        alternatePhone: checked.output.alternatePhone ?? null,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setProblem(error instanceof ApiError ? error.message : m.account_profile_save_failed());
          showErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
        },
      },
    );
  }

  const field = (id: FieldName, hint?: string) => ({ id: fieldId(id), hint, error: checkText(errors[id]) });

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={submit} aria-busy={edit.isPending}>
      <p className="settings-alert" role="alert">
        {problem}
      </p>
      <FormField label={m.account_profile_name()} {...field('name')}>
        <input
          {...describedControl(fieldId('name'), field('name'))}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField label={m.account_profile_email()} {...field('email')}>
        <input
          {...describedControl(fieldId('email'), field('email'))}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField label={m.account_profile_phone()} {...field('phone', phoneNote())}>
        <input
          {...describedControl(fieldId('phone'), field('phone', phoneNote()))}
          name="phone"
          type="tel"
          readOnly
          value={displayPhone(profile.phone)}
        />
      </FormField>
      <FormField label={m.account_profile_alternate_phone_optional()} {...field('alternatePhone')}>
        <PhoneInput
          number={alternatePhone}
          onNumberChange={setAlternatePhone}
          inputProps={{
            ...describedControl(fieldId('alternatePhone'), field('alternatePhone')),
            name: 'alternatePhone',
            autoComplete: undefined,
          }}
        />
      </FormField>
      <div className="settings-actions">
        <button type="submit" className="button-primary" disabled={edit.isPending}>
          {edit.isPending ? m.account_profile_saving() : m.account_profile_save()}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel} disabled={edit.isPending}>
          {m.account_profile_cancel()}
        </button>
      </div>
    </form>
  );
}
