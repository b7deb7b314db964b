import { type Context, Hono } from 'hono';
import { SUBCATEGORIES } from '../../../contract/categories';
import { renderCategorySvg, renderProductSvg } from '../../catalog-data/images';
import type { CatalogReadModel } from './catalog.read-model';
import { webpPictures } from './webp-pictures';

/**
 * Pack shots and category tiles, drawn as small SVGs from the catalog's own data and sent as WebP
 * (`.webp`, what the shop shows) or as the SVG itself (`.svg`, the addresses kept in orders and on
 * phones from before). A product's pictures never change under the same URL, so browsers and the
 * service worker may keep them for a year without asking again.
 */
const KEPT_A_YEAR = 'public, max-age=31536000, immutable';
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': KEPT_A_YEAR,
  // An SVG opened on its own is a document: make sure nothing in it could ever run.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};
const WEBP_HEADERS = { 'Content-Type': 'image/webp', 'Cache-Control': KEPT_A_YEAR };

/** Wide enough for a product page's gallery on a phone and for a card at three device pixels per CSS pixel. */
const PACK_SHOT_WIDTH = 400;
/** Tiles are drawn at most 96 CSS pixels wide. */
const TILE_WIDTH = 200;

export function imageRoutes(catalog: CatalogReadModel) {
  const webpOf = webpPictures();
  /** The drawing as the address asks: the SVG itself, or the WebP drawn from it (once). */
  const send = async (c: Context, file: string, key: string, svg: string, width: number) =>
    file.endsWith('.svg') ? c.body(svg, 200, SVG_HEADERS) : c.body(await webpOf(key, svg, width), 200, WEBP_HEADERS);

  return new Hono()
    .get('/products/:id{[1-9][0-9]{0,9}}/:file{[0-2]\\.(?:svg|webp)}', (c) => {
      const row = catalog.product(Number(c.req.param('id')));
      if (!row) return c.text('Not found', 404);
      const file = c.req.param('file');
      const view = Number(file.charAt(0));
      const svg = renderProductSvg({ ...row, category: row.categoryId }, view);
      return send(c, file, `products/${row.id}/${view}`, svg, PACK_SHOT_WIDTH);
    })
    .get('/categories/:file{[a-z0-9-]+\\.(?:svg|webp)}', (c) => {
      const file = c.req.param('file');
      const slug = file.replace(/\.(svg|webp)$/, '');
      const subcategory = SUBCATEGORIES.find((s) => s.slug === slug);
      if (!subcategory) return c.text('Not found', 404);
      return send(c, file, `categories/${slug}`, renderCategorySvg(subcategory), TILE_WIDTH);
    });
}
