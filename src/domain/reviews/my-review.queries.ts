import { queryOptions } from '@tanstack/react-query';
import { getMyReview } from '#contract/endpoints/reviews';
import { call, haveCopyOf } from '#src/lib/api-client';
import { reviewKeys } from './reviews.queries';

// Apart from reviews.queries.ts, which the product route's loader brings into the start-up chunk.
export const myReviewKey = (productId: number, userId: string) =>
  [...reviewKeys.all, 'mine', productId, userId] as const;

/** The shopper's own review of the product, or null: asked apart from the shared list (decision 103). */
export const myReviewQuery = (productId: number, userId: string) =>
  queryOptions({
    queryKey: myReviewKey(productId, userId),
    queryFn: ({ signal, client, queryKey }) =>
      call(getMyReview, {
        query: { productId, userId },
        signal,
        haveCopy: haveCopyOf({ client, queryKey }),
      }),
  });
