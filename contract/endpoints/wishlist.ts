import {
  AddToWishlistBodySchema,
  DeleteWishlistItemQuerySchema,
  MoveToCartBodySchema,
  MoveToCartResponseSchema,
  WishlistItemResponseSchema,
  WishlistQuerySchema,
  WishlistResponseSchema,
} from '../wishlist';
import { endpoint } from './endpoint';

export const add = endpoint({
  method: 'POST',
  path: '/api/user/wishlist/add',
  body: AddToWishlistBodySchema,
  response: WishlistItemResponseSchema,
  caching: 'never',
});

export const getWishlistItems = endpoint({
  method: 'GET',
  path: '/api/user/wishlist/getWishlistItems',
  query: WishlistQuerySchema,
  response: WishlistResponseSchema,
  caching: 'personal',
});

export const deleteWishlistItem = endpoint({
  method: 'DELETE',
  path: '/api/user/wishlist/deleteWishlistItem',
  query: DeleteWishlistItemQuerySchema,
  response: WishlistResponseSchema,
  caching: 'never',
});

export const moveToCart = endpoint({
  method: 'POST',
  path: '/api/user/wishlist/moveToCart',
  body: MoveToCartBodySchema,
  response: MoveToCartResponseSchema,
  caching: 'never',
});
