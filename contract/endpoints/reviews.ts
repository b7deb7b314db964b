import {
  AddReviewBodySchema,
  AddReviewResponseSchema,
  MyReviewQuerySchema,
  MyReviewResponseSchema,
  ProductReviewsQuerySchema,
  ProductReviewsResponseSchema,
} from '../reviews';
import { endpoint } from './endpoint';

export const getProductReviews = endpoint({
  method: 'GET',
  path: '/api/user/reviews/getProductReviews',
  query: ProductReviewsQuerySchema,
  response: ProductReviewsResponseSchema,
  caching: 'catalog',
});

export const getMyReview = endpoint({
  method: 'GET',
  path: '/api/user/reviews/getMyReview',
  query: MyReviewQuerySchema,
  response: MyReviewResponseSchema,
  caching: 'personal',
});

export const addReviews = endpoint({
  method: 'POST',
  path: '/api/user/reviews/addReviews',
  body: AddReviewBodySchema,
  response: AddReviewResponseSchema,
  caching: 'never',
});
