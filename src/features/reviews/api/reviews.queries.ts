import { queryOptions } from '@tanstack/react-query';
import { ProductReviewsResponseSchema } from '../../../../contract/reviews';
import { api } from '../../../lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => [...reviewKeys.all, 'product', productId] as const,
};

export const reviewQueries = {
  /** Newest first, as the server lists them; anyone may read them. */
  product: (productId: number) =>
    queryOptions({
      queryKey: reviewKeys.product(productId),
      queryFn: ({ signal, client, queryKey }) =>
        api('GET', '/api/user/reviews/getProductReviews', ProductReviewsResponseSchema, {
          query: { productId },
          signal,
          // After the shopper's own review the service worker's older copy would take it away again.
          haveCopy: client.getQueryData(queryKey) !== undefined,
        }),
    }),
};
