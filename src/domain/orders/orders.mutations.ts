import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as ordersEndpoints from '#contract/endpoints/orders';
import { orderKeys } from '#src/domain/orders/orders.queries';
import { call } from '#src/lib/api-client';
import { newChangeId } from '#src/lib/outbox/outbox';

/**
 * `orders.cancelOrder`. Online only, never queued through the outbox: a cancel races
 * the packers, so the shopper must learn at once whether it worked; a queued cancel refused hours
 * later, once the order was packed, would have shown "Cancelled" falsely meanwhile. So it is not an
 * outbox change: online-only (the default), an offline attempt fails at once (ApiError status 0). Like
 * every change it carries its own Idempotency-Key (decision 011).
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationKey: [...orderKeys.detail(orderId), 'cancel'],
    mutationFn: () =>
      call(ordersEndpoints.cancelOrder, {
        body: { orderId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: newChangeId() },
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      // The list shows the status and the counts.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' });
    },
    // A 409 means the order moved on (packed): show it as it now is, with the reason.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
