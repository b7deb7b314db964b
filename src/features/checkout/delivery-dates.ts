/** Spec 001 §9: the estimated delivery on the confirmation page is the order date plus 5 days. */
export const DELIVERY_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

// The order's time is already India's wall-clock time (contract istTimestamp), so it is read and
// formatted as UTC: no second time-zone shift, whatever zone the phone is set to.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Sun, 29 Nov 2026' from an IST timestamp (yyyy-mm-ddThh:mm:ss); built from parts, as ICU versions punctuate differently. */
export function formatOrderDate(istTime: string, plusDays = 0): string {
  const instant = new Date(new Date(`${istTime}Z`).getTime() + plusDays * DAY_MS);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    indianDate.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
