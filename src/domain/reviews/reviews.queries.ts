import { queryOptions } from '@tanstack/react-query';
import * as reviewsEndpoints from '#contract/endpoints/reviews';
import { call, haveCopyOf } from '#src/lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => [...reviewKeys.all, 'product', productId] as const,
  mine: (productId: number, userId: string) => [...reviewKeys.all, 'mine', productId, userId] as const,
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
  /** The shopper's own review of the product, or null: asked apart from the shared list (decision 103). */
  mine: (productId: number, userId: string) =>
    queryOptions({
      queryKey: reviewKeys.mine(productId, userId),
      queryFn: ({ signal, client, queryKey }) =>
        call(reviewsEndpoints.getMyReview, {
          query: { productId, userId },
          signal,
          haveCopy: haveCopyOf({ client, queryKey }),
        }),
    }),
};
