import { Hono } from 'hono';
import { GetProductQuerySchema, ProductsByCategoryQuerySchema } from '../../../contract/catalog';
import { CATALOG_CACHE_CONTROL, fail, ok, sendCachedJson } from '../../http/respond';
import { validate } from '../../http/validate';
import { type CatalogReadModel, toProductDetail } from './catalog.read-model';

/** /api/user/product/* — the catalog calls of spec 000 §7, answered from the read model. */
export function catalogRoutes(catalog: CatalogReadModel) {
  return new Hono()
    .get('/getCategoryCount', (c) => sendCachedJson(c, catalog.categoryCounts))
    .get('/getFeaturedProducts', (c) => sendCachedJson(c, catalog.featured))
    .get('/getProductsByCategory', validate('query', ProductsByCategoryQuerySchema), (c) => {
      const listing = catalog.productsOf(c.req.valid('query').category);
      return listing ? sendCachedJson(c, listing) : fail(c, 404, 'No such category');
    })
    .get('/getProduct', validate('query', GetProductQuerySchema), (c) => {
      const { productId } = c.req.valid('query');
      const row = catalog.product(productId);
      if (!row) return fail(c, 404, 'Product not found');
      c.header('Cache-Control', CATALOG_CACHE_CONTROL);
      return ok(c, toProductDetail(row));
    });
}
