import { queryOptions } from '@tanstack/react-query';
import * as cartEndpoints from '#contract/endpoints/cart';
import { call, haveCopyOf } from '#src/lib/api-client';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { CART_CHANGE_KINDS, withWaitingCartChanges } from './cart.changes';

export const cartKeys = {
  all: ['cart'] as const,
  items: (userId: string) => [...cartKeys.all, 'items', userId] as const,
};

export const cartQueries = {
  items: (userId: string) =>
    queryOptions({
      queryKey: cartKeys.items(userId),
      queryFn: ({ signal, client, queryKey }) =>
        // The server's list with what is still waiting on the phone on top: a refetch never undoes a change.
        outboxOf(client).onTopOf(
          userId,
          CART_CHANGE_KINDS,
          () =>
            call(cartEndpoints.getCartItems, {
              query: { userId },
              signal,
              // Once the phone has the list, the service worker's older copy must never replace it.
              haveCopy: haveCopyOf({ client, queryKey }),
            }),
          withWaitingCartChanges,
        ),
    }),
};
