import { Hono } from 'hono';
import { PAGE_HEADER, PAGE_SIZE_HEADER, TOTAL_COUNT_HEADER } from '../../../contract/catalog';
import { endpoints } from '../../../contract/endpoints';
import { accepts } from '../../http/endpoint';
import { CATALOG_CACHE_CONTROL, cacheJson, fail, ok, sendCachedJson } from '../../http/respond';
import { isRefined, refineListing } from './catalog.listing';
import { type CatalogReadModel, toProductDetail } from './catalog.read-model';

const api = endpoints.catalog;

/**
 * `endpoints.catalog` — the catalog calls of spec 000 §7, answered from the read model.
 * (Recently viewed needs the database and the session: recently-viewed.routes.ts.)
 */
export function catalogRoutes(catalog: CatalogReadModel) {
  return new Hono()
    .on(api.getCategoryCount.method, api.getCategoryCount.path, (c) => sendCachedJson(c, catalog.categoryCounts))
    .on(api.getFeaturedProducts.method, api.getFeaturedProducts.path, (c) => sendCachedJson(c, catalog.featured))
    .on(api.getTrendingProducts.method, api.getTrendingProducts.path, (c) => sendCachedJson(c, catalog.trending))
    .on(api.getProductsByCategory.method, api.getProductsByCategory.path, accepts(api.getProductsByCategory), (c) => {
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
    .on(api.getProduct.method, api.getProduct.path, accepts(api.getProduct), (c) => {
      const { productId } = c.req.valid('query');
      const row = catalog.product(productId);
      if (!row) return fail(c, 404, 'Product not found');
      c.header('Cache-Control', CATALOG_CACHE_CONTROL);
      return ok(c, toProductDetail(row));
    });
}
