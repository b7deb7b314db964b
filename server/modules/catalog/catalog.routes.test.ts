import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryCountResponseSchema,
  DEFAULT_SORT,
  GetProductResponseSchema,
  type ProductCard,
  ProductListResponseSchema,
} from '../../../contract/catalog';
import { SUBCATEGORIES } from '../../../contract/categories';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { products } from '../../db/schema';
import { expectResourceHeaders } from '../../test/resource-headers';
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
      expect(product.image).toBe(`/images/products/${product.id}/0.webp`);
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

  it("carries the catalog's Hindi beside its English: a product's all of it, a card only the description", async () => {
    const response = await get('/api/user/product/getProduct?productId=1');
    const { data } = v.parse(GetProductResponseSchema, await response.json());
    const hindi = data.translations?.hi;
    expect(hindi?.description).toMatch(/[\u0900-\u097F]/);
    expect(hindi?.features).toHaveLength(data.features.length);
    expect(hindi?.specifications?.Type).toMatch(/[\u0900-\u097F]/);
    // Catalog answers carry no words that follow Accept-Language: one answer for every reader.
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');

    const listing = await get(`/api/user/product/getProductsByCategory?category=${encodeURIComponent(data.category)}`);
    const { data: cards } = v.parse(ProductListResponseSchema, await listing.json());
    const card = cards.find((c) => c.id === 1);
    expect(card?.translations).toEqual({ hi: { description: hindi?.description } });
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
      // Its own policy kept (inline styles allowed), the rest of the short set a picture carries (server/app.ts).
      expectResourceHeaders(
        response,
        `${view}.svg`,
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      expect(await response.text()).toMatch(/^<svg/);
    }
  });

  it('serves each pack shot as WebP, drawn from its SVG, 400 pixels wide and kept a year', async () => {
    for (const view of [0, 1, 2]) {
      const response = await get(`/images/products/1/${view}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/webp');
      expect(response.headers.get('Cache-Control')).toContain('max-age=31536000');
      expectResourceHeaders(response, `${view}.webp`);
      const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', 400, 400]);
    }
  });

  it('draws a pack shot once and answers again from what it drew', async () => {
    const first = Buffer.from(await (await get('/images/products/2/0.webp')).arrayBuffer());
    const again = Buffer.from(await (await get('/images/products/2/0.webp')).arrayBuffer());
    const otherView = Buffer.from(await (await get('/images/products/2/1.webp')).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(otherView.equals(first)).toBe(false);
  });

  it('serves category tiles in both forms and 404s for anything else', async () => {
    expect((await get('/images/categories/dals-and-flours.svg')).status).toBe(200);
    const tile = await get('/images/categories/dals-and-flours.webp');
    expect(tile.headers.get('Content-Type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await tile.arrayBuffer())).metadata()).width).toBe(200);
    for (const missing of [
      '/images/categories/toys.svg',
      '/images/categories/toys.webp',
      '/images/products/999999/0.svg',
      '/images/products/999999/0.webp',
      '/images/products/1/7.webp',
      '/images/products/1/0.png',
    ]) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });
});

describe('GET /api/user/product/getTrendingProducts', () => {
  it('returns up to 20 in-stock products, most bought first, the most bought of the catalog on top', async () => {
    const response = await get('/api/user/product/getTrendingProducts');
    expect(response.status).toBe(200);
    const { data } = v.parse(ProductListResponseSchema, await response.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(20);
    for (const product of data) expect(product.status).toBe('in stock');
    const purchases = data.map((p) => p.purchaseCount);
    expect(purchases).toEqual([...purchases].sort((a, b) => b - a));
    const inStock = [...shop.deps.catalog.allProducts()].filter((row) => row.stock > 0);
    expect(data[0]?.purchaseCount).toBe(Math.max(...inStock.map((row) => row.purchaseCount)));
  });

  it('carries an ETag and answers 304 when nothing changed', async () => {
    const first = await get('/api/user/product/getTrendingProducts');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/api/user/product/getTrendingProducts', { 'If-None-Match': etag })).status).toBe(304);
  });
});

describe('GET /api/user/product/getProductsByCategory with sorting, filters and pages', () => {
  const CATEGORY = 'Personal Care';
  const listing = (query: string, headers?: Record<string, string>) =>
    get(`/api/user/product/getProductsByCategory?category=${encodeURIComponent(CATEGORY)}${query}`, headers);

  async function cardsOf(query: string) {
    const response = await listing(query);
    expect(response.status).toBe(200);
    return { response, cards: v.parse(ProductListResponseSchema, await response.json()).data };
  }

  let all: ProductCard[];
  beforeAll(async () => {
    all = (await cardsOf('')).cards;
    expect(all.length).toBe(310);
  });

  it('without options still answers the whole subcategory, with its size in X-Total-Count', async () => {
    const { response, cards } = await cardsOf('');
    expect(cards).toEqual(all);
    expect(response.headers.get('X-Total-Count')).toBe('310');
    expect(response.headers.get('X-Page')).toBeNull();
  });

  it("comes in the listings' default order, so a category page's first cards are the answer's first", async () => {
    expect(all.map((card) => card.id)).toEqual((await cardsOf(`&sort=${DEFAULT_SORT}`)).cards.map((card) => card.id));
    // Not merely the order the catalog holds them in.
    expect(all.map((card) => card.id)).not.toEqual(all.map((card) => card.id).sort((a, b) => a - b));
    // A filter without a sort keeps that order too.
    const discounted = (await cardsOf('&discount=true')).cards;
    expect(discounted).toEqual(all.filter((card) => card.discount > 0));
  });

  it.each([
    ['price-low', (a: ProductCard, b: ProductCard) => a.currentPrice - b.currentPrice],
    ['price-high', (a: ProductCard, b: ProductCard) => b.currentPrice - a.currentPrice],
    ['popularity', (a: ProductCard, b: ProductCard) => b.popularity - a.popularity],
    ['rating', (a: ProductCard, b: ProductCard) => b.rating - a.rating],
    ['newest', (a: ProductCard, b: ProductCard) => Date.parse(b.date) - Date.parse(a.date)],
  ] as const)('sorts by %s, every product still there', async (sort, order) => {
    const { cards } = await cardsOf(`&sort=${sort}`);
    expect(cards).toHaveLength(all.length);
    for (let i = 1; i < cards.length; i++)
      expect(order(cards[i - 1] as ProductCard, cards[i] as ProductCard)).toBeLessThanOrEqual(0);
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set(all.map((c) => c.id)));
  });

  it('hands out pages of the sorted list with the totals in headers', async () => {
    const sorted = (await cardsOf('&sort=price-low')).cards;
    const { response, cards } = await cardsOf('&sort=price-low&page=2&pageSize=12');
    expect(cards).toEqual(sorted.slice(12, 24));
    expect(response.headers.get('X-Total-Count')).toBe('310');
    expect(response.headers.get('X-Page')).toBe('2');
    expect(response.headers.get('X-Page-Size')).toBe('12');
    expect((await cardsOf('&sort=price-low&page=1')).cards).toEqual(sorted.slice(0, 12));
    expect((await cardsOf('&sort=price-low&pageSize=100&page=4')).cards).toEqual(sorted.slice(300));
    expect((await cardsOf('&page=99')).cards).toEqual([]);
  });

  it('keeps prices within an inclusive range', async () => {
    const prices = all.map((c) => c.currentPrice).sort((a, b) => a - b);
    const min = prices[50] as number;
    const max = prices[200] as number;
    const { response, cards } = await cardsOf(`&minPrice=${min}&maxPrice=${max}`);
    const expected = all.filter((c) => c.currentPrice >= min && c.currentPrice <= max);
    expect(cards.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(cards.some((c) => c.currentPrice === min)).toBe(true);
    expect(cards.some((c) => c.currentPrice === max)).toBe(true);
    expect(response.headers.get('X-Total-Count')).toBe(String(expected.length));
  });

  it('keeps any of the brands, given repeated or as a comma list, in any letter case', async () => {
    const brands = [...new Set(all.map((c) => c.brand))].slice(0, 2) as [string, string];
    const expected = all.filter((c) => brands.includes(c.brand)).map((c) => c.id);
    expect(expected.length).toBeGreaterThan(0);
    const repeated = await cardsOf(`&brand=${encodeURIComponent(brands[0])}&brand=${encodeURIComponent(brands[1])}`);
    const commaList = await cardsOf(`&brand=${encodeURIComponent(`${brands[0].toUpperCase()}, ${brands[1]}`)}`);
    expect(repeated.cards.map((c) => c.id)).toEqual(expected);
    expect(commaList.cards.map((c) => c.id)).toEqual(expected);
    expect((await cardsOf('&brand=NoSuchBrand')).cards).toEqual([]);
  });

  it('keeps ratings whose floor reaches the stars asked for (the lowest of several)', async () => {
    for (const stars of [1, 2, 3, 4]) {
      const { cards } = await cardsOf(`&rating=${stars}`);
      expect(cards.map((c) => c.id)).toEqual(all.filter((c) => Math.floor(c.rating) >= stars).map((c) => c.id));
    }
    const several = await cardsOf('&rating=4&rating=3');
    expect(several.cards.map((c) => c.id)).toEqual(all.filter((c) => Math.floor(c.rating) >= 3).map((c) => c.id));
  });

  it('keeps discounted and in-stock products, and combines every filter', async () => {
    const discounted = (await cardsOf('&discount=true')).cards;
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.map((c) => c.id)).toEqual(all.filter((c) => c.discount > 0).map((c) => c.id));
    const available = (await cardsOf('&availability=true')).cards;
    expect(available.map((c) => c.id)).toEqual(all.filter((c) => c.status === 'in stock').map((c) => c.id));
    expect(available.length).toBeLessThan(all.length);
    expect((await cardsOf('&discount=false&availability=false')).cards).toEqual(all);
    const combined = (await cardsOf('&discount=true&availability=true&rating=4&minPrice=10&maxPrice=500&sort=rating'))
      .cards;
    const expected = all
      .filter((c) => c.discount > 0 && c.status === 'in stock' && Math.floor(c.rating) >= 4)
      .filter((c) => c.currentPrice >= 10 && c.currentPrice <= 500);
    expect(new Set(combined.map((c) => c.id))).toEqual(new Set(expected.map((c) => c.id)));
  });

  it('revalidates a filtered page with its ETag', async () => {
    const first = await listing('&sort=rating&page=1');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await listing('&sort=rating&page=1', { 'If-None-Match': etag })).status).toBe(304);
  });

  it.each([
    ['&sort=cheapest', 'sort'],
    ['&sort=price-low&sort=rating', 'sort'],
    ['&page=0', 'page'],
    ['&page=abc', 'page'],
    ['&page=1.5', 'page'],
    ['&pageSize=0', 'pageSize'],
    ['&pageSize=101', 'pageSize'],
    ['&minPrice=-1', 'minPrice'],
    ['&minPrice=abc', 'minPrice'],
    ['&maxPrice=99999999', 'maxPrice'],
    ['&minPrice=500&maxPrice=100', 'minPrice'],
    ['&rating=0', 'rating'],
    ['&rating=6', 'rating'],
    ['&rating=four', 'rating'],
    ['&discount=yes', 'discount'],
    ['&availability=1', 'availability'],
    [`&brand=${'x'.repeat(61)}`, 'brand'],
    [`&brand=${Array.from({ length: 51 }, (_, i) => `b${i}`).join(',')}`, 'brand'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const body = await expectFailure(await listing(query), 400);
    expect(body.errors).toHaveProperty(field);
    expect(body.message).toContain(field);
  });

  it('answers 404 for an unknown category even with options', async () => {
    await expectFailure(await get('/api/user/product/getProductsByCategory?category=Toys&sort=rating&page=1'), 404);
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
