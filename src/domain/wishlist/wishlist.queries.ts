import { queryOptions } from '@tanstack/react-query';
import * as wishlistEndpoints from '#contract/endpoints/wishlist';
import { call, haveCopyOf } from '#src/lib/api-client';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { WISHLIST_CHANGE_KINDS, withWaitingWishlistChanges } from './wishlist.changes';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  items: (userId: string) => [...wishlistKeys.all, 'items', userId] as const,
};

export const wishlistQueries = {
  items: (userId: string) =>
    queryOptions({
      queryKey: wishlistKeys.items(userId),
      queryFn: ({ signal, client, queryKey }) =>
        // The server's list with what is still waiting on the phone on top: a refetch never undoes a change.
        outboxOf(client).onTopOf(
          userId,
          WISHLIST_CHANGE_KINDS,
          () =>
            call(wishlistEndpoints.getWishlistItems, {
              query: { userId },
              signal,
              // Once the phone has the list, the service worker's older copy must never replace it.
              haveCopy: haveCopyOf({ client, queryKey }),
            }),
          withWaitingWishlistChanges,
        ),
    }),
};
