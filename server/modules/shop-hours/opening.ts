import { minutesOf, WEEKDAYS, type Weekday, type WeeklyHours } from '../../../contract/shop-hours';

/** India keeps one offset all year (no summer time): its wall clock is UTC + 5:30 whatever the host's zone. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Holidays are at most 100 and every week with hours opens at least once: an opening is always within this. */
const HORIZON_DAYS = 120;

/** What decides when the shop takes orders; holidays by IST day (yyyy-mm-dd) with their reason. */
export interface OpeningRules {
  /** null: open round the clock. */
  weeklyHours: WeeklyHours | null;
  holidays: ReadonlyMap<string, string>;
  pause: { until: Date; reason: string } | null;
}

export type OpenState =
  | { state: 'open' }
  | { state: 'closed'; opensAt: Date; reason: string | null }
  | { state: 'paused'; until: Date; opensAt: Date; reason: string };

/** The IST calendar day of an instant, yyyy-mm-dd. */
export function istDayOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an IST day starts (its midnight in India). */
function istMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
}

/** getUTCDay's Sunday-first numbering onto the week's names. */
const WEEKDAY_OF_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Each weekday's spans in minutes, earliest first; a week with no span at all is open round the clock. */
function spansByWeekday(weeklyHours: WeeklyHours | null): Record<Weekday, { open: number; close: number }[]> {
  const roundTheClock = weeklyHours === null || WEEKDAYS.every((day) => weeklyHours[day].length === 0);
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      roundTheClock
        ? [{ open: 0, close: 24 * 60 }]
        : weeklyHours[day]
            .map((span) => ({ open: minutesOf(span.open), close: minutesOf(span.close) }))
            .sort((a, b) => a.open - b.open),
    ]),
  ) as Record<Weekday, { open: number; close: number }[]>;
}

/**
 * The first instant at or after `from` that the weekly hours and holidays leave open (a pause aside). Spans that
 * touch (a day closing at 24:00, the next opening at 00:00) are one stretch open.
 */
export function nextOpening(rules: Pick<OpeningRules, 'weeklyHours' | 'holidays'>, from: Date): Date {
  const spans = spansByWeekday(rules.weeklyHours);
  const at = from.getTime();
  let dayStart = istMidnight(istDayOf(from));
  for (let i = 0; i < HORIZON_DAYS; i++, dayStart += DAY_MS) {
    const day = istDayOf(new Date(dayStart));
    if (rules.holidays.has(day)) continue;
    const weekday = WEEKDAY_OF_UTC_DAY[new Date(`${day}T00:00:00Z`).getUTCDay()] as Weekday;
    for (const span of spans[weekday]) {
      if (dayStart + span.close * 60_000 <= at) continue;
      return new Date(Math.max(dayStart + span.open * 60_000, at));
    }
  }
  // Unreachable with the contract's limits; never shut the shop for good over bad data.
  return from;
}

/**
 * What shoppers are told at `now` (decision 113): open; paused until a time, the shop opening then or at its next
 * opening after it; or closed until its next opening, with the holiday's reason when today is one.
 */
export function openStateAt(rules: OpeningRules, now: Date): OpenState {
  const pause = rules.pause && rules.pause.until > now ? rules.pause : null;
  const opensAt = nextOpening(rules, pause ? pause.until : now);
  if (pause) return { state: 'paused', until: pause.until, opensAt, reason: pause.reason };
  if (opensAt.getTime() === now.getTime()) return { state: 'open' };
  return { state: 'closed', opensAt, reason: rules.holidays.get(istDayOf(now)) ?? null };
}

/** When an order taken at `now` starts: null when the shop is open, else its opening (orders.opens_at). */
export function orderStartsAt(rules: OpeningRules, now: Date): Date | null {
  const state = openStateAt(rules, now);
  return state.state === 'open' ? null : state.opensAt;
}
