import { type ClipboardEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { OTP_LENGTH, type SendOtpData } from '#contract/auth';
import { useLogin, useSendOtp, useVerifyOtp } from '#src/domain/session/auth.mutations';
import { answeredWith } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { withParts } from '#src/lib/i18n/with-parts';

type Accepted = { code: string; registered: boolean };

interface CodeFormProps {
  /** E.164, as the code was sent to it. */
  phone: string;
  /** The number as the shopper typed it, to show back. */
  displayPhone: string;
  sent: SendOtpData;
  /** When `sent` came (Date.now()): its seconds count from then, across a reload. */
  sentAt: number;
  /** A new code went out. */
  onResent: (sent: SendOtpData) => void;
  /** The code the shop accepted, kept with the step (sign-in-progress.ts). */
  accepted: Accepted | undefined;
  onAccepted: (accepted: Accepted | undefined) => void;
  onChangeNumber: () => void;
  onSignedIn: () => void;
  onNeedsRegistration: () => void;
}

/** Step 2: the one-time code; a known number is signed in, a new one goes on to registration. */
export function CodeForm({
  phone,
  displayPhone,
  sent,
  sentAt,
  onResent,
  accepted,
  onAccepted,
  onChangeNumber,
  onSignedIn,
  onNeedsRegistration,
}: CodeFormProps) {
  const verifyOtp = useVerifyOtp();
  const login = useLogin();
  const resend = useSendOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const secondsLeft = useSecondsUntil(sentAt + sent.resendAfterSeconds * 1000);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = verifyOtp.isPending || login.isPending;

  useEffect(() => input.current?.focus(), []);

  function fail(failure: Error) {
    setError(failure.message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      setError(m.auth_code_length({ length: OTP_LENGTH }));
      return;
    }
    setError('');
    if (accepted?.code === code) return signIn(accepted.registered);
    verifyOtp.mutate(
      { phone, otp: code },
      {
        onSuccess: ({ registered }) => {
          onAccepted({ code, registered });
          signIn(registered);
        },
        onError: fail,
      },
    );
  }

  function signIn(registered: boolean) {
    if (!registered) return onNeedsRegistration();
    login.mutate(phone, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        // The account may have gone since the code was checked: register instead.
        if (answeredWith(failure, 404)) return onNeedsRegistration();
        // The verification has run out: the next press checks the code again.
        if (answeredWith(failure, 401)) onAccepted(undefined);
        fail(failure);
      },
    });
  }

  function askAgain() {
    setError('');
    setNotice('');
    resend.mutate(phone, {
      onSuccess: (next) => {
        onResent(next);
        setCode('');
        setNotice(m.auth_code_resent());
        input.current?.focus();
      },
      onError: fail,
    });
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    // maxLength would cut "123 456" to "123 45" before the digits are picked out.
    event.preventDefault();
    setCode(onlyDigits(event.clipboardData.getData('text')));
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-page__lead">
        {withParts(
          (parts) =>
            m.auth_code_lead({ ...parts, length: OTP_LENGTH, minutes: describeMinutes(sent.expiresInSeconds) }),
          { phone: <strong>{displayPhone}</strong> },
        )}
      </p>
      {sent.devCode && <p className="auth-demo">{m.auth_demo_code({ code: sent.devCode })}</p>}
      <div className="auth-field">
        <label htmlFor={id}>{m.auth_one_time_code()}</label>
        <input
          ref={input}
          id={id}
          className="auth-otp"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(event) => setCode(onlyDigits(event.target.value))}
          onPaste={paste}
          aria-invalid={error !== '' || undefined}
          aria-describedby={`${id}-error`}
        />
      </div>
      <p className="auth-error" id={`${id}-error`} role="alert">
        {error}
      </p>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <button type="submit" className="auth-button" disabled={busy}>
        {busy ? m.auth_verifying() : m.auth_verify()}
      </button>
      <div className="auth-code-actions">
        {secondsLeft > 0 ? (
          <p>{m.auth_resend_in({ seconds: secondsLeft })}</p>
        ) : (
          <button type="button" className="auth-link-button" onClick={askAgain} disabled={resend.isPending}>
            {m.auth_resend()}
          </button>
        )}
        <button type="button" className="auth-link-button" onClick={onChangeNumber}>
          {m.auth_change_number()}
        </button>
      </div>
    </form>
  );
}

function describeMinutes(seconds: number): string {
  return m.auth_minutes({ count: Math.max(1, Math.round(seconds / 60)) });
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Whole seconds until `deadline` (a Date.now() time), ticking once a second, 0 once passed. */
function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
