import { queryOptions } from '@tanstack/react-query';
import * as reviewsEndpoints from '#contract/endpoints/reviews';
import { call, haveCopyOf } from '#src/lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => [...reviewKeys.all, 'product', productId] as const,
};

export const reviewQueries = {
  /** Newest first, as the server lists them; anyone may read them, so they say nothing of who wrote them. */
  product: (productId: number) =>
    queryOptions({
      queryKey: reviewKeys.product(productId),
      queryFn: ({ signal, client, queryKey }) =>
        call(reviewsEndpoints.getProductReviews, {
          query: { productId },
          signal,
          // After the shopper's own review the service worker's older copy would take it away again.
          haveCopy: haveCopyOf({ client, queryKey }),
        }),
    }),
};
