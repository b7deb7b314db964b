import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useIsOnline } from '#src/lib/online';
import { perLocale } from '#src/lib/per-locale';

const clock = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }),
);
const dayAndClock = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
);

/** "10:42" today, "21 Nov, 10:42" on an earlier day (in Hindi "21 नव॰, 10:42"). */
export function formatAsOf(updatedAt: number, now = new Date()): string {
  const then = new Date(updatedAt);
  return then.toDateString() === now.toDateString() ? clock().format(then) : dayAndClock().format(then);
}

/**
 * Offline, what the phone shows is its last copy: the shopper sees how old the prices are
 * ("Prices as of 10:42"). Online nothing shows, since the copy is being kept fresh.
 */
export function PricesAsOf({ updatedAt }: { updatedAt: number | undefined }) {
  const online = useIsOnline();
  if (online || !updatedAt) return null;
  return <p className="prices-as-of">{m.ui_prices_as_of({ time: formatAsOf(updatedAt) })}</p>;
}
