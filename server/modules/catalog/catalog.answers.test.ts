import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../../contract/catalog';
import { orderTotal } from '../../../contract/order';
import { products } from '../../db/schema';
import { addressOf, freshProduct } from '../../test/shop-data';
import { signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from './catalog.repo';

// Catalog answers are made once per state of what they show and kept compressed (decision 019):
// these tests hold that a kept answer is the same JSON in every encoding, revalidates with a 304,
// and is made anew as soon as an order changes the stock it shows.

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const BROWSER = 'gzip, deflate, br, zstd';

const get = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers });

/** The JSON of an answer, decoded from whatever encoding it came in. */
async function jsonOf<T>(response: Response): Promise<{ success: boolean; data: T }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes).toString()
      : encoding === 'gzip'
        ? gunzipSync(bytes).toString()
        : bytes.toString();
  return JSON.parse(text);
}

const productPath = (row: ProductRow) => `/api/user/product/getProduct?productId=${row.id}`;
/** A page of the in-stock products of the product's brand: the product leaves it when sold out. */
const inStockPath = (row: ProductRow) =>
  `/api/user/product/getProductsByCategory?category=${row.categoryId}&brand=${encodeURIComponent(row.brand)}&availability=true&page=1&pageSize=100`;
const searchPath = (row: ProductRow) => `/api/user/product/searchProducts?keyword=${encodeURIComponent(row.brand)}`;

/** Buys every unit in stock (a shopper's first order, 10% off). */
async function buyOut(row: ProductRow) {
  const shopper = await signedInShopper(shop);
  const address = await addressOf(shopper);
  const items = [{ productId: row.id, quantity: row.stock, price: row.price }];
  const response = await shopper.request('POST', '/api/user/order/confirmOrder', {
    addressId: address.id,
    items,
    total: orderTotal(items, true),
    method: 'COD',
  });
  expect(response.status).toBe(201);
}

describe('catalog answers made once', () => {
  it('are the same JSON in brotli, gzip and plain, with the ETag of that JSON', async () => {
    const row = await freshProduct(shop, 5);
    for (const path of [productPath(row), inStockPath(row), searchPath(row)]) {
      const br = await get(path, { 'Accept-Encoding': BROWSER });
      const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
      const plain = await get(path);
      expect([br, gzip, plain].map((response) => response.status)).toEqual([200, 200, 200]);
      expect(br.headers.get('Content-Encoding'), path).toBe('br');
      expect(gzip.headers.get('Content-Encoding'), path).toBe('gzip');
      expect(plain.headers.get('Content-Encoding'), path).toBeNull();
      const json = await jsonOf(plain);
      expect(await jsonOf(br)).toEqual(json);
      expect(await jsonOf(gzip)).toEqual(json);
      expect(br.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
      expect(br.headers.get('Vary')).toContain('Accept-Encoding');
      expect(br.headers.get('X-Total-Count')).toBe(plain.headers.get('X-Total-Count'));
    }
  });

  it('answer 304 to If-None-Match, whichever encoding the ETag came with', async () => {
    const row = await freshProduct(shop, 5);
    for (const path of [
      productPath(row),
      inStockPath(row),
      `/api/user/product/getProductsByCategory?category=${row.categoryId}`,
    ]) {
      const first = await get(path, { 'Accept-Encoding': BROWSER });
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^W\/".+"$/);
      for (const headers of [{ 'Accept-Encoding': BROWSER }, {}] as Record<string, string>[]) {
        const again = await get(path, { ...headers, 'If-None-Match': etag });
        expect(again.status, path).toBe(304);
        expect(await again.text()).toBe('');
        expect(again.headers.get('Cache-Control')).toMatch(/^public/);
      }
    }
  });

  it('change with the stock: after an order took the last unit, a new ETag and body everywhere it shows', async () => {
    const row = await freshProduct(shop, 2);
    const paths = [productPath(row), inStockPath(row), searchPath(row)];
    const before = await Promise.all(paths.map((path) => get(path, { 'Accept-Encoding': BROWSER })));
    const etags = before.map((response) => response.headers.get('ETag') ?? '');
    const product = await jsonOf<ProductDetail>(before[0] as Response);
    expect(product.data.status).toBe('in stock');
    const listed = await jsonOf<ProductCard[]>(before[1] as Response);
    expect(listed.data.map((card) => card.id)).toContain(row.id);
    const found = await jsonOf<ProductCard[]>(before[2] as Response);
    expect(found.data.find((card) => card.id === row.id)?.status).toBe('in stock');

    await buyOut(row);

    const after = await Promise.all(
      paths.map((path, i) => get(path, { 'Accept-Encoding': BROWSER, 'If-None-Match': etags[i] ?? '' })),
    );
    expect(after.map((response) => response.status)).toEqual([200, 200, 200]);
    after.forEach((response, i) => {
      expect(response.headers.get('ETag'), paths[i]).not.toBe(etags[i]);
    });
    expect((await jsonOf<ProductDetail>(after[0] as Response)).data.status).toBe('out of stock');
    expect((await jsonOf<ProductCard[]>(after[1] as Response)).data.map((card) => card.id)).not.toContain(row.id);
    const foundAfter = await jsonOf<ProductCard[]>(after[2] as Response);
    expect(foundAfter.data.find((card) => card.id === row.id)?.status).toBe('out of stock');
  });

  it('keep their caching: catalog answers public, searches private as before', async () => {
    const row = await freshProduct(shop, 5);
    for (const path of [productPath(row), inStockPath(row), '/api/user/product/getSearchSuggestions?keyword=amu']) {
      expect((await get(path)).headers.get('Cache-Control'), path).toMatch(/^public, max-age=/);
    }
    // The answer is the same for everyone, but a search is the shopper's own (it may be recorded).
    expect((await get(searchPath(row), { 'Accept-Encoding': BROWSER })).headers.get('Cache-Control')).toBe(
      'private, no-store',
    );
  });

  it('keep a repeated search until the catalog changes (its version), then search again', async () => {
    const row = await freshProduct(shop, 5);
    const path = searchPath(row);
    const first = await get(path);
    const etag = first.headers.get('ETag');
    const version = shop.deps.catalog.version;
    // Renamed behind the read model's back: the kept answer is still given (no database search)…
    const renamed = `${row.name} Masala`;
    await shop.deps.db.update(products).set({ name: renamed }).where(eq(products.id, row.id));
    const kept = await get(path);
    expect(kept.headers.get('ETag')).toBe(etag);
    expect((await jsonOf<ProductCard[]>(kept)).data.find((card) => card.id === row.id)?.name).toBe(row.name);
    // …until the catalog says it changed, which counts its version up (on PostgreSQL the database's
    // notice may have said so first: catalog.changes.ts).
    await shop.deps.catalog.refreshProducts([row.id]);
    expect(shop.deps.catalog.version).toBeGreaterThan(version);
    const fresh = await get(path);
    expect(fresh.headers.get('ETag')).not.toBe(etag);
    expect((await jsonOf<ProductCard[]>(fresh)).data.find((card) => card.id === row.id)?.name).toBe(renamed);
  });
});
