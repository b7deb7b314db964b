import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { cartQueries } from '#src/domain/cart/cart.queries';
import {
  checkoutAddressAtom,
  checkoutCartItemsAtom,
  checkoutOrderAttemptAtom,
  checkoutOrderIdAtom,
  checkoutPaymentMethodAtom,
  resetCheckoutAtom,
} from '#src/domain/checkout/checkout.atoms';
import { placedOrderOf } from '#src/domain/checkout/placed-orders';
import { outboxOf } from '#src/lib/outbox/use-outbox';

/** The checkout guards of spec 001 §2. Each step redirects (replacing the history entry) back to the step it needs. */
type Store = ReturnType<typeof getDefaultStore>;

/**
 * /address needs a cart with something in it, and lines chosen for this order on /cart.
 * A cart that cannot be loaded (offline, nothing cached) is judged by the chosen lines alone;
 * retries are off so the guard never waits for the network to come back.
 */
export async function guardAddressStep(queryClient: QueryClient, userId: string, store: Store = getDefaultStore()) {
  const cart = await queryClient.ensureQueryData(cartQueries.items(userId)).catch(() => undefined);
  if (cart?.length === 0 || store.get(checkoutCartItemsAtom).length === 0) {
    throw redirect({ to: '/cart', replace: true });
  }
}

/**
 * /payment needs a chosen address; and once this checkout's order has gone (placed, or on the phone waiting for
 * its answer, as after a reload mid-flight), the confirmation page, which follows it. Left on /payment, a second
 * tap would make another order of it: after the first, the totals differ (the first-order discount is used up).
 */
export async function guardPaymentStep(queryClient: QueryClient, store: Store = getDefaultStore()) {
  if (!store.get(checkoutAddressAtom)) throw redirect({ to: '/address', replace: true });
  const attempt = store.get(checkoutOrderAttemptAtom);
  if (!attempt) return;
  const outbox = outboxOf(queryClient);
  await outbox.ready();
  const onItsWay = outbox.list().some((change) => change.id === attempt.key && change.state === 'waiting');
  const placed = store.get(checkoutOrderIdAtom) || placedOrderOf(attempt.key);
  if (onItsWay || placed) throw redirect({ to: '/order-confirmation', replace: true });
}

/**
 * /order-confirmation needs a payment method and an address (spec), and an order placed or sent
 * (waiting on the phone for the signal): a thank-you for no order would thank the shopper for nothing.
 */
export function guardConfirmationStep(store: Store = getDefaultStore()) {
  const ordered = store.get(checkoutOrderIdAtom) || store.get(checkoutOrderAttemptAtom);
  if (!store.get(checkoutPaymentMethodAtom) || !store.get(checkoutAddressAtom) || !ordered) {
    throw redirect({ to: '/payment', replace: true });
  }
}

/**
 * onLeave of /order-confirmation: the checkout is over. Resetting here, not when the order is
 * placed, keeps the state the guard above needs, so a reload of the thank-you page still shows it;
 * leaving it by any link or Back starts the next checkout from the cart.
 */
export function finishCheckout(store: Store = getDefaultStore()) {
  store.set(resetCheckoutAtom);
}
