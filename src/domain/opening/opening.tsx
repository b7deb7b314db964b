import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopOpen } from '#contract/endpoints/shop-open';
import type { OrderSummary } from '#contract/order';
import { SHOP_OPEN_MAX_AGE_S } from '#contract/shop-open';
import { call } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { clockFields } from '#src/lib/indian-dates';
import { perLocale } from '#src/lib/per-locale';

/*
 * When the shop opens, as shoppers and staff are told (decision 113). One module and no stylesheet of its own: the
 * shopper's start-up code names every chunk and stylesheet each page needs, and it had 82 bytes to spare.
 */

export const openingKeys = {
  now: () => ['opening', 'now'] as const,
};

/**
 * Whether the shop takes orders now (decision 113), asked again every minute while a page shows it. Never
 * retried: with no signal the notice is simply not shown; the order is taken all the same, and the server decides.
 */
export const openingQueries = {
  now: () =>
    queryOptions({
      queryKey: openingKeys.now(),
      queryFn: ({ signal }) => call(shopOpen, { signal }),
      staleTime: SHOP_OPEN_MAX_AGE_S * 1000,
      refetchInterval: 60_000,
      retry: false,
    }),
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const istClock = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { ...clockFields(locale), timeZone: 'Asia/Kolkata' }),
);
const istDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }),
);

/** Days between the IST calendar days of two instants. */
const daysApart = (from: Date, to: Date) =>
  Math.floor((to.getTime() + IST_OFFSET_MS) / DAY_MS) - Math.floor((from.getTime() + IST_OFFSET_MS) / DAY_MS);

/**
 * An opening time as India reads it, whatever zone the phone is in: the time ("7:00 am", "सुबह 7:00"), and the day
 * when it is not today ("tomorrow", "Mon, 23 Nov"); `day` is null for today.
 */
export function openingTime(iso: string, now: Date = new Date()): { time: string; day: string | null } {
  const at = new Date(iso);
  const apart = daysApart(now, at);
  const day = apart <= 0 ? null : apart === 1 ? m.opening_tomorrow() : istDay().format(at);
  return { time: istClock().format(at), day };
}

/** "For when the shop opens at 7:00 am": the label of an order taken while the shop was closed or paused. */
export function forWhenTheShopOpens(opensAt: string, now: Date = new Date()): string {
  const { time, day } = openingTime(opensAt, now);
  return day ? m.opening_for_opening_on({ day, time }) : m.opening_for_opening_at({ time });
}

/** "For 7:00 am": the board's and the staff order page's short label of the same (the ring still rings). */
export function forTheOpening(opensAt: string, now: Date = new Date()): string {
  const { time, day } = openingTime(opensAt, now);
  return day ? m.opening_staff_for_on({ day, time }) : m.opening_staff_for_at({ time });
}

/** The notice's look, with the shop's own colours (dark mode too). */
const NOTICE_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  margin: '0 0 1rem',
  padding: '0.75rem 1rem',
  border: '1px solid var(--accent)',
  borderLeftWidth: '0.35rem',
  borderRadius: 'var(--radius)',
  background: 'var(--surface-alt)',
  color: 'var(--text)',
} as const;

/** An answer older than this (a copy restored on a phone long offline) says nothing about now. */
const TRUSTED_FOR_MS = 2 * 60_000;

/**
 * "Closed now, opens at 7:00 am" or "Paused: back at 4:30 pm", with the reason and the promise counted from then
 * (decision 113), wherever delivery is promised before the order is placed. Nothing is shown while the shop is
 * open, nor when its state cannot be read just now (no signal): the order is taken either way, the server decides.
 */
export function ClosedNotice() {
  const shop = useQuery(openingQueries.now());
  const now = new Date();
  const known = shop.data !== undefined && !shop.isError && now.getTime() - shop.dataUpdatedAt < TRUSTED_FOR_MS;
  const { state, opensAt, deliverBy, reason } = shop.data ?? {};
  if (!known || state === 'open' || !opensAt || !deliverBy || new Date(opensAt) <= now) return null;
  const opens = openingTime(opensAt, now);
  const promise = openingTime(deliverBy, now);
  let heading: string;
  if (state === 'paused') {
    heading = opens.day
      ? m.opening_paused_on({ day: opens.day, time: opens.time })
      : m.opening_paused_at({ time: opens.time });
  } else {
    heading = opens.day
      ? m.opening_closed_on({ day: opens.day, time: opens.time })
      : m.opening_closed_at({ time: opens.time });
  }
  const why = state === 'paused' ? reason : reason && m.opening_holiday({ reason });
  return (
    <section className="closed-notice" style={NOTICE_STYLE} role="status" aria-label={heading}>
      <strong>{heading}</strong>
      {why && <span>{why}</span>}
      <span>
        {promise.day
          ? m.opening_promise_on({ day: promise.day, time: promise.time })
          : m.opening_promise_at({ time: promise.time })}
      </span>
    </section>
  );
}

/**
 * An order taken while the shop was closed or paused says so beside its promise (decision 113), until it is
 * delivered or cancelled.
 */
export function OpensAtNote({ order }: { order: Pick<OrderSummary, 'opensAt' | 'status'> }) {
  if (!order.opensAt || order.status === 'delivered' || order.status === 'cancelled') return null;
  return (
    <strong className="opens-at-note" style={{ display: 'block' }}>
      {forWhenTheShopOpens(order.opensAt)}
    </strong>
  );
}
