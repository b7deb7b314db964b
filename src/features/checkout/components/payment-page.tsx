import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { isFirstOrder } from '#contract/discount';
import { type ConfirmOrderBody, orderSummary, type PriceConflict } from '#contract/order';
import { CheckoutProgress } from '#src/components/ui/checkout-progress';
import { OrderSummary } from '#src/components/ui/order-summary';
import { AddressSummary } from '#src/domain/addresses/address-summary';
import { addressName } from '#src/domain/addresses/place-names';
import { cartKeys } from '#src/domain/cart/cart.queries';
import {
  checkoutAddressAtom,
  checkoutCartItemsAtom,
  checkoutOrderAttemptAtom,
  checkoutPaymentMethodAtom,
} from '#src/domain/checkout/checkout.atoms';
import { isOrderChange } from '#src/domain/checkout/checkout.changes';
import { useConfirmOrder } from '#src/domain/checkout/checkout.mutations';
import { priceConflictOf } from '#src/domain/checkout/confirm-order';
import { orderKeys, orderQueries } from '#src/domain/orders/orders.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useOutboxChanges } from '#src/lib/outbox/use-outbox';
import { attemptFor, orderContent } from '../order-attempt';
import { withTodaysPrices } from '../price-conflict';
import { CheckoutLines } from './checkout-lines';
import { PaymentMethodChoice } from './payment-method-choice';
import { PriceConflictNotice } from './price-conflict-notice';
import '../checkout.css';

// Decision 113. Lazy, or the shopper's start-up code would name its chunk; React's lazy, as lazyComponent would
// add an export to that code.
const ClosedNotice = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.ClosedNotice })),
);

const authenticated = getRouteApi('/_authenticated');

interface Conflict {
  message: string;
  prices: PriceConflict['data'];
}

/** /payment: cash on delivery, the order's lines and summary, and Complete Order. */
export function PaymentPage() {
  const { user } = authenticated.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useStore();
  const [items, setItems] = useAtom(checkoutCartItemsAtom);
  const address = useAtomValue(checkoutAddressAtom);
  const [method, setMethod] = useAtom(checkoutPaymentMethodAtom);
  const confirmOrder = useConfirmOrder();
  // A second tap can arrive before React has re-rendered the button as disabled.
  const placing = useRef(false);
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [notice, setNotice] = useState('');
  const attemptKey = useAtomValue(checkoutOrderAttemptAtom)?.key;
  // The first-order discount (decision 013) as far as the phone knows: no orders yet but cancelled
  // ones, and no other order waiting on the phone. Unknown history (offline, never fetched) shows no
  // discount. The server decides; if it disagrees, its 409 shows the true total for the shopper's word.
  const history = useQuery(orderQueries.list(user.id));
  const otherWaitingOrders = useOutboxChanges(user.id).filter(
    (change) => isOrderChange(change) && change.id !== attemptKey,
  );
  const expectedFirstOrder =
    history.data !== undefined && isFirstOrder(history.data) && otherWaitingOrders.length === 0;
  // Once the shopper accepted the server's total, the server's verdict on the discount stands.
  const [acceptedFirstOrder, setAcceptedFirstOrder] = useState<boolean | null>(null);
  const figures = orderSummary(items, acceptedFirstOrder ?? expectedFirstOrder);

  function completeOrder() {
    if (placing.current || !address || items.length === 0) return;
    setFailure('');
    setNotice('');
    // COD is the only method and the default (spec 001 §9): completing the order chooses it.
    setMethod('COD');
    const order: Omit<ConfirmOrderBody, 'time'> = {
      userId: user.id,
      addressId: address.id,
      total: figures.total,
      items: items.map((item) => ({ productId: item.id, quantity: item.quantity, price: item.price })),
      method: 'COD',
      firstOrderDiscount: figures.firstOrderDiscount,
    };
    const attempt = attemptFor(store.get(checkoutOrderAttemptAtom), orderContent(order));
    store.set(checkoutOrderAttemptAtom, attempt);
    // The phone's time, kept by the server only as what the phone said; the order's time is the server's.
    const body: ConfirmOrderBody = { ...order, time: attempt.time };
    placing.current = true;
    // With no signal the order waits on the phone; the confirmation page says so and follows it.
    // Awaited rather than given to mutate's callbacks: those are skipped while React has not yet
    // subscribed the page to the mutation, and a quick tap right after the page draws can be answered
    // that soon (the order placed, the shopper left on this page).
    confirmOrder
      .mutateAsync({ userId: user.id, order: { body, items }, idempotencyKey: attempt.key })
      .then(
        () => navigate({ to: '/order-confirmation' }),
        (error: Error) => {
          const priceConflict = priceConflictOf(error);
          if (priceConflict) {
            setConflict({ message: priceConflict.message, prices: priceConflict.data });
            // The shopper's order history may have changed elsewhere (another phone).
            void queryClient.invalidateQueries({ queryKey: orderKeys.list(user.id) });
          } else setFailure(error.message);
        },
      )
      .finally(() => {
        placing.current = false;
      });
  }

  function acceptPrices(accepted: Conflict) {
    setItems(withTodaysPrices(items, accepted.prices));
    setAcceptedFirstOrder(accepted.prices.firstOrderDiscount > 0);
    setConflict(null);
    setNotice(m.checkout_prices_updated());
    // The cart page shows today's prices too.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }

  if (items.length === 0) {
    return (
      <div className="page checkout-page">
        <CheckoutProgress current="Payment" />
        <h1>{m.checkout_payment()}</h1>
        <p>{m.checkout_nothing_to_order()}</p>
        <Link to="/cart">{m.checkout_back_to_cart()}</Link>
      </div>
    );
  }

  return (
    <div className="page checkout-page">
      <CheckoutProgress current="Payment" />
      <h1>{m.checkout_payment()}</h1>
      <div className="checkout-columns">
        <div className="checkout-columns__main">
          {address && (
            <section className="checkout-panel" aria-labelledby="delivery-heading">
              <h2 id="delivery-heading">{m.checkout_delivering_to({ name: addressName(address.name) })}</h2>
              <AddressSummary address={address} />
              <Link to="/address">{m.checkout_change_address()}</Link>
            </section>
          )}
          <PaymentMethodChoice method={method} onChoose={setMethod} />
          <section className="checkout-panel" aria-labelledby="items-heading">
            <h2 id="items-heading">{m.checkout_items_in_order()}</h2>
            <CheckoutLines items={items} />
          </section>
          {conflict && (
            <PriceConflictNotice
              message={conflict.message}
              prices={conflict.prices}
              items={items}
              previousTotal={figures.total}
              previousFirstOrderDiscount={figures.firstOrderDiscount}
              onAccept={() => acceptPrices(conflict)}
            />
          )}
        </div>
        <OrderSummary figures={figures}>
          <Suspense fallback={null}>
            <ClosedNotice />
          </Suspense>
          <p className="checkout-notice" role="status">
            {notice}
          </p>
          <div className="checkout-alert" role="alert">
            {failure && (
              <>
                <p>{failure}</p>
                <Link to="/cart">{m.checkout_back_to_cart()}</Link>
              </>
            )}
          </div>
          <button
            type="button"
            className="button-primary checkout-complete"
            onClick={completeOrder}
            disabled={confirmOrder.isPending || conflict !== null}
          >
            {confirmOrder.isPending ? m.checkout_placing() : m.checkout_complete_order()}
          </button>
        </OrderSummary>
      </div>
    </div>
  );
}
