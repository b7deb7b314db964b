import { useId, useState } from 'react';
import { isCancellable, type OrderDetail } from '#contract/order';
import { useCancelOrder } from '#src/domain/orders/orders.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useIsOnline } from '#src/lib/online';

/**
 * Cancel, for as long as the order is not packed (the spec's Cancel button, made real): one tap
 * asks, a second confirms. Once packed the button gives way to the reason. Needs a connection: the
 * answer must be the shop's, at once.
 */
export function CancelOrder({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const online = useIsOnline();
  const cancel = useCancelOrder(order.id);
  const [confirming, setConfirming] = useState(false);

  if (order.status === 'cancelled' || order.status === 'delivered') return null;
  if (!isCancellable(order.status)) {
    return <p className="order-cancel__reason">{m.orders_cancel_too_late()}</p>;
  }

  return (
    <section className="order-cancel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {m.orders_cancel_heading()}
      </h2>
      {confirming ? (
        <div className="order-cancel__confirm">
          <p>{m.orders_cancel_confirm()}</p>
          <div className="orders-actions">
            <button
              type="button"
              className="button-secondary button-secondary--danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {cancel.isPending ? m.orders_cancelling() : m.orders_cancel_yes()}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              {m.orders_cancel_keep()}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button-secondary button-secondary--danger"
          disabled={!online}
          onClick={() => {
            cancel.reset();
            setConfirming(true);
          }}
        >
          {m.orders_cancel()}
        </button>
      )}
      {!online && !confirming && <p className="order-cancel__note">{m.orders_cancel_offline()}</p>}
      <div role="alert">{cancel.error && <p className="order-cancel__error">{cancel.error.message}</p>}</div>
    </section>
  );
}
