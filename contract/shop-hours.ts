import * as v from 'valibot';
import { requiredText } from './common';
import { successEnvelope } from './envelope';
import { ShopOpenSchema } from './shop-open';

/**
 * The owner's opening hours, holidays and pause (decision 113). Times are India's (IST, Asia/Kolkata) wall clock.
 * Whatever they say, an order is never refused for them: it is taken for when the shop opens.
 * None of this reaches a shopper's page: theirs is contract/shop-open.ts, called by contract/endpoints/shop-open.ts.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening spans a day may have (a lunch break makes two). */
export const SPANS_PER_DAY = 4;
/** Holidays kept at once: a year of Sundays and festivals fits. */
export const MAX_HOLIDAYS = 100;
export const PAUSE_MIN_MINUTES = 5;
export const PAUSE_MAX_MINUTES = 480;
export const REASON_MAX = 100;

/** Minutes after midnight of "HH:MM" (written by the schemas below, so well formed). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const TimeSchema = (field: string, latest: '23:59' | '24:00') =>
  v.pipe(
    v.string(`${field} must be text`),
    v.regex(
      latest === '24:00' ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^([01]\d|2[0-3]):[0-5]\d$/,
      `${field} must be a time HH:MM, 00:00 to ${latest}`,
    ),
  );

/** One opening span of a day; "24:00" closes at midnight. A span across midnight is two: 18:00–24:00 and 00:00–02:00. */
export const OpeningSchema = v.pipe(
  v.object({
    open: TimeSchema('open', '23:59'),
    close: TimeSchema('close', '24:00'),
  }),
  v.forward(
    v.check((span) => minutesOf(span.close) > minutesOf(span.open), 'close must be after open'),
    ['close'],
  ),
);
export type Opening = v.InferOutput<typeof OpeningSchema>;

const DaySpansSchema = v.pipe(
  v.array(OpeningSchema, 'a day must be a list of opening spans'),
  v.maxLength(SPANS_PER_DAY, `a day may have at most ${SPANS_PER_DAY} opening spans`),
  v.check(
    (spans) =>
      [...spans]
        .sort((a, b) => minutesOf(a.open) - minutesOf(b.open))
        .every((span, i, sorted) => i === 0 || minutesOf(span.open) >= minutesOf(sorted[i - 1]?.close ?? '00:00')),
    'a day’s opening spans must not overlap',
  ),
);

/** Each weekday's spans; an empty list is closed all day. A week with no span at all is open round the clock. */
export const WeeklyHoursSchema = v.object({
  mon: DaySpansSchema,
  tue: DaySpansSchema,
  wed: DaySpansSchema,
  thu: DaySpansSchema,
  fri: DaySpansSchema,
  sat: DaySpansSchema,
  sun: DaySpansSchema,
});
export type WeeklyHours = v.InferOutput<typeof WeeklyHoursSchema>;

/** A real calendar day, yyyy-mm-dd (2026-02-30 is refused). */
export const DaySchema = v.pipe(
  v.string('day must be text'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date yyyy-mm-dd'),
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'day must be a real date'),
);

export const HolidaySchema = v.object({ day: DaySchema, reason: requiredText('reason', REASON_MAX) });
export type Holiday = v.InferOutput<typeof HolidaySchema>;

/** What the owner's screen reads, and every change answers. */
export const ShopHoursSchema = v.object({
  /** null: open round the clock. */
  weeklyHours: v.nullable(WeeklyHoursSchema),
  /** Today's and later holidays, by day. */
  holidays: v.array(HolidaySchema),
  /** Orders paused until (ISO), with the reason shoppers see; null when not paused. */
  pause: v.nullable(v.object({ until: v.string(), reason: v.string() })),
  /** What shoppers are told now. */
  now: ShopOpenSchema,
});
export type ShopHours = v.InferOutput<typeof ShopHoursSchema>;
export const ShopHoursResponseSchema = successEnvelope(ShopHoursSchema);

/** Only what is sent changes: the week (null: round the clock), or the whole list of holidays. */
export const UpdateShopHoursBodySchema = v.object({
  weeklyHours: v.optional(v.nullable(WeeklyHoursSchema)),
  holidays: v.optional(
    v.pipe(
      v.array(HolidaySchema, 'holidays must be a list'),
      v.maxLength(MAX_HOLIDAYS, `at most ${MAX_HOLIDAYS} holidays`),
      v.check((days) => new Set(days.map((each) => each.day)).size === days.length, 'holidays must list a day once'),
    ),
  ),
});
export type UpdateShopHoursBody = v.InferOutput<typeof UpdateShopHoursBodySchema>;

/** Orders paused for this many minutes from now, with the reason shoppers are shown ("Stock arriving"). */
export const PauseOrdersBodySchema = v.object({
  minutes: v.pipe(
    v.number('minutes must be a number'),
    v.integer('minutes must be a whole number'),
    v.minValue(PAUSE_MIN_MINUTES, `minutes must be at least ${PAUSE_MIN_MINUTES}`),
    v.maxValue(PAUSE_MAX_MINUTES, `minutes must be at most ${PAUSE_MAX_MINUTES} (8 hours)`),
  ),
  reason: requiredText('reason', REASON_MAX),
});
export type PauseOrdersBody = v.InferOutput<typeof PauseOrdersBodySchema>;
