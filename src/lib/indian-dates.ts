import { intlLocale } from './i18n/locale';
import { perLocale } from './per-locale';

/**
 * A clock time's fields in the shopper's language. hi-IN's own pattern writes the English "am"/"pm"
 * ("3:45 pm"), so Hindi names the part of the day instead, as people say it: "दोपहर 3:45", "रात 9:10".
 * English keeps "3:45 pm" (its day periods would read "3:45 in the afternoon").
 */
export function clockFields(locale: 'en-IN' | 'hi-IN' = intlLocale()): Intl.DateTimeFormatOptions {
  return locale === 'hi-IN'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit' };
}

// In the shopper's language: "12 Apr 2025, 3:45 pm" or "12 अप्रैल 2025, दोपहर 3:45".
const indianDateTime = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...clockFields(locale),
      timeZone: 'Asia/Kolkata',
    }),
);
const indianDate = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
);

const IST_WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

function formatInstant(iso: string, format: () => Intl.DateTimeFormat): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : format().format(instant);
}

/** An instant as India reads it ("12 Apr 2025, 3:45 pm", in Hindi "12 अप्रैल 2025, दोपहर 3:45"), whatever zone the phone is set to. */
export function formatIndianDateTime(iso: string): string {
  return formatInstant(iso, indianDateTime);
}

/**
 * placedAt is the shopper's wall-clock time in IST without a zone (spec 001 §3): read it as +05:30,
 * not as the phone's own zone, so an order placed at 9 pm says 9 pm everywhere.
 */
export function placedAtInstant(placedAt: string): string {
  return IST_WALL_CLOCK.test(placedAt) ? `${placedAt}+05:30` : placedAt;
}

export function formatPlacedAt(placedAt: string): string {
  return formatIndianDateTime(placedAtInstant(placedAt));
}

/** The day alone ("12 Apr 2025"), as the account's payment history shows it. */
export function formatPlacedOn(placedAt: string): string {
  return formatInstant(placedAtInstant(placedAt), indianDate);
}
