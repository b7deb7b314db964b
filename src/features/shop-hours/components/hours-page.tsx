import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ShopHours } from '#contract/shop-hours';
import { openingTime } from '#src/domain/opening/opening';
import { openingHoursQueries, useResumeOrders } from '#src/domain/shop/opening-hours';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { HolidaysForm } from './holidays-form';
import { PauseForm } from './pause-form';
import { WeekForm } from './week-form';
import '../shop-hours.css';

/**
 * The owner's opening hours (decision 113): what shoppers are told now, a pause with a reason (or Resume), the
 * week's hours and the holidays. Whatever is set here, shoppers' orders are taken, for when the shop opens.
 */
export function HoursPage() {
  const hours = useQuery(openingHoursQueries.hours());
  useStaffTitle(m.shop_hours_title());
  return (
    <section className="staff-hours">
      <h1>{m.shop_hours_heading()}</h1>
      <p className="staff-hours__lead">{m.shop_hours_lead()}</p>
      {hours.data ? (
        <>
          <NowPanel hours={hours.data} />
          {/* Keyed by what was saved: each form starts again from the shop's own answer. */}
          <WeekForm key={JSON.stringify(hours.data.weeklyHours)} saved={hours.data.weeklyHours} />
          <HolidaysForm holidays={hours.data.holidays} />
        </>
      ) : (
        <p role="status" className={hours.isError ? 'staff-error' : undefined}>
          {hours.isError ? hours.error.message : m.shop_loading()}
        </p>
      )}
    </section>
  );
}

/** What shoppers see now, and the pause: its form, or Resume while it lasts. */
function NowPanel({ hours }: { hours: ShopHours }) {
  const resume = useResumeOrders();
  const headingId = useId();
  const now = hours.now;
  let state: string;
  if (now.state === 'open' || !now.opensAt) state = m.shop_hours_now_open();
  else {
    const { time, day } = openingTime(now.opensAt);
    const when = day ? m.shop_hours_when_on({ day, time }) : time;
    state =
      now.state === 'paused'
        ? m.shop_hours_now_paused({ when, reason: now.reason ?? '' })
        : now.reason
          ? m.shop_hours_now_holiday({ when, reason: now.reason })
          : m.shop_hours_now_closed({ when });
  }
  return (
    <section className="staff-hours__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.shop_hours_now_heading()}</h2>
      <p className="staff-hours__state" role="status">
        {state}
      </p>
      {hours.pause ? (
        <>
          <button
            type="button"
            className="staff-button staff-button--primary"
            disabled={resume.isPending}
            onClick={() => resume.mutate(undefined)}
          >
            {m.shop_hours_resume()}
          </button>
          {resume.isError && (
            <p className="staff-error" role="alert">
              {resume.error.message}
            </p>
          )}
        </>
      ) : (
        <PauseForm />
      )}
    </section>
  );
}
