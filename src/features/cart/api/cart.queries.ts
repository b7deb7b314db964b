import { queryOptions } from '@tanstack/react-query';
import { CartResponseSchema } from '../../../../contract/cart';
import { api } from '../../../lib/api-client';

export const cartKeys = {
  all: ['cart'] as const,
  items: (userId: string) => [...cartKeys.all, 'items', userId] as const,
};

export const cartQueries = {
  items: (userId: string) =>
    queryOptions({
      queryKey: cartKeys.items(userId),
      // Once the phone has the list, the service worker's older copy must never replace it.
      queryFn: ({ signal, client, queryKey }) =>
        api('GET', '/api/user/cart/getCartItems', CartResponseSchema, {
          query: { userId },
          signal,
          haveCopy: client.getQueryData(queryKey) !== undefined,
        }),
    }),
};
