import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { ConfirmOrderBody } from '../../../../contract/order';
import { cartKeys } from '../../cart/api/cart.queries';
import { orderKeys } from '../../orders/api/orders.queries';
import { checkoutOrderIdAtom, checkoutOrderPlacedAtAtom } from '../state/checkout.atoms';
import { confirmOrder } from './confirm-order';

export interface ConfirmOrderVariables {
  body: ConfirmOrderBody;
  idempotencyKey: string;
}

/**
 * Places the order. Online only (decision 007: prices and stock must be current): never paused or
 * queued, never retried behind the shopper's back; the payment page shows every failure itself.
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  const setOrderId = useSetAtom(checkoutOrderIdAtom);
  const setPlacedAt = useSetAtom(checkoutOrderPlacedAtAtom);
  return useMutation({
    mutationKey: ['checkout', 'confirm-order'],
    networkMode: 'always',
    retry: false,
    meta: { errorToast: false },
    mutationFn: ({ body, idempotencyKey }: ConfirmOrderVariables) => confirmOrder(body, idempotencyKey),
    // Here rather than in the page's callback, so the order is remembered even if the page has gone.
    onSuccess: (orderId, { body }) => {
      setOrderId(orderId);
      setPlacedAt(body.time ?? '');
      // The server took the ordered lines out of the cart, and the order list has a new entry.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
