import { useMutationState } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import type { AddToCartVariables, SetCartQuantityVariables } from '../api/cart.mutations';
import { cartKeys } from '../api/cart.queries';

type CartChange = Partial<AddToCartVariables & SetCartQuantityVariables>;

/**
 * Products whose cart change is waiting for the connection, so their line can say it will sync
 * rather than look saved on the server: paused while offline, or between retries of a request that
 * never reached the server (those are retried until delivered).
 */
export function useQueuedCartLines(): ReadonlySet<number> {
  const productIds = useMutationState({
    filters: {
      mutationKey: cartKeys.all,
      status: 'pending',
      predicate: ({ state }) => state.isPaused || neverArrived(state.failureReason),
    },
    select: (mutation) => {
      const change = mutation.state.variables as CartChange | undefined;
      return change?.productId ?? change?.product?.id;
    },
  });
  return new Set(productIds.filter((id) => id !== undefined));
}

function neverArrived(error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
}
