import { type FormEvent, useId, useState } from 'react';
import type { StaffOrder } from '#contract/shop';
import { STAFF_CHANGES } from '#src/domain/shop/staff.changes';
import { StepOutcome } from '#src/domain/shop/step-outcome';
import { useStepRunner } from '#src/domain/shop/use-step';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { UpiQr } from './upi-qr';
import '../shop-rider.css';

const UPI_REFERENCE = /^[A-Za-z0-9]{6,35}$/;

/** At the door: the amount to collect, a QR for exactly that amount when the shopper pays by UPI, and delivered. */
export function CollectPayment({ order }: { order: StaffOrder }) {
  const steps = useStepRunner();
  const [upi, setUpi] = useState(false);
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const step = { orderId: order.id, number: order.number ?? 0 };
  const amount = formatRupees(order.total);

  function deliveredByUpi(event: FormEvent) {
    event.preventDefault();
    const typed = reference.trim();
    if (!UPI_REFERENCE.test(typed)) return setError(m.shop_rider_reference_invalid());
    setError('');
    void steps.run(STAFF_CHANGES.deliver, { ...step, paidBy: 'upi', upiReference: typed });
  }

  return (
    <section className="staff-collect" aria-label={m.shop_rider_collect_heading()}>
      <p className="staff-collect__amount">
        {m.shop_rider_to_collect()} <strong>{amount}</strong>
      </p>
      <StepOutcome state={steps} />
      {upi && order.upi ? (
        <form onSubmit={deliveredByUpi} className="staff-collect__upi" noValidate>
          <UpiQr link={order.upi.link} label={m.shop_rider_qr_label({ amount, number: order.number ?? 0 })} />
          <p className="staff-collect__scan">{m.shop_rider_scan({ amount })}</p>
          <label htmlFor={id}>{m.shop_rider_reference()}</label>
          <input
            id={id}
            value={reference}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={error !== '' || undefined}
            aria-describedby={`${id}-error`}
          />
          <p className="staff-error" id={`${id}-error`} role="alert">
            {error}
          </p>
          <div className="staff-actions">
            <button type="submit" className="staff-button staff-button--primary" disabled={steps.busy}>
              {m.shop_rider_delivered_upi()}
            </button>
            <button type="button" className="staff-button" onClick={() => setUpi(false)}>
              {m.shop_rider_back_to_cash()}
            </button>
          </div>
        </form>
      ) : (
        <div className="staff-actions">
          <button
            type="button"
            className="staff-button staff-button--primary"
            disabled={steps.busy}
            onClick={() => void steps.run(STAFF_CHANGES.deliver, { ...step, paidBy: 'cash' })}
          >
            {m.shop_rider_delivered_cash()}
          </button>
          {order.upi ? (
            <button type="button" className="staff-button" onClick={() => setUpi(true)}>
              {m.shop_rider_pays_upi()}
            </button>
          ) : (
            <p>{m.shop_rider_no_upi()}</p>
          )}
        </div>
      )}
    </section>
  );
}
