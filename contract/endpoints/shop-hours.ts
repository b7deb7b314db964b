import { PauseOrdersBodySchema, ShopHoursResponseSchema, UpdateShopHoursBodySchema } from '../shop-hours';
import { endpoint } from './endpoint';

/*
 * Opening hours, holidays and a pause (decision 113): the owner's calls under /api/shop/hours, and the shoppers'
 * one public answer, whether the shop is open now. None of them ever refuses an order: that is the decision.
 */

/** The shoppers' one call, in a file of its own so their pages carry none of the owner's schemas. */
export { shopOpen } from './shop-open';

export const shopHours = endpoint({
  method: 'GET',
  path: '/api/shop/hours',
  response: ShopHoursResponseSchema,
  caching: 'never',
});

export const updateShopHours = endpoint({
  method: 'POST',
  path: '/api/shop/hours/update',
  body: UpdateShopHoursBodySchema,
  response: ShopHoursResponseSchema,
  caching: 'never',
});

export const pauseOrders = endpoint({
  method: 'POST',
  path: '/api/shop/hours/pause',
  body: PauseOrdersBodySchema,
  response: ShopHoursResponseSchema,
  caching: 'never',
});

export const resumeOrders = endpoint({
  method: 'POST',
  path: '/api/shop/hours/resume',
  response: ShopHoursResponseSchema,
  caching: 'never',
});
