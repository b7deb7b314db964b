import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../../contract/catalog';
import type { SearchSuggestion } from '../../../contract/search';
import { products } from '../../db/schema';
import { firstCodOrder } from '../../test/http-browser';
import { addressOf, freshProduct } from '../../test/shop-data';
import { type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { CatalogChange } from './catalog.read-model';
import type { ProductRow } from './catalog.repo';

// Decision 114: the catalog's version moves only for what an answer shows. A sale that leaves a product in stock
// moves nothing; a price, in or out of stock, hidden do. Hidden products are in no answer a shopper gets.

let shop: TestShop;
const changes: CatalogChange[] = [];
beforeAll(async () => {
  shop = await openTestShop();
  shop.deps.catalog.onChange((change) => changes.push(change));
});
afterAll(async () => {
  await shop.close();
});

const catalog = () => shop.deps.catalog;

async function dataOf<T>(path: string, cookie?: string): Promise<T> {
  const response = await shop.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Places an order of `quantity` of the product, as a new shopper, through the API. */
async function order(row: ProductRow, quantity: number, shopper?: Shopper) {
  const buyer = shopper ?? (await signedInShopper(shop));
  const address = await addressOf(buyer);
  const response = await buyer.request(
    'POST',
    '/api/user/order/confirmOrder',
    firstCodOrder(address.id, [{ productId: row.id, quantity, price: row.price }]),
    { 'Idempotency-Key': randomUUID() },
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Long enough for a notice of the change (PostgreSQL) to have been heard and applied. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Sets columns of a product with plain SQL, and has the read model read it (PGlite hears no notice). */
async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
  await shop.deps.db.update(products).set(values).where(eq(products.id, id));
  await catalog().refreshProducts([id]);
  await settle();
}

describe('the catalog version', () => {
  it('stays when an order takes 2 of 50: no cache is dropped, and the cart still reads the exact stock', async () => {
    const row = await freshProduct(shop, 50);
    await settle();
    const shopper = await signedInShopper(shop);
    const added = await shopper.request('POST', '/api/user/cart/add', { productId: row.id, quantity: 1 });
    expect(added.status).toBe(201);
    const heldRow = catalog().product(row.id);
    const productAnswer = await shop.app.request(`/api/user/product/getProduct?productId=${row.id}`);
    const etag = productAnswer.headers.get('ETag');
    const version = catalog().version;
    const told = changes.length;

    await order(row, 2);
    await settle();

    expect(catalog().version).toBe(version);
    expect(changes.length).toBe(told);
    expect(catalog().product(row.id)).toBe(heldRow);
    expect(heldRow?.stock).toBe(48);
    const again = await shop.app.request(`/api/user/product/getProduct?productId=${row.id}`);
    expect(again.headers.get('ETag')).toBe(etag);

    // Another process sells 3 more: a count alone, so this process hears nothing (migration 0015).
    await shop.deps.db.update(products).set({ stock: 45 }).where(eq(products.id, row.id));
    await settle();
    expect(heldRow?.stock).toBe(48);
    // The count the cart shows and refuses by is the database's, not the read model's.
    const cart = await dataOf<{ id: number; maxQuantity: number }[]>(
      `/api/user/cart/getCartItems?userId=${shopper.user.id}`,
      shopper.cookie,
    );
    expect(cart.find((line) => line.id === row.id)?.maxQuantity).toBe(45);
    const tooMany = await shopper.request('POST', '/api/user/cart/updateCart', { productId: row.id, quantity: 46 });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/45/);
  });

  it('moves with a price change, and tells which product and subcategory changed', async () => {
    const row = await freshProduct(shop, 50);
    await settle();
    const version = catalog().version;
    const told = changes.length;
    await setProduct(row.id, { price: row.price + 7 });
    expect(catalog().version).toBeGreaterThan(version);
    expect(changes.slice(told)).toContainEqual({ ids: [row.id], categories: [row.categoryId] });
    const detail = await dataOf<ProductDetail>(`/api/user/product/getProduct?productId=${row.id}`);
    expect(detail.currentPrice).toBe(row.price + 7);
  });

  it('moves when an order takes the last one: 1 → 0 is out of stock', async () => {
    const row = await freshProduct(shop, 1);
    await settle();
    const version = catalog().version;
    await order(row, 1);
    const started = Date.now();
    while (catalog().version === version && Date.now() - started < 2000) await settle();
    expect(catalog().version).toBeGreaterThan(version);
    const detail = await dataOf<ProductDetail>(`/api/user/product/getProduct?productId=${row.id}`);
    expect(detail.status).toBe('out of stock');
  });

  it('leaves trending to its own ranking: purchases re-rank it without moving the version', async () => {
    const trending = await dataOf<ProductCard[]>('/api/user/product/getTrendingProducts');
    const last = trending[trending.length - 1];
    const top = trending[0];
    if (!last || !top) throw new Error('the demo catalog has best sellers');
    // Enough sales to put the last of the list first, as plain SQL (an order of that many would hit limits).
    await shop.deps.db.execute(
      sql`UPDATE products SET purchase_count = ${top.purchaseCount + 1000} WHERE id = ${last.id}`,
    );
    await settle();
    const version = catalog().version;
    await catalog().refreshTrending();
    expect(catalog().version).toBe(version);
    const ranked = await dataOf<ProductCard[]>('/api/user/product/getTrendingProducts');
    expect(ranked[0]).toMatchObject({ id: last.id, purchaseCount: top.purchaseCount + 1000 });
  });
});

describe('a product the owner switched off (available = false)', () => {
  it('shows out of stock with stock on the shelf, and leaves the in-stock lists', async () => {
    const row = await freshProduct(shop, 30);
    await setProduct(row.id, { available: false, featured: true });
    const detail = await dataOf<ProductDetail>(`/api/user/product/getProduct?productId=${row.id}`);
    expect(detail.status).toBe('out of stock');
    const listing = await dataOf<ProductCard[]>(`/api/user/product/getProductsByCategory?category=${row.categoryId}`);
    expect(listing.find((card) => card.id === row.id)?.status).toBe('out of stock');
    const inStock = await dataOf<ProductCard[]>(
      `/api/user/product/getProductsByCategory?category=${row.categoryId}&availability=true`,
    );
    expect(inStock.some((card) => card.id === row.id)).toBe(false);
    const featured = await dataOf<ProductCard[]>('/api/user/product/getFeaturedProducts');
    expect(featured.some((card) => card.id === row.id)).toBe(false);

    await setProduct(row.id, { available: true });
    const back = await dataOf<ProductDetail>(`/api/user/product/getProduct?productId=${row.id}`);
    expect(back.status).toBe('in stock');
  });
});

describe('a hidden product', () => {
  it('is in no answer a shopper gets, and comes back when shown again', async () => {
    const trending = await dataOf<ProductCard[]>('/api/user/product/getTrendingProducts');
    const featured = await dataOf<ProductCard[]>('/api/user/product/getFeaturedProducts');
    const best = trending[0];
    const star = featured.find((card) => card.id !== best?.id);
    if (!best || !star) throw new Error('the demo catalog has best sellers and featured products');
    // A name nothing else has, so search and suggestions can only find it by this product.
    const name = 'Zorbolic Mango Pickle 200 g';
    await setProduct(best.id, { name });
    const shopper = await signedInShopper(shop);
    for (const id of [best.id, star.id]) {
      const viewed = await shopper.request('POST', '/api/user/product/addProductToRecentlyViewed', {
        userId: shopper.user.id,
        productId: id,
      });
      expect(viewed.status).toBe(200);
    }
    const counts = await dataOf<Record<string, number>>('/api/user/product/getCategoryCount');

    const answers = async () => ({
      listing: await dataOf<ProductCard[]>(`/api/user/product/getProductsByCategory?category=${best.category}`),
      paged: await dataOf<ProductCard[]>(
        `/api/user/product/getProductsByCategory?category=${best.category}&brand=${encodeURIComponent(best.brand)}&page=1&pageSize=100`,
      ),
      trending: await dataOf<ProductCard[]>('/api/user/product/getTrendingProducts'),
      featured: await dataOf<ProductCard[]>('/api/user/product/getFeaturedProducts'),
      search: await dataOf<ProductCard[]>('/api/user/product/searchProducts?keyword=zorbolic'),
      typo: await dataOf<ProductCard[]>('/api/user/product/searchProducts?keyword=zorbolik'),
      suggestions: await dataOf<SearchSuggestion[]>('/api/user/product/getSearchSuggestions?keyword=zorbo'),
      viewed: await dataOf<ProductCard[]>(
        `/api/user/product/getRecentViewed?userId=${shopper.user.id}`,
        shopper.cookie,
      ),
      counts: await dataOf<Record<string, number>>('/api/user/product/getCategoryCount'),
      detail: (await shop.app.request(`/api/user/product/getProduct?productId=${best.id}`)).status,
    });
    const ids = (cards: ProductCard[]) => cards.map((card) => card.id);

    const shown = await answers();
    expect(ids(shown.listing)).toContain(best.id);
    expect(ids(shown.paged)).toContain(best.id);
    expect(ids(shown.trending)).toContain(best.id);
    expect(ids(shown.featured)).toContain(star.id);
    expect(ids(shown.search)).toEqual([best.id]);
    expect(ids(shown.typo)).toEqual([best.id]);
    expect(shown.suggestions.map((s) => s.text).join(' ')).toMatch(/zorbolic/i);
    expect(ids(shown.viewed)).toEqual(expect.arrayContaining([best.id, star.id]));
    expect(shown.detail).toBe(200);

    await setProduct(best.id, { hidden: true });
    await setProduct(star.id, { hidden: true });
    const hidden = await answers();
    expect(ids(hidden.listing)).not.toContain(best.id);
    expect(ids(hidden.paged)).not.toContain(best.id);
    expect(ids(hidden.trending)).not.toContain(best.id);
    expect(ids(hidden.featured)).not.toContain(star.id);
    expect(hidden.search).toEqual([]);
    expect(hidden.typo).toEqual([]);
    expect(hidden.suggestions).toEqual([]);
    expect(ids(hidden.viewed)).not.toContain(best.id);
    expect(ids(hidden.viewed)).not.toContain(star.id);
    expect(hidden.counts[best.category]).toBe((counts[best.category] ?? 0) - (star.category === best.category ? 2 : 1));
    expect(hidden.detail).toBe(404);
    const wishlisted = await shopper.request('POST', '/api/user/wishlist/add', { productId: best.id });
    expect(wishlisted.status).toBe(404);

    // An edit of a hidden product is no change a shopper could see: no version moves.
    const version = catalog().version;
    await setProduct(best.id, { price: 1 });
    expect(catalog().version).toBe(version);

    await setProduct(best.id, { hidden: false });
    const back = await answers();
    expect(ids(back.listing)).toContain(best.id);
    expect(ids(back.search)).toEqual([best.id]);
    expect(back.detail).toBe(200);
  });
});
