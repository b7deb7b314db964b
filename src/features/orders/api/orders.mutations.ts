import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../contract/changes';
import { CancelOrderResponseSchema } from '../../../../contract/order';
import { api } from '../../../lib/api-client';
import { newChangeId } from '../../../lib/outbox/outbox';
import { orderKeys } from './orders.queries';

/**
 * POST /api/user/order/cancelOrder. Online only, never queued through the outbox: a cancel races
 * the packers, so the shopper must learn at once whether it worked; a queued cancel refused hours
 * later, once the order was packed, would have shown "Cancelled" falsely meanwhile. 'always' makes
 * an offline attempt fail at once (ApiError status 0) instead of pausing with the button stuck. Like
 * every change it carries its own Idempotency-Key (decision 011).
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    retry: false,
    meta: { errorToast: false },
    mutationKey: [...orderKeys.detail(orderId), 'cancel'],
    mutationFn: () =>
      api('POST', '/api/user/order/cancelOrder', CancelOrderResponseSchema, {
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
