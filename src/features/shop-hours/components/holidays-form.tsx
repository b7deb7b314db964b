import { type FormEvent, useId, useState } from 'react';
import { type Holiday, MAX_HOLIDAYS, REASON_MAX } from '#contract/shop-hours';
import { useSaveShopHours } from '#src/domain/shop/opening-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { perLocale } from '#src/lib/per-locale';

// A holiday is a calendar day, not an instant: written as the day itself, whatever zone the phone is in.
const holidayDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayWords = (day: string) => holidayDay().format(new Date(`${day}T00:00:00Z`));

/** Days the shop is shut all day, each with the reason shoppers see; each add or remove is saved at once. */
export function HolidaysForm({ holidays }: { holidays: readonly Holiday[] }) {
  const save = useSaveShopHours();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const id = useId();

  function saveList(list: Holiday[], done: string, after?: () => void) {
    save.mutate(
      { holidays: [...list].sort((a, b) => a.day.localeCompare(b.day)) },
      {
        onSuccess: () => {
          setMessage(done);
          after?.();
        },
        onError: (failure) => setMessage(failure.message),
      },
    );
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setMessage(m.shop_hours_holiday_day_needed());
    if (reason.trim() === '') return setMessage(m.shop_hours_holiday_reason_needed());
    if (holidays.some((holiday) => holiday.day === day)) return setMessage(m.shop_hours_holiday_already());
    if (holidays.length >= MAX_HOLIDAYS) return setMessage(m.shop_hours_holiday_too_many({ max: MAX_HOLIDAYS }));
    saveList([...holidays, { day, reason: reason.trim() }], m.shop_hours_holiday_added({ day: dayWords(day) }), () => {
      setDay('');
      setReason('');
    });
  }

  return (
    <section className="staff-hours__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.shop_hours_holidays_heading()}</h2>
      {holidays.length === 0 ? (
        <p>{m.shop_hours_no_holidays()}</p>
      ) : (
        <ul className="staff-hours__holidays">
          {holidays.map((holiday) => (
            <li key={holiday.day}>
              <span>
                <strong>{dayWords(holiday.day)}</strong> · {holiday.reason}
              </span>
              <button
                type="button"
                className="staff-button staff-button--danger"
                disabled={save.isPending}
                aria-label={m.shop_hours_holiday_remove_named({ day: dayWords(holiday.day) })}
                onClick={() =>
                  saveList(
                    holidays.filter((each) => each.day !== holiday.day),
                    m.shop_hours_holiday_removed({ day: dayWords(holiday.day) }),
                  )
                }
              >
                {m.shop_hours_holiday_remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="staff-hours__form" onSubmit={add} noValidate>
        <label htmlFor={`${id}-day`}>{m.shop_hours_holiday_day()}</label>
        <input id={`${id}-day`} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        <label htmlFor={`${id}-reason`}>{m.shop_hours_holiday_reason()}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={REASON_MAX}
          placeholder={m.shop_hours_holiday_reason_example()}
          onChange={(event) => setReason(event.target.value)}
        />
        <p role="status" className="staff-hours__message">
          {message}
        </p>
        <button type="submit" className="staff-button staff-button--primary" disabled={save.isPending}>
          {m.shop_hours_holiday_add()}
        </button>
      </form>
    </section>
  );
}
