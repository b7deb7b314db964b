import { ShopOpenResponseSchema } from '../shop-open';
import { endpoint } from './endpoint';

/**
 * Whether the shop takes orders now (decision 113), in the `shopHours` area (contract/endpoints/shop-hours.ts
 * lists it) but in a file of its own: a shopper's page that imports it carries none of the owner's schemas.
 * Public and the same for everybody: kept SHOP_OPEN_MAX_AGE_S by any HTTP cache, never by the service worker
 * (`never`): with no signal the app shows no notice rather than an old one, and the server decides on the order.
 */
export const shopOpen = endpoint({
  method: 'GET',
  path: '/api/hours/now',
  response: ShopOpenResponseSchema,
  caching: 'never',
});
