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
      queryFn: ({ signal }) =>
        api('GET', '/api/user/cart/getCartItems', CartResponseSchema, { query: { userId }, signal }),
    }),
};
