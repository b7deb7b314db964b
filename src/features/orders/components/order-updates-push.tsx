import { useId } from 'react';
import { useOrderPush } from '#src/domain/orders/order-updates-push';
import { ApiError } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * "Tell me about my orders": Web Push on this phone, where the browser has a push service and the shop's service
 * worker is installed; elsewhere nothing is shown (the open page follows the order live anyway).
 */
export function OrderUpdatesPush() {
  const headingId = useId();
  const push = useOrderPush();
  if (push.state === 'checking' || push.state === 'unsupported') return null;
  const failure = push.error && (push.error instanceof ApiError ? push.error.message : m.orders_push_failed());
  return (
    <section className="order-push" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.orders_push_heading()}</h2>
      {push.state === 'on' ? (
        <>
          <p>{m.orders_push_on()}</p>
          <button type="button" className="button-secondary" disabled={push.busy} onClick={() => void push.turnOff()}>
            {push.busy ? m.orders_push_working() : m.orders_push_turn_off()}
          </button>
        </>
      ) : push.state === 'blocked' ? (
        <p className="order-push__note">{m.orders_push_blocked()}</p>
      ) : push.state === 'unavailable' ? (
        <p className="order-push__note">{m.orders_push_unavailable()}</p>
      ) : (
        <>
          <p className="order-push__note">{m.orders_push_hint()}</p>
          <button type="button" className="button-secondary" disabled={push.busy} onClick={() => void push.turnOn()}>
            {push.busy ? m.orders_push_working() : m.orders_push_turn_on()}
          </button>
        </>
      )}
      <div role="alert">{failure && <p className="order-cancel__error">{failure}</p>}</div>
    </section>
  );
}
