import * as v from 'valibot';
import { ProductIdQuerySchema, ProductIdSchema, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** Spec 001 §6: the review text may not be empty. */
export const EMPTY_REVIEW_MESSAGE = 'Add Review to continue';
export const DUPLICATE_REVIEW_MESSAGE = 'You have already submitted a review for this product.';
export const REVIEW_ADDED_MESSAGE = 'Review submitted successfully!';
/** Reviews one shopper may send in an hour (decision 103). */
export const REVIEWS_PER_HOUR = 10;

/**
 * A review as the product page shows it (spec 001 §3); createdAt is an ISO timestamp. Anyone reads it, so it
 * names no account: the spec's userId stays on the server (decision 103).
 */
export const ReviewSchema = v.object({
  id: v.string(),
  name: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.string(),
  createdAt: v.string(),
  /** The reviewer has had the product delivered (decision 103). */
  verifiedPurchase: v.boolean(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** `reviews.getProductReviews`: newest first; 404 for an unknown product. */
export const ProductReviewsQuerySchema = v.object({
  productId: ProductIdQuerySchema,
});

export const ProductReviewsResponseSchema = successEnvelope(v.array(ReviewSchema));

/**
 * `reviews.getMyReview` (signed in): the shopper's own review of the product, or null. Personal, apart from the
 * list everybody shares, so that "this one is yours" never lands in a copy another person reads (decision 103).
 */
export const MyReviewQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdQuerySchema,
});

export const MyReviewResponseSchema = successEnvelope(v.nullable(ReviewSchema));

/**
 * `reviews.addReviews` (signed in): one review per shopper and product, as written (spec 001 §5: a notice, not an
 * edit, once it exists). The same review sent again (the same rating and words: its first answer lost) is answered
 * 201 with the one review; another review of the product is 409. An empty (or missing) comment is refused with 400
 * and EMPTY_REVIEW_MESSAGE; more than REVIEWS_PER_HOUR reviews in an hour, 429 (decision 103).
 */
export const AddReviewBodySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdSchema,
  rating: v.pipe(
    v.number('rating must be a number'),
    v.integer('rating must be a whole number'),
    v.minValue(1, 'rating must be 1 to 5'),
    v.maxValue(5, 'rating must be 1 to 5'),
  ),
  comment: v.optional(
    v.pipe(
      v.string('comment must be text'),
      v.trim(),
      v.maxLength(REVIEW_COMMENT_MAX_LENGTH, `comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`),
    ),
    '',
  ),
});
export type AddReviewBody = v.InferInput<typeof AddReviewBodySchema>;

/** 201 with the stored review and REVIEW_ADDED_MESSAGE. */
export const AddReviewResponseSchema = successEnvelope(ReviewSchema);
