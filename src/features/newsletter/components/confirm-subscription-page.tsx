import { getRouteApi, Link } from '@tanstack/react-router';
import { NEWSLETTER_TEXTS } from '#contract/newsletter';
import { useConfirmSubscription } from '../api/newsletter.mutations';
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
      <h1>Confirm your subscription</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">{confirm.data}</p>
          <Link to="/" className="button-primary">
            Start shopping
          </Link>
        </>
      ) : token ? (
        <>
          <p>Press the button to receive the Kirana newsletter at the address this link was mailed to.</p>
          <button
            type="button"
            className="button-primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm subscription'}
          </button>
          {confirm.isError && (
            <p className="newsletter__error" role="alert">
              {confirm.error.message}
            </p>
          )}
        </>
      ) : (
        <p role="alert">{NEWSLETTER_TEXTS.badLink}</p>
      )}
    </div>
  );
}
