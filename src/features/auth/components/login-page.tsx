import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { COUNTRY_CODES, DEFAULT_DIAL_CODE, servedCountryCodes } from '#src/domain/phone/country-codes';
import { authQueries } from '#src/domain/session/auth.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { forgetSignInProgress, type SignInStep, useSignInProgress } from '../state/sign-in-progress';
import { CodeForm } from './code-form';
import { PhoneForm } from './phone-form';
import { RegisterForm } from './register-form';
import '../auth.css';

const route = getRouteApi('/login');

/** /login: phone number, one-time code, and for a new number a short registration. */
export function LoginPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const [{ dialCode: chosenDialCode, number, step, registerDraft }, setProgress] = useSignInProgress();
  const setStep = (next: SignInStep) => setProgress((progress) => ({ ...progress, step: next }));
  // Only the countries the server sends codes to are offered; until it says, the shop's default (India).
  const servedDialCodes = useQuery(authQueries.otpCountries()).data ?? [DEFAULT_DIAL_CODE];
  const dialCode = servedDialCodes.includes(chosenDialCode)
    ? chosenDialCode
    : (servedDialCodes[0] ?? DEFAULT_DIAL_CODE);
  const country = COUNTRY_CODES.find((code) => code.dialCode === dialCode)?.country ?? 'India';

  // The session is already in the cache (the mutations put it there), so the guarded target opens at once.
  const signedIn = () => {
    forgetSignInProgress();
    void navigate({ href: redirect ?? '/', replace: true });
  };

  return (
    <div className="page auth-page">
      <h1>{step.name === 'register' ? m.auth_register_title() : m.auth_sign_in_title()}</h1>
      {step.name === 'phone' && (
        <>
          <p className="auth-page__lead">{m.auth_phone_lead()}</p>
          <PhoneForm
            countryCodes={servedCountryCodes(servedDialCodes)}
            dialCode={dialCode}
            number={number}
            onDialCodeChange={(dialCode) => setProgress((progress) => ({ ...progress, dialCode }))}
            onNumberChange={(typed) => setProgress((progress) => ({ ...progress, number: typed }))}
            onSent={(phone, sent) => setStep({ name: 'code', phone, sent, sentAt: Date.now() })}
            initialError={step.error}
          />
        </>
      )}
      {step.name === 'code' && (
        <CodeForm
          phone={step.phone}
          displayPhone={`${dialCode} ${number.trim()}`}
          sent={step.sent}
          sentAt={step.sentAt}
          accepted={step.accepted}
          onAccepted={(accepted) => setStep({ ...step, accepted })}
          onResent={(sent) => setStep({ name: 'code', phone: step.phone, sent, sentAt: Date.now() })}
          onChangeNumber={() => setStep({ name: 'phone' })}
          onSignedIn={signedIn}
          onNeedsRegistration={() => setStep({ name: 'register', phone: step.phone })}
        />
      )}
      {step.name === 'register' && (
        <RegisterForm
          phone={step.phone}
          defaultCountry={country}
          draft={registerDraft}
          onDraftChange={(draft) => setProgress((progress) => ({ ...progress, registerDraft: draft }))}
          onSignedIn={signedIn}
          onChangeNumber={(error) => setStep({ name: 'phone', error })}
        />
      )}
    </div>
  );
}
