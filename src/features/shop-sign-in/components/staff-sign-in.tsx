import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { OTP_LENGTH, type SendOtpData } from '#contract/auth';
import { PhoneSchema } from '#contract/common';
import { useStaffSendOtp, useStaffVerifyOtp } from '#src/domain/shop/staff.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../shop-sign-in.css';

/** /shop before sign-in: the member's phone number, then the one-time code (the demo code shown when the server says it). */
export function StaffSignIn() {
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState<SendOtpData | null>(null);
  return (
    <section className="staff-sign-in">
      <h1>{m.shop_sign_in_title()}</h1>
      {phone && sent ? (
        <CodeStep phone={phone} sent={sent} onChangeNumber={() => setPhone(null)} />
      ) : (
        <PhoneStep
          onSent={(to, answer) => {
            setPhone(to);
            setSent(answer);
          }}
        />
      )}
    </section>
  );
}

function PhoneStep({ onSent }: { onSent: (phone: string, sent: SendOtpData) => void }) {
  const sendOtp = useStaffSendOtp();
  const [number, setNumber] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const phone = v.safeParse(PhoneSchema, `+91${number.replace(/\D/g, '').replace(/^0+/, '')}`);
    if (!phone.success) return setError(m.shop_phone_invalid());
    setError('');
    sendOtp.mutate(phone.output, {
      onSuccess: (answer) => onSent(phone.output, answer),
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <form className="staff-sign-in__form" onSubmit={submit} noValidate>
      <p>{m.shop_sign_in_lead()}</p>
      <label htmlFor={id}>{m.shop_phone()}</label>
      <div className="staff-sign-in__phone">
        <span aria-hidden="true">+91</span>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={error !== '' || undefined}
          aria-describedby={`${id}-error`}
        />
      </div>
      <p className="staff-error" id={`${id}-error`} role="alert">
        {error}
      </p>
      <button type="submit" className="staff-button staff-button--primary" disabled={sendOtp.isPending}>
        {sendOtp.isPending ? m.shop_sign_in_sending() : m.shop_sign_in_send_code()}
      </button>
    </form>
  );
}

function CodeStep({ phone, sent, onChangeNumber }: { phone: string; sent: SendOtpData; onChangeNumber: () => void }) {
  const verify = useStaffVerifyOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return setError(m.shop_sign_in_code_length({ length: OTP_LENGTH }));
    setError('');
    // Signed in, the frame shows the member's screens at once (the mutation puts the session in the cache).
    verify.mutate({ phone, otp: code }, { onError: (failure) => setError(failure.message) });
  }

  return (
    <form className="staff-sign-in__form" onSubmit={submit} noValidate>
      <p>{m.shop_sign_in_code_lead({ phone })}</p>
      {sent.devCode && <p className="staff-sign-in__demo">{m.shop_sign_in_demo_code({ code: sent.devCode })}</p>}
      <label htmlFor={id}>{m.shop_sign_in_code()}</label>
      <input
        id={id}
        className="staff-sign-in__code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        aria-invalid={error !== '' || undefined}
        aria-describedby={`${id}-error`}
      />
      <p className="staff-error" id={`${id}-error`} role="alert">
        {error}
      </p>
      <button type="submit" className="staff-button staff-button--primary" disabled={verify.isPending}>
        {verify.isPending ? m.shop_sign_in_verifying() : m.shop_sign_in_verify()}
      </button>
      <button type="button" className="staff-link-button" onClick={onChangeNumber}>
        {m.shop_sign_in_change_number()}
      </button>
    </form>
  );
}
