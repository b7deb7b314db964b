import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useState } from 'react';
import type { PriceConflict } from '#contract/order';
import { checkoutOrderAttemptAtom } from '#src/domain/checkout/checkout.atoms';
import { formatRupees } from '#src/lib/format';
import { type Change, newChangeId } from '#src/lib/outbox/outbox';
import { useOutbox, useOutboxChanges, useSendingChange } from '#src/lib/outbox/use-outbox';
import { isOrderChange, ORDER_CHANGE, type PlaceOrder } from '../api/checkout.mutations';
import { priceConflictOf } from '../api/confirm-order';
import { orderContent } from '../order-attempt';
import { priceChanges, withTodaysPrices } from '../price-conflict';
import { FirstOrderDiscountChange } from './price-conflict-notice';

const savedAt = (madeAt: number) =>
  new Date(madeAt).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The order at the new prices, with a new key: another order as far as the server is concerned. */
function atNewPrices(order: PlaceOrder, prices: PriceConflict['data']): PlaceOrder {
  const priceOf = (productId: number, fallback: number) =>
    prices.items.find((price) => price.productId === productId)?.price ?? fallback;
  return {
    items: withTodaysPrices(order.items, prices),
    body: {
      ...order.body,
      total: prices.total,
      firstOrderDiscount: prices.firstOrderDiscount,
      items: order.body.items.map((item) => ({ ...item, price: priceOf(item.productId, item.price) })),
    },
  };
}

/**
 * An order placed with no signal, as long as it is on the phone: waiting for the signal, on its
 * way, or refused. A refusal for new prices asks the shopper, in one tap, to accept the new total or
 * change the cart; nothing is placed at another total without that. A waiting order can be cancelled.
 */
export function WaitingOrderCard({ change }: { change: Change<PlaceOrder> }) {
  const outbox = useOutbox();
  const store = useStore();
  const navigate = useNavigate();
  const sending = useSendingChange() === change.id;
  const [note, setNote] = useState('');
  const { body, items } = change.payload;
  const conflict = change.state === 'refused' ? priceConflictOf(change.refusal) : undefined;
  const headingId = `waiting-order-${change.id}`;

  async function cancel() {
    const cancelled = await outbox.discard(change.id);
    setNote(cancelled ? '' : 'This order is on its way to the shop right now and can no longer be cancelled here.');
  }

  async function placeAtNewPrices(prices: PriceConflict['data']) {
    const order = atNewPrices(change.payload, prices);
    const key = newChangeId();
    if (!(await outbox.discard(change.id))) return;
    await outbox.add(ORDER_CHANGE, change.userId, order, key);
    // This checkout's confirmation page follows the order under its new key.
    if (store.get(checkoutOrderAttemptAtom)?.key === change.id) {
      store.set(checkoutOrderAttemptAtom, { key, content: orderContent(order.body) });
    }
  }

  async function changeCart() {
    await outbox.discard(change.id);
    await navigate({ to: '/cart' });
  }

  let status = `Waiting for signal · saved on this phone at ${savedAt(change.madeAt)}`;
  if (sending) status = 'Sending to the shop…';
  else if (conflict) status = 'Prices have changed: your word is needed';
  else if (change.state === 'refused') status = 'Not placed';

  return (
    <article className="checkout-panel waiting-order" aria-labelledby={headingId}>
      <h2 id={headingId}>Cash on delivery order · {formatRupees(body.total)}</h2>
      <p className="waiting-order__status" role="status">
        {status}
      </p>
      <ul className="waiting-order__items">
        {items.map((item) => (
          <li key={item.id}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      {change.state === 'waiting' && !sending && (
        <p>
          It is placed as soon as your phone is back online. The shop checks prices and stock then, and asks you if
          anything changed. The order's time and its delivery time are set when the shop receives it.
        </p>
      )}
      {conflict && (
        <>
          <p>{conflict.message}</p>
          <ul>
            {priceChanges(items, conflict.data).map((price) => (
              <li key={price.productId}>
                {price.name}: was <s>{formatRupees(price.was)}</s>, now <strong>{formatRupees(price.now)}</strong>
              </li>
            ))}
          </ul>
          <FirstOrderDiscountChange was={body.firstOrderDiscount ?? 0} now={conflict.data.firstOrderDiscount} />
          <p className="checkout-conflict__total">
            New total {formatRupees(conflict.data.total)} (was {formatRupees(body.total)})
          </p>
        </>
      )}
      {change.state === 'refused' && !conflict && <p role="alert">{change.refusal?.message}</p>}
      {note && <p role="alert">{note}</p>}
      <div className="checkout-actions">
        {conflict && (
          <button type="button" className="button-primary" onClick={() => void placeAtNewPrices(conflict.data)}>
            Place order at {formatRupees(conflict.data.total)}
          </button>
        )}
        {change.state === 'refused' && (
          <button type="button" className="button-secondary" onClick={() => void changeCart()}>
            Change cart
          </button>
        )}
        <button type="button" className="button-secondary" disabled={sending} onClick={() => void cancel()}>
          Cancel order
        </button>
      </div>
    </article>
  );
}

/** Every order of this shopper still on the phone, for the order list (the route composes it in). */
export function WaitingOrders({ userId }: { userId: string }) {
  const orders = useOutboxChanges(userId).filter(isOrderChange);
  if (orders.length === 0) return null;
  return (
    <section className="waiting-orders" aria-label="Orders waiting for signal">
      {orders.map((change) => (
        <WaitingOrderCard key={change.id} change={change} />
      ))}
    </section>
  );
}
