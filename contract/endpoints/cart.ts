import {
  AddToCartBodySchema,
  CartItemResponseSchema,
  CartQuerySchema,
  CartResponseSchema,
  UpdateCartBodySchema,
} from '../cart';
import { endpoint } from './endpoint';

export const add = endpoint({
  method: 'POST',
  path: '/api/user/cart/add',
  body: AddToCartBodySchema,
  response: CartItemResponseSchema,
  caching: 'never',
});

export const getCartItems = endpoint({
  method: 'GET',
  path: '/api/user/cart/getCartItems',
  query: CartQuerySchema,
  response: CartResponseSchema,
  caching: 'personal',
});

export const updateCart = endpoint({
  method: 'POST',
  path: '/api/user/cart/updateCart',
  body: UpdateCartBodySchema,
  response: CartResponseSchema,
  caching: 'never',
});
