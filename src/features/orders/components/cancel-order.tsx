import { useId, useState } from 'react';
import { isCancellable, type OrderDetail } from '#contract/order';
import { useIsOnline } from '#src/lib/online';
import { useCancelOrder } from '../api/orders.mutations';

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
    return (
      <p className="order-cancel__reason">
        This order is already packed — it has been handed over for delivery, so it can no longer be cancelled.
      </p>
    );
  }

  return (
    <section className="order-cancel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Cancel this order
      </h2>
      {confirming ? (
        <div className="order-cancel__confirm">
          <p>Cancel this order? Nothing will be delivered and nothing is charged.</p>
          <div className="orders-actions">
            <button
              type="button"
              className="button-secondary button-secondary--danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the order'}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              Keep the order
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
          Cancel order
        </button>
      )}
      {!online && !confirming && (
        <p className="order-cancel__note">
          You are offline. Cancelling needs a connection, so the shop can stop it before packing.
        </p>
      )}
      <div role="alert">{cancel.error && <p className="order-cancel__error">{cancel.error.message}</p>}</div>
    </section>
  );
}
