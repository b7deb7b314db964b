import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatIndianDateTime } from '#src/lib/indian-dates';

/** Offline-first: when a refresh fails, what the phone kept is still shown, dated so nobody mistakes it for live. */
export function StaleNote({ savedAt }: { savedAt: number }) {
  return (
    <p className="orders-stale">
      {m.orders_stale_before()}{' '}
      <time dateTime={new Date(savedAt).toISOString()}>{formatIndianDateTime(new Date(savedAt).toISOString())}</time>
      {m.orders_stale_after()}
    </p>
  );
}
