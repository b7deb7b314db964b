import { useId } from 'react';
import type { OrderDetail } from '#contract/order';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatIndianDateTime } from '#src/lib/indian-dates';
import { currentStepIndex, orderTimeline } from '../order-timeline';

/** The four steps as an ordered list; the step the order is at carries aria-current="step". */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const steps = orderTimeline(order);
  const current = currentStepIndex(steps);
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.orders_progress()}</h2>
      <ol className="order-timeline" aria-labelledby={headingId}>
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={`order-timeline__step order-timeline__step--${step.done ? 'done' : 'waiting'}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="order-timeline__marker" aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            <span className="order-timeline__label">{step.label}</span>
            {step.by && <span className="order-timeline__by">{step.by}</span>}
            {step.at !== null ? (
              <time className="order-timeline__time" dateTime={step.at}>
                <span className="visually-hidden">{`${m.orders_step_done()} `}</span>
                {formatIndianDateTime(step.at)}
              </time>
            ) : (
              <span className="order-timeline__time">{m.orders_step_not_yet()}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
