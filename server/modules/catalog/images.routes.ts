import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { SUBCATEGORIES } from '../../../contract/categories';
import type { PICTURE_SIZES } from '../../../contract/shop-catalog';
import { renderCategorySvg, renderProductSvg } from '../../catalog-data/images';
import type { Db } from '../../db/client';
import { ownPicture } from '../shop-catalog/shop-catalog.repo';
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
/**
 * The owner's own pictures (decision 112) change under the same URL when a new photo is taken: kept, but
 * asked about again each time (a 304 while it is the same), so a changed picture shows on the next look.
 */
const OWN_PICTURE_HEADERS = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, no-cache' };
/** The size of an own picture served here: the pack shots' 400 px square. */
const OWN_PICTURE_SIZE: keyof typeof PICTURE_SIZES = 'card';

/** Wide enough for a product page's gallery on a phone and for a card at three device pixels per CSS pixel. */
const PACK_SHOT_WIDTH = 400;
/** Tiles are drawn at most 96 CSS pixels wide. */
const TILE_WIDTH = 200;

/**
 * @param db where the owner's own pictures are read (product_pictures); a product without them is drawn.
 */
export function imageRoutes(catalog: CatalogReadModel, db: Db) {
  const webpOf = webpPictures();
  /** The drawing as the address asks: the SVG itself, or the WebP drawn from it (once). */
  const send = async (c: Context, file: string, key: string, svg: string, width: number) =>
    file.endsWith('.svg') ? c.body(svg, 200, SVG_HEADERS) : c.body(await webpOf(key, svg, width), 200, WEBP_HEADERS);

  return new Hono()
    .get('/products/:id{[1-9][0-9]{0,9}}/:file{[0-2]\\.(?:svg|webp)}', async (c) => {
      const row = catalog.product(Number(c.req.param('id')));
      if (!row) return c.text('Not found', 404);
      const file = c.req.param('file');
      const view = Number(file.charAt(0));
      if (row.ownPictures && file.endsWith('.webp')) {
        const picture = await ownPicture(db, row.id, view, OWN_PICTURE_SIZE);
        if (picture) return sendOwn(c, picture);
      }
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

/** An own picture with its ETag (a hash of its bytes); 304 when the browser already holds these bytes. */
function sendOwn(c: Context, picture: Buffer) {
  const etag = `"${createHash('sha256').update(picture).digest('base64url').slice(0, 27)}"`;
  const held = c.req.header('If-None-Match');
  if (held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': OWN_PICTURE_HEADERS['Cache-Control'] });
  }
  return c.body(new Uint8Array(picture), 200, { ...OWN_PICTURE_HEADERS, ETag: etag });
}
