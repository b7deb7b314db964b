import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useState } from 'react';
import type { PriceConflict } from '#contract/order';
import { checkoutOrderAttemptAtom } from '#src/domain/checkout/checkout.atoms';
import { isOrderChange, ORDER_CHANGE, type PlaceOrder } from '#src/domain/checkout/checkout.changes';
import { priceConflictOf } from '#src/domain/checkout/confirm-order';
import { formatRupees } from '#src/lib/format';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { clockFields } from '#src/lib/indian-dates';
import type { Change } from '#src/lib/outbox/change';
import { mayHaveReachedShop, newChangeId } from '#src/lib/outbox/outbox';
import { useOutbox, useOutboxChanges, useSendingChange } from '#src/lib/outbox/use-outbox';
import { orderContent } from '../order-attempt';
import { priceChanges, withTodaysPrices } from '../price-conflict';
import { FirstOrderDiscountChange } from './price-conflict-notice';

const savedAt = (madeAt: number) =>
  new Date(madeAt).toLocaleTimeString(intlLocale(), { ...clockFields(), timeZone: 'Asia/Kolkata' });

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
 * change the cart; nothing is placed at another total without that. A waiting order can be cancelled
 * until it has been sent: after that the shop may have placed it, whatever answer was lost.
 */
export function WaitingOrderCard({ change }: { change: Change<PlaceOrder> }) {
  const outbox = useOutbox();
  const store = useStore();
  const navigate = useNavigate();
  const sending = useSendingChange() === change.id;
  const mayBePlaced = mayHaveReachedShop(change);
  const [note, setNote] = useState('');
  const { body, items } = change.payload;
  const conflict = change.state === 'refused' ? priceConflictOf(change.refusal) : undefined;
  const headingId = `waiting-order-${change.id}`;

  async function cancel() {
    const cancelled = await outbox.discard(change.id);
    setNote(cancelled ? '' : m.checkout_cannot_cancel_now());
  }

  async function placeAtNewPrices(prices: PriceConflict['data']) {
    const order = atNewPrices(change.payload, prices);
    const key = newChangeId();
    if (!(await outbox.discard(change.id))) return;
    await outbox.add(ORDER_CHANGE, change.userId, order, key);
    // This checkout's confirmation page follows the order under its new key.
    if (store.get(checkoutOrderAttemptAtom)?.key === change.id) {
      store.set(checkoutOrderAttemptAtom, { key, content: orderContent(order.body), time: order.body.time });
    }
  }

  async function changeCart() {
    await outbox.discard(change.id);
    await navigate({ to: '/cart' });
  }

  let status = m.checkout_waiting_status({ time: savedAt(change.madeAt) });
  if (sending) status = m.checkout_sending();
  else if (conflict) status = m.checkout_prices_changed_word_needed();
  else if (change.state === 'refused') status = m.checkout_not_placed();

  return (
    <article className="checkout-panel waiting-order" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.checkout_cod_order({ total: formatRupees(body.total) })}</h2>
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
        <p>{mayBePlaced ? m.checkout_may_have_reached_shop() : m.checkout_waiting_explained()}</p>
      )}
      {conflict && (
        <>
          <p>{conflict.message}</p>
          <ul>
            {priceChanges(items, conflict.data).map((price) => (
              <li key={price.productId}>
                {price.name}: {m.checkout_price_was()} <s>{formatRupees(price.was)}</s>, {m.checkout_price_now()}{' '}
                <strong>{formatRupees(price.now)}</strong>
              </li>
            ))}
          </ul>
          <FirstOrderDiscountChange was={body.firstOrderDiscount ?? 0} now={conflict.data.firstOrderDiscount} />
          <p className="checkout-conflict__total">
            {m.checkout_new_total({ total: formatRupees(conflict.data.total), previous: formatRupees(body.total) })}
          </p>
        </>
      )}
      {change.state === 'refused' && !conflict && <p role="alert">{change.refusal?.message}</p>}
      {note && <p role="alert">{note}</p>}
      <div className="checkout-actions">
        {conflict && (
          <button type="button" className="button-primary" onClick={() => void placeAtNewPrices(conflict.data)}>
            {m.checkout_place_at({ total: formatRupees(conflict.data.total) })}
          </button>
        )}
        {change.state === 'refused' && (
          <button type="button" className="button-secondary" onClick={() => void changeCart()}>
            {m.checkout_change_cart()}
          </button>
        )}
        <button
          type="button"
          className="button-secondary"
          disabled={sending || mayBePlaced}
          onClick={() => void cancel()}
        >
          {m.checkout_cancel_order()}
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
    <section className="waiting-orders" aria-label={m.checkout_waiting_orders()}>
      {orders.map((change) => (
        <WaitingOrderCard key={change.id} change={change} />
      ))}
    </section>
  );
}
