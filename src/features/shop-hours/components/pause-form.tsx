import { type FormEvent, useId, useState } from 'react';
import { PAUSE_MAX_MINUTES, PAUSE_MIN_MINUTES, REASON_MAX } from '#contract/shop-hours';
import { usePauseOrders } from '#src/domain/shop/opening-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** The lengths offered with one tap; any other is typed in. */
const CHOICES = [15, 30, 60] as const;
type Choice = (typeof CHOICES)[number] | 'custom';

/** "Pause orders" for 15, 30, 60 or a typed number of minutes, with the reason shoppers are shown. */
export function PauseForm() {
  const pause = usePauseOrders();
  const [choice, setChoice] = useState<Choice>(30);
  const [custom, setCustom] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = choice === 'custom' ? Number(custom) : choice;
    if (!Number.isInteger(minutes) || minutes < PAUSE_MIN_MINUTES || minutes > PAUSE_MAX_MINUTES) {
      return setProblem(m.shop_hours_pause_minutes_invalid({ min: PAUSE_MIN_MINUTES, max: PAUSE_MAX_MINUTES }));
    }
    if (reason.trim() === '') return setProblem(m.shop_hours_pause_reason_needed());
    setProblem('');
    pause.mutate(
      { minutes, reason: reason.trim() },
      {
        onSuccess: () => setReason(''),
        onError: (failure) => setProblem(failure.message),
      },
    );
  }

  return (
    <form className="staff-hours__form" onSubmit={submit} noValidate>
      <fieldset className="staff-hours__choices">
        <legend>{m.shop_hours_pause_for()}</legend>
        {CHOICES.map((minutes) => (
          <label key={minutes} className="staff-hours__choice">
            <input
              type="radio"
              name={`${id}-minutes`}
              checked={choice === minutes}
              onChange={() => setChoice(minutes)}
            />
            {m.shop_hours_minutes({ count: minutes })}
          </label>
        ))}
        <label className="staff-hours__choice">
          <input
            type="radio"
            name={`${id}-minutes`}
            checked={choice === 'custom'}
            onChange={() => setChoice('custom')}
          />
          {m.shop_hours_pause_custom()}
        </label>
      </fieldset>
      {choice === 'custom' && (
        <>
          <label htmlFor={`${id}-custom`}>{m.shop_hours_pause_custom_minutes()}</label>
          <input
            id={`${id}-custom`}
            type="number"
            inputMode="numeric"
            min={PAUSE_MIN_MINUTES}
            max={PAUSE_MAX_MINUTES}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-reason`}>{m.shop_hours_pause_reason()}</label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={REASON_MAX}
        placeholder={m.shop_hours_pause_reason_example()}
        onChange={(event) => setReason(event.target.value)}
      />
      <p className="staff-error" role="alert">
        {problem}
      </p>
      <button type="submit" className="staff-button staff-button--danger" disabled={pause.isPending}>
        {m.shop_hours_pause()}
      </button>
    </form>
  );
}
