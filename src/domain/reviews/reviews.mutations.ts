import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as reviewsEndpoints from '#contract/endpoints/reviews';
import type { Review } from '#contract/reviews';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { ApiError, call } from '#src/lib/api-client';
import { myReviewKey } from './my-review.queries';
import { reviewKeys } from './reviews.queries';

export interface AddReviewVariables {
  userId: string;
  productId: number;
  rating: number;
  comment: string;
}

/** `reviews.addReviews`: one review per shopper and product (another one is 409; the same one sent again, 201). */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation<Review, Error, AddReviewVariables>({
    mutationFn: (body) => call(reviewsEndpoints.addReviews, { body }),
    // The review form shows its own messages.
    meta: { errorToast: false },
    onSuccess: (review, { productId, userId }) => {
      // The shopper's review shows as theirs (and the form gives way to the notice) before anything is refetched.
      queryClient.setQueryData<Review | null>(myReviewKey(productId, userId), review);
      queryClient.setQueryData<Review[]>(reviewKeys.product(productId), (reviews) =>
        reviews ? [review, ...reviews.filter((existing) => existing.id !== review.id)] : reviews,
      );
      // The product's rating and review count follow the new review on the server.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) });
    },
    onError: (error, { productId, userId }) => {
      // Already reviewed (say a first press whose answer was lost, then the text changed): that review shows.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: myReviewKey(productId, userId) });
        void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
      }
    },
  });
}
