import { getRouteApi, Link } from '@tanstack/react-router';
import { useConfirmSubscription } from '#src/domain/newsletter/newsletter.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { newsletterText } from '../newsletter-text';
import '../newsletter.css';

const route = getRouteApi('/newsletter/confirm');

/**
 * /newsletter/confirm?token=… — the page the confirmation mail links to. Confirming takes a press
 * (a POST): mail scanners and link previews open links on their own, and must not subscribe anyone.
 */
export function ConfirmSubscriptionPage() {
  const { token } = route.useSearch();
  const confirm = useConfirmSubscription();

  return (
    <div className="page newsletter-confirm">
      <h1>{m.newsletter_confirm_title()}</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">{newsletterText(confirm.data)}</p>
          <Link to="/" className="button-primary">
            {m.newsletter_start_shopping()}
          </Link>
        </>
      ) : token ? (
        <>
          <p>{m.newsletter_confirm_text()}</p>
          <button
            type="button"
            className="button-primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? m.newsletter_confirming() : m.newsletter_confirm_button()}
          </button>
          {confirm.isError && (
            <p className="newsletter__error" role="alert">
              {newsletterText(confirm.error.message)}
            </p>
          )}
        </>
      ) : (
        <p role="alert">{m.newsletter_bad_link()}</p>
      )}
    </div>
  );
}
