import {
  AddReviewBodySchema,
  AddReviewResponseSchema,
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

export const addReviews = endpoint({
  method: 'POST',
  path: '/api/user/reviews/addReviews',
  body: AddReviewBodySchema,
  response: AddReviewResponseSchema,
  caching: 'never',
});
