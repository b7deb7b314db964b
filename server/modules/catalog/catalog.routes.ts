import { Hono } from 'hono';
import {
  GetProductQuerySchema,
  PAGE_HEADER,
  PAGE_SIZE_HEADER,
  ProductListingQuerySchema,
  TOTAL_COUNT_HEADER,
} from '../../../contract/catalog';
import { CATALOG_CACHE_CONTROL, cacheJson, fail, ok, sendCachedJson } from '../../http/respond';
import { validate } from '../../http/validate';
import { isRefined, refineListing } from './catalog.listing';
import { type CatalogReadModel, toProductDetail } from './catalog.read-model';

/**
 * /api/user/product/* — the catalog calls of spec 000 §7, answered from the read model.
 * (Recently viewed needs the database and the session: recently-viewed.routes.ts.)
 */
export function catalogRoutes(catalog: CatalogReadModel) {
  return new Hono()
    .get('/getCategoryCount', (c) => sendCachedJson(c, catalog.categoryCounts))
    .get('/getFeaturedProducts', (c) => sendCachedJson(c, catalog.featured))
    .get('/getTrendingProducts', (c) => sendCachedJson(c, catalog.trending))
    .get('/getProductsByCategory', validate('query', ProductListingQuerySchema), (c) => {
      const query = c.req.valid('query');
      const cards = catalog.cardsOf(query.category);
      if (!cards) return fail(c, 404, 'No such category');
      if (!isRefined(query)) {
        c.header(TOTAL_COUNT_HEADER, String(cards.length));
        return sendCachedJson(c, catalog.productsOf(query.category) ?? cacheJson(cards));
      }
      const listing = refineListing(cards, query);
      c.header(TOTAL_COUNT_HEADER, String(listing.total));
      if (listing.page) {
        c.header(PAGE_HEADER, String(listing.page.page));
        c.header(PAGE_SIZE_HEADER, String(listing.page.pageSize));
      }
      return sendCachedJson(c, cacheJson(listing.cards));
    })
    .get('/getProduct', validate('query', GetProductQuerySchema), (c) => {
      const { productId } = c.req.valid('query');
      const row = catalog.product(productId);
      if (!row) return fail(c, 404, 'Product not found');
      c.header('Cache-Control', CATALOG_CACHE_CONTROL);
      return ok(c, toProductDetail(row));
    });
}
