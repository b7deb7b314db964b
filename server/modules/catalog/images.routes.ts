import { Hono } from 'hono';
import { SUBCATEGORIES } from '../../../contract/categories';
import { renderCategorySvg, renderProductSvg } from '../../catalog-data/images';
import type { CatalogReadModel } from './catalog.read-model';

/**
 * Pack shots and category tiles, drawn as small SVGs from the catalog's own data.
 * A product's pictures never change under the same URL, so browsers and the service
 * worker may keep them for a year without asking again.
 */
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  // An SVG opened on its own is a document: make sure nothing in it could ever run.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export function imageRoutes(catalog: CatalogReadModel) {
  return new Hono()
    .get('/products/:id{[1-9][0-9]{0,9}}/:view{[0-2]\\.svg}', (c) => {
      const row = catalog.product(Number(c.req.param('id')));
      if (!row) return c.text('Not found', 404);
      const view = Number(c.req.param('view').charAt(0));
      const svg = renderProductSvg({ ...row, category: row.categoryId }, view);
      return c.body(svg, 200, SVG_HEADERS);
    })
    .get('/categories/:file{[a-z0-9-]+\\.svg}', (c) => {
      const slug = c.req.param('file').replace(/\.svg$/, '');
      const subcategory = SUBCATEGORIES.find((s) => s.slug === slug);
      if (!subcategory) return c.text('Not found', 404);
      return c.body(renderCategorySvg(subcategory), 200, SVG_HEADERS);
    });
}
