import { formatIndianDateTime } from '#src/lib/indian-dates';

/** Offline-first: when a refresh fails, what the phone kept is still shown, dated so nobody mistakes it for live. */
export function StaleNote({ savedAt }: { savedAt: number }) {
  return (
    <p className="orders-stale">
      Couldn't refresh. Showing what this phone saved on{' '}
      <time dateTime={new Date(savedAt).toISOString()}>{formatIndianDateTime(new Date(savedAt).toISOString())}</time>.
    </p>
  );
}
