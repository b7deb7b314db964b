import { Hono } from 'hono';
import { type ProductCard, RECENTLY_VIEWED_LIMIT } from '../../../contract/catalog';
import { endpoints } from '../../../contract/endpoints';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, ownDataOnly, requireUser } from '../../http/session';
import { say } from '../../i18n/say';
import { toProductCard } from './catalog.read-model';
import { listViewedProductIds, recordView } from './catalog.repo';
import { catalogMessages } from './messages';

const api = endpoints.catalog;

/**
 * `catalog.addProductToRecentlyViewed` and `catalog.getRecentViewed`: the signed-in shopper's
 * Recently Viewed carousel (spec 000 §7, 001 §7).
 */
export function recentlyViewedRoutes(deps: Pick<Deps, 'db' | 'catalog' | 'clock'>) {
  const { db, catalog, clock } = deps;
  return new Hono<AppEnv>()
    .on(
      api.addProductToRecentlyViewed.method,
      api.addProductToRecentlyViewed.path,
      requireUser,
      accepts(api.addProductToRecentlyViewed),
      ownDataOnly(),
      async (c) => {
        const { productId } = c.req.valid('json');
        if (!catalog.shownProduct(productId)) return fail(c, 404, say(c, catalogMessages).productNotFound);
        await recordView(db, currentUser(c).id, productId, clock.now(), RECENTLY_VIEWED_LIMIT);
        return ok(c, null);
      },
    )
    .on(
      api.getRecentViewed.method,
      api.getRecentViewed.path,
      requireUser,
      accepts(api.getRecentViewed),
      ownDataOnly(),
      async (c) => {
        const cards: ProductCard[] = [];
        for (const id of await listViewedProductIds(db, currentUser(c).id, RECENTLY_VIEWED_LIMIT)) {
          const row = catalog.shownProduct(id);
          if (row) cards.push(toProductCard(row));
        }
        return ok(c, cards);
      },
    );
}
