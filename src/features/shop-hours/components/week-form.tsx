import { type FormEvent, useState } from 'react';
import { minutesOf, SPANS_PER_DAY, WEEKDAYS, type Weekday, type WeeklyHours } from '#contract/shop-hours';
import { useSaveShopHours } from '#src/domain/shop/opening-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { dayName } from '../weekday-names';

type Span = { open: string; close: string };
type Days = Record<Weekday, Span[]>;

/** A time input cannot say 24:00: closing at 00:00 is closing at midnight, the end of that day. */
const MIDNIGHT = '24:00';
const shownClose = (close: string) => (close === MIDNIGHT ? '00:00' : close);
const savedClose = (close: string) => (close === '00:00' ? MIDNIGHT : close);

const usualDay = (): Span[] => [{ open: '07:00', close: '22:00' }];

function daysOf(saved: WeeklyHours | null): Days {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      saved ? saved[day].map((span) => ({ open: span.open, close: shownClose(span.close) })) : usualDay(),
    ]),
  ) as Days;
}

/** What is wrong with the week as typed, in the owner's words; '' when it can be saved. */
function problemOf(days: Days): string {
  if (WEEKDAYS.every((day) => days[day].length === 0)) return m.shop_hours_week_all_closed();
  for (const day of WEEKDAYS) {
    const spans = days[day].map((span) => ({ open: span.open, close: savedClose(span.close) }));
    if (spans.some((span) => span.open === '' || span.close === ''))
      return m.shop_hours_week_time_missing({ day: dayName(day) });
    if (spans.some((span) => minutesOf(span.close) <= minutesOf(span.open)))
      return m.shop_hours_week_close_before_open({ day: dayName(day) });
    const sorted = [...spans].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
    if (sorted.some((span, i) => i > 0 && minutesOf(span.open) < minutesOf(sorted[i - 1]?.close ?? '00:00')))
      return m.shop_hours_week_overlap({ day: dayName(day) });
  }
  return '';
}

/** The week's hours: round the clock, or each weekday's spans (none: closed that day). */
export function WeekForm({ saved }: { saved: WeeklyHours | null }) {
  const save = useSaveShopHours();
  const [roundTheClock, setRoundTheClock] = useState(
    saved === null || WEEKDAYS.every((day) => saved[day].length === 0),
  );
  const [days, setDays] = useState<Days>(() => daysOf(saved));
  const [message, setMessage] = useState('');

  const changeDay = (day: Weekday, spans: Span[]) => setDays((before) => ({ ...before, [day]: spans }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = roundTheClock ? '' : problemOf(days);
    if (problem) return setMessage(problem);
    const weeklyHours = roundTheClock
      ? null
      : (Object.fromEntries(
          WEEKDAYS.map((day) => [day, days[day].map((span) => ({ open: span.open, close: savedClose(span.close) }))]),
        ) as WeeklyHours);
    save.mutate(
      { weeklyHours },
      { onSuccess: () => setMessage(m.shop_hours_week_saved()), onError: (failure) => setMessage(failure.message) },
    );
  }

  return (
    <form className="staff-hours__panel staff-hours__form" onSubmit={submit} noValidate>
      <h2>{m.shop_hours_week_heading()}</h2>
      <label className="staff-hours__choice">
        <input type="checkbox" checked={roundTheClock} onChange={(event) => setRoundTheClock(event.target.checked)} />
        {m.shop_hours_round_the_clock()}
      </label>
      {!roundTheClock && (
        <>
          <p className="staff-hours__hint">{m.shop_hours_midnight_hint()}</p>
          <ul className="staff-hours__week">
            {WEEKDAYS.map((day) => (
              <DayRow key={day} day={day} spans={days[day]} onChange={(spans) => changeDay(day, spans)} />
            ))}
          </ul>
        </>
      )}
      <p role="status" className="staff-hours__message">
        {message}
      </p>
      <button type="submit" className="staff-button staff-button--primary" disabled={save.isPending}>
        {m.shop_hours_week_save()}
      </button>
    </form>
  );
}

function DayRow({ day, spans, onChange }: { day: Weekday; spans: Span[]; onChange: (spans: Span[]) => void }) {
  const name = dayName(day);
  const closed = spans.length === 0;
  const setSpan = (index: number, span: Span) => onChange(spans.map((each, i) => (i === index ? span : each)));
  return (
    <li className="staff-hours__day">
      <strong>{name}</strong>
      <label className="staff-hours__choice">
        <input
          type="checkbox"
          checked={closed}
          onChange={(event) => onChange(event.target.checked ? [] : usualDay())}
        />
        {m.shop_hours_closed_all_day()}
      </label>
      {spans.map((span, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: spans have no identity but their place in the day.
        <span key={index} className="staff-hours__span">
          <input
            type="time"
            aria-label={m.shop_hours_opens({ day: name })}
            value={span.open}
            onChange={(event) => setSpan(index, { ...span, open: event.target.value })}
          />
          –
          <input
            type="time"
            aria-label={m.shop_hours_closes({ day: name })}
            value={span.close}
            onChange={(event) => setSpan(index, { ...span, close: event.target.value })}
          />
          {spans.length > 1 && (
            <button
              type="button"
              className="staff-button"
              aria-label={m.shop_hours_remove_span({ day: name })}
              onClick={() => onChange(spans.filter((_, i) => i !== index))}
            >
              ×
            </button>
          )}
        </span>
      ))}
      {!closed && spans.length < SPANS_PER_DAY && (
        <button
          type="button"
          className="staff-button"
          onClick={() => onChange([...spans, { open: '', close: '' }])}
          aria-label={m.shop_hours_add_span_on({ day: name })}
        >
          {m.shop_hours_add_span()}
        </button>
      )}
    </li>
  );
}
