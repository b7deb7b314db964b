import { queryOptions } from '@tanstack/react-query';
import { WishlistResponseSchema } from '../../../../contract/wishlist';
import { api } from '../../../lib/api-client';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  items: (userId: string) => [...wishlistKeys.all, 'items', userId] as const,
};

export const wishlistQueries = {
  items: (userId: string) =>
    queryOptions({
      queryKey: wishlistKeys.items(userId),
      // Once the phone has the list, the service worker's older copy must never replace it.
      queryFn: ({ signal, client, queryKey }) =>
        api('GET', '/api/user/wishlist/getWishlistItems', WishlistResponseSchema, {
          query: { userId },
          signal,
          haveCopy: client.getQueryData(queryKey) !== undefined,
        }),
    }),
};
