import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as ordersEndpoints from '#contract/endpoints/orders';
import { orderKeys } from '#src/domain/orders/orders.queries';
import { call } from '#src/lib/api-client';
import { newChangeId } from '#src/lib/outbox/outbox';

/**
 * `orders.cancelOrder`, online only, never through the outbox: a cancel races the packers, so the shopper must
 * learn at once whether it worked (offline it fails at once). Its Idempotency-Key makes a repeat harmless.
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
