import { Hono } from 'hono';
import {
  AddRecentlyViewedBodySchema,
  type ProductCard,
  RECENTLY_VIEWED_LIMIT,
  RecentViewedQuerySchema,
} from '../../../contract/catalog';
import type { Deps } from '../../deps';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { toProductCard } from './catalog.read-model';
import { listViewedProductIds, recordView } from './catalog.repo';

/**
 * /api/user/product/addProductToRecentlyViewed and getRecentViewed: the signed-in shopper's
 * Recently Viewed carousel (spec 000 §7, 001 §7).
 */
export function recentlyViewedRoutes(deps: Pick<Deps, 'db' | 'catalog' | 'clock'>) {
  const { db, catalog, clock } = deps;
  return new Hono<AppEnv>()
    .post('/addProductToRecentlyViewed', requireUser, validate('json', AddRecentlyViewedBodySchema), async (c) => {
      const { productId, userId } = c.req.valid('json');
      const refused = refuseOtherUser(c, userId);
      if (refused) return refused;
      if (!catalog.product(productId)) return fail(c, 404, 'Product not found');
      await recordView(db, currentUser(c).id, productId, clock.now(), RECENTLY_VIEWED_LIMIT);
      return ok(c, null);
    })
    .get('/getRecentViewed', requireUser, validate('query', RecentViewedQuerySchema), async (c) => {
      const refused = refuseOtherUser(c, c.req.valid('query').userId);
      if (refused) return refused;
      const cards: ProductCard[] = [];
      for (const id of await listViewedProductIds(db, currentUser(c).id, RECENTLY_VIEWED_LIMIT)) {
        const row = catalog.product(id);
        if (row) cards.push(toProductCard(row));
      }
      return ok(c, cards);
    });
}
