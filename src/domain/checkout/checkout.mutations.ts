import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { getDefaultStore, useSetAtom } from 'jotai';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { orderKeys } from '#src/domain/orders/orders.queries';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { Outbox } from '#src/lib/outbox/outbox';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { checkoutOrderAttemptAtom, checkoutOrderIdAtom } from './checkout.atoms';
import { isOrderChange, ORDER_CHANGE, type OrderChange, type PlaceOrder } from './checkout.changes';
import { confirmOrder } from './confirm-order';
import { notePlacedOrder } from './placed-orders';

/** How long Complete Order waits for the server before saying the order waits for the signal. */
const ORDER_ANSWER_WAIT_MS = 8000;

/** Called once when the query client is made (see src/app/shop-query-client.ts). */
export function registerOrderChanges(outbox: Outbox, queryClient: QueryClient) {
  outbox.define(ORDER_CHANGE, {
    send: ({ id, payload }) => confirmOrder(payload.body, id),
    describe: ({ items, body }) => m.checkout_change_order({ count: items.length, total: formatRupees(body.total) }),
    settled: (change, outcome) => {
      if (outcome.status !== 'applied') return;
      notePlacedOrder(change.id, outcome.data);
      rememberPlacedOrder(change, outcome.data);
      // The server took the ordered lines out of the cart, and the order list has a new entry.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** An order that waited for the signal is placed: the confirmation page of this checkout shows its number. */
function rememberPlacedOrder(change: OrderChange, orderId: string) {
  const store = getDefaultStore();
  if (store.get(checkoutOrderAttemptAtom)?.key !== change.id) return;
  store.set(checkoutOrderIdAtom, orderId);
}

export interface ConfirmOrderVariables {
  userId: string;
  order: PlaceOrder;
  idempotencyKey: string;
}

/**
 * Places the order through the outbox. Resolves with the order id when the server answers within a
 * few seconds, or null when the order waits for the signal. A refusal (new prices, out of stock)
 * rejects; the payment page shows it.
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  const setOrderId = useSetAtom(checkoutOrderIdAtom);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async ({ userId, order, idempotencyKey }: ConfirmOrderVariables): Promise<string | null> => {
      const outbox = outboxOf(queryClient);
      // A second tap, or a tap after a reload, is the same order: never a second change (nor one written over it).
      await outbox.ready();
      let change = outbox
        .list()
        .filter(isOrderChange)
        .find((c) => c.id === idempotencyKey);
      if (change?.state === 'refused') await outbox.retry(change.id);
      change ??= await outbox.add(ORDER_CHANGE, userId, order, idempotencyKey);
      const delivery = await outbox.delivery(change, ORDER_ANSWER_WAIT_MS);
      return delivery.status === 'applied' ? delivery.data : null;
    },
    // Here rather than in the page's callback, so the order is remembered even if the page has gone.
    onSuccess: (orderId) => {
      setOrderId(orderId ?? '');
    },
  });
}
