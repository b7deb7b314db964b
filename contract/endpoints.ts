import * as addressesEndpoints from './endpoints/addresses';
import * as authEndpoints from './endpoints/auth';
import * as cartEndpoints from './endpoints/cart';
import * as catalogEndpoints from './endpoints/catalog';
import type { Caching, Endpoint } from './endpoints/endpoint';
import * as newsletterEndpoints from './endpoints/newsletter';
import * as ordersEndpoints from './endpoints/orders';
import * as pushEndpoints from './endpoints/push';
import * as reviewsEndpoints from './endpoints/reviews';
import * as searchEndpoints from './endpoints/search';
import * as shopEndpoints from './endpoints/shop';
import * as shopCatalogEndpoints from './endpoints/shop-catalog';
import * as shopCsvEndpoints from './endpoints/shop-csv';
import * as shopHoursEndpoints from './endpoints/shop-hours';
import * as supportEndpoints from './endpoints/support';
import * as usersEndpoints from './endpoints/users';
import * as wishlistEndpoints from './endpoints/wishlist';

export type { Caching, Endpoint, HttpMethod } from './endpoints/endpoint';

/**
 * Every call of the API (spec 000 §7, spec 001 §7 and the shop's own additions), grouped by area,
 * each area in its own file (contract/endpoints/<area>.ts), one export per endpoint: the app imports
 * an area as a namespace (`import * as cartEndpoints from …/endpoints/cart`) and the bundler keeps
 * only the endpoints a chunk calls, with their schemas.
 * The server registers its routes from these (server/http/endpoint.ts), the app calls them by value
 * (src/lib/api-client.ts `call`), the service worker derives its cache rules from them and
 * GET /api/openapi.json describes them.
 */
export const endpoints = {
  auth: authEndpoints,
  catalog: catalogEndpoints,
  search: searchEndpoints,
  reviews: reviewsEndpoints,
  cart: cartEndpoints,
  wishlist: wishlistEndpoints,
  addresses: addressesEndpoints,
  orders: ordersEndpoints,
  users: usersEndpoints,
  support: supportEndpoints,
  newsletter: newsletterEndpoints,
  shop: shopEndpoints,
  shopCatalog: shopCatalogEndpoints,
  shopCsv: shopCsvEndpoints,
  shopHours: shopHoursEndpoints,
  push: pushEndpoints,
} as const;

/** Every endpoint of the table, in order. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((area) =>
  Object.values<Endpoint>(area),
);

/** The GET paths whose answers get the given caching, for the service worker's routes. */
export function pathsCached(caching: Caching): Set<string> {
  return new Set(allEndpoints.filter((e) => e.method === 'GET' && e.caching === caching).map((e) => e.path));
}
