import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryCountResponseSchema,
  GetProductResponseSchema,
  ProductListResponseSchema,
} from '../../../contract/catalog';
import { SUBCATEGORIES } from '../../../contract/categories';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { products } from '../../db/schema';
import { openTestShop, type TestShop } from '../../test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const get = (path: string, headers?: Record<string, string>) => shop.app.request(path, { headers });

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('GET /api/user/product/getCategoryCount', () => {
  it("counts the seeded catalog per subcategory: the spec's static counts", async () => {
    const response = await get('/api/user/product/getCategoryCount');
    expect(response.status).toBe(200);
    const { data } = v.parse(CategoryCountResponseSchema, await response.json());
    expect(data).toEqual(Object.fromEntries(SUBCATEGORIES.map((s) => [s.id, s.staticItemCount])));
    expect(Object.values(data).reduce((a, b) => a + b, 0)).toBe(2940);
  });

  it('carries an ETag and answers 304 when the client already has it', async () => {
    const first = await get('/api/user/product/getCategoryCount');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('Cache-Control')).toContain('max-age=');
    const again = await get('/api/user/product/getCategoryCount', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is compressed for clients that accept gzip', async () => {
    const response = await get('/api/user/product/getProductsByCategory?category=Groceries', {
      'Accept-Encoding': 'gzip',
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });
});

describe('GET /api/user/product/getFeaturedProducts', () => {
  it('returns in-stock featured products as cards with consistent prices', async () => {
    const response = await get('/api/user/product/getFeaturedProducts');
    const { data } = v.parse(ProductListResponseSchema, await response.json());
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const product of data) {
      expect(product.status).toBe('in stock');
      expect(product.currentPrice).toBeLessThanOrEqual(product.originalPrice);
      expect(product.discount).toBe(Math.round((1 - product.currentPrice / product.originalPrice) * 100));
      expect(product.image).toBe(`/images/products/${product.id}/0.svg`);
    }
    const popularity = data.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });
});

describe('GET /api/user/product/getProductsByCategory', () => {
  it('lists every product of the subcategory, spelt as displayed', async () => {
    const response = await get(
      `/api/user/product/getProductsByCategory?category=${encodeURIComponent('Dals & Flours')}`,
    );
    const { data } = v.parse(ProductListResponseSchema, await response.json());
    expect(data).toHaveLength(95);
    expect(new Set(data.map((p) => p.category))).toEqual(new Set(['Dals & Flours']));
  });

  it('refuses a missing category with 400 and an unknown one with 404', async () => {
    const missing = await expectFailure(await get('/api/user/product/getProductsByCategory'), 400);
    expect(missing.errors).toHaveProperty('category');
    await expectFailure(await get('/api/user/product/getProductsByCategory?category=Toys'), 404);
  });
});

describe('GET /api/user/product/getProduct', () => {
  it('returns the card and detail fields of one product', async () => {
    const response = await get('/api/user/product/getProduct?productId=1');
    const { data } = v.parse(GetProductResponseSchema, await response.json());
    expect(data.id).toBe(1);
    expect(data.title).toBe(data.name);
    expect(data.price).toBe(data.currentPrice);
    expect(data.prevPrice).toBe(data.originalPrice);
    expect(data.images).toHaveLength(3);
    expect(data.features.length).toBeGreaterThan(0);
    expect(Object.keys(data.specifications).length).toBeGreaterThan(0);
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])('refuses productId=%s with 400 naming the field', async (id) => {
    const body = await expectFailure(await get(`/api/user/product/getProduct?productId=${id}`), 400);
    expect(body.message).toContain('productId');
    expect(JSON.stringify(body)).not.toContain(`"${id}"`);
  });

  it('answers 404 for a product that does not exist', async () => {
    await expectFailure(await get('/api/user/product/getProduct?productId=999999'), 404);
  });
});

describe('product and category images', () => {
  it('serves an SVG pack shot for each view with year-long caching and no script execution', async () => {
    for (const view of [0, 1, 2]) {
      const response = await get(`/images/products/1/${view}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(response.headers.get('Cache-Control')).toContain('max-age=31536000');
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
      expect(await response.text()).toMatch(/^<svg/);
    }
  });

  it('serves category tiles and 404s for anything else', async () => {
    expect((await get('/images/categories/dals-and-flours.svg')).status).toBe(200);
    expect((await get('/images/categories/toys.svg')).status).toBe(404);
    expect((await get('/images/products/999999/0.svg')).status).toBe(404);
    expect((await get('/images/products/1/7.svg')).status).toBe(404);
  });
});

describe('the read model after a product changes', () => {
  it('serves the new stock and rating once the product is refreshed', async () => {
    await shop.deps.db.update(products).set({ stock: 0, rating: 2.5 }).where(eq(products.id, 1));
    await shop.deps.catalog.refreshProducts([1]);
    const { data } = v.parse(
      GetProductResponseSchema,
      await (await get('/api/user/product/getProduct?productId=1')).json(),
    );
    expect(data).toMatchObject({ status: 'out of stock', rating: 2.5 });
    const listing = v.parse(
      ProductListResponseSchema,
      await (await get(`/api/user/product/getProductsByCategory?category=${encodeURIComponent(data.category)}`)).json(),
    );
    expect(listing.data.find((p) => p.id === 1)?.status).toBe('out of stock');
  });
});
