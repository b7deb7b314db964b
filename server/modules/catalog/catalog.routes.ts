import { Hono } from 'hono';
import { PAGE_HEADER, PAGE_SIZE_HEADER, TOTAL_COUNT_HEADER } from '../../../contract/catalog';
import { endpoints } from '../../../contract/endpoints';
import { accepts } from '../../http/endpoint';
import { PreparedCache, PreparedJson, sendPrepared } from '../../http/prepared-json';
import { fail } from '../../http/respond';
import { say } from '../../i18n/say';
import { isRefined, refineListing } from './catalog.listing';
import { type CatalogReadModel, toProductDetail } from './catalog.read-model';
import { catalogMessages } from './messages';

const api = endpoints.catalog;

/** JSON held for product pages and for filtered or paged listings (compressed copies come on top). */
export const PRODUCT_CACHE_BYTES = 8 * 1024 * 1024;
export const LISTING_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * `endpoints.catalog` — the catalog calls of spec 000 §7, answered from the read model, each answer
 * made once per state of what it shows and kept compressed (decision 019).
 * (Recently viewed needs the database and the session: recently-viewed.routes.ts.)
 */
export function catalogRoutes(catalog: CatalogReadModel) {
  const products = new PreparedCache(PRODUCT_CACHE_BYTES);
  const listings = new PreparedCache(LISTING_CACHE_BYTES);

  return new Hono()
    .on(api.getCategoryCount.method, api.getCategoryCount.path, (c) => sendPrepared(c, catalog.categoryCounts))
    .on(api.getFeaturedProducts.method, api.getFeaturedProducts.path, (c) => sendPrepared(c, catalog.featured))
    .on(api.getTrendingProducts.method, api.getTrendingProducts.path, (c) => sendPrepared(c, catalog.trending))
    .on(
      api.getProductsByCategory.method,
      api.getProductsByCategory.path,
      accepts(api.getProductsByCategory),
      async (c) => {
        const query = c.req.valid('query');
        const cards = catalog.cardsOf(query.category);
        const whole = catalog.productsOf(query.category);
        if (!cards || !whole) return fail(c, 404, say(c, catalogMessages).noSuchCategory);
        if (!isRefined(query)) return sendPrepared(c, whole);
        // The validated query, so spellings that mean the same listing (brand=a&brand=b, page=01) share it.
        const key = JSON.stringify(query);
        const answer = await listings.get(key, cards, () => {
          const listing = refineListing(cards, query);
          const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(listing.total) };
          if (listing.page) {
            headers[PAGE_HEADER] = String(listing.page.page);
            headers[PAGE_SIZE_HEADER] = String(listing.page.pageSize);
          }
          return new PreparedJson(listing.cards, headers);
        });
        return sendPrepared(c, answer);
      },
    )
    .on(api.getProduct.method, api.getProduct.path, accepts(api.getProduct), async (c) => {
      const { productId } = c.req.valid('query');
      // A hidden product is not found, as one never listed (decision 114).
      const row = catalog.shownProduct(productId);
      if (!row) return fail(c, 404, say(c, catalogMessages).productNotFound);
      const answer = await products.get(String(productId), row, () => new PreparedJson(toProductDetail(row)));
      return sendPrepared(c, answer);
    });
}
