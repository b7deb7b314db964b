import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../auth.css';

/** Shown by the signed-in routes while the sign-in state is loading (spec 000 §2). */
export function AuthPending() {
  return (
    <div className="auth-pending" role="status" aria-label={m.auth_loading()}>
      <span className="auth-pending__spinner" aria-hidden="true" />
      <span>{m.auth_loading()}</span>
    </div>
  );
}
