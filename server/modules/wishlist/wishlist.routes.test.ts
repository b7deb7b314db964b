import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import {
  MOVED_TO_CART_MESSAGE,
  MoveToCartResponseSchema,
  WishlistItemResponseSchema,
  WishlistResponseSchema,
} from '../../../contract/wishlist';
import { appliedChanges, cartItems, products, wishlistItems } from '../../db/schema';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';
import { discountFraction } from './wishlist.routes';

let shop: TestShop;
/** Distinct in-stock products sold below their MRP. */
let discounted: ProductRow[];
let outOfStock: ProductRow;

beforeAll(async () => {
  shop = await openTestShop();
  const all = [...shop.deps.catalog.allProducts()];
  discounted = all.filter((p) => p.stock > 0 && p.price < p.mrp).slice(0, 6);
  const zero = all.find((p) => p.stock === 0);
  if (discounted.length < 6 || !zero) throw new Error('the seeded catalog lacks the products these tests need');
  outOfStock = zero;
});
afterAll(async () => {
  await shop.close();
});

const UNKNOWN_PRODUCT = 999_999;
const ADD = '/api/user/wishlist/add';
const ITEMS = '/api/user/wishlist/getWishlistItems';
const DELETE = '/api/user/wishlist/deleteWishlistItem';

function product(index: number): ProductRow {
  const row = discounted[index];
  if (!row) throw new Error(`no product ${index}`);
  return row;
}

async function wishlistOf(shopper: Shopper) {
  const response = await shopper.request('GET', ITEMS);
  expect(response.status).toBe(200);
  return v.parse(WishlistResponseSchema, await response.json()).data;
}

async function storedProductIds(shopper: Shopper) {
  const rows = await shop.deps.db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, shopper.user.id));
  return rows.map((row) => row.productId).sort((a, b) => a - b);
}

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

const deletePath = (productId: string | number, userId?: string) =>
  `${DELETE}?productId=${productId}${userId ? `&userId=${userId}` : ''}`;

describe('discountFraction', () => {
  it('is 1 - price / MRP as a fraction with two decimals, never negative', () => {
    expect(discountFraction(88, 100)).toBe(0.12);
    expect(discountFraction(45, 60)).toBe(0.25);
    expect(discountFraction(199, 299)).toBe(0.33);
    expect(discountFraction(100, 100)).toBe(0);
    expect(discountFraction(120, 100)).toBe(0);
    expect(discountFraction(10, 0)).toBe(0);
  });
});

describe('POST /api/user/wishlist/add', () => {
  it('adds the product and answers 200 with its wishlist fields', async () => {
    const shopper = await signedInShopper(shop);
    const row = product(0);
    const response = await shopper.request('POST', ADD, { userId: shopper.user.id, productId: row.id });
    expect(response.status).toBe(200);
    const { data } = v.parse(WishlistItemResponseSchema, await response.json());
    expect(data).toEqual({
      id: row.id,
      name: row.name,
      image: `/images/products/${row.id}/0.webp`,
      category: row.categoryId,
      price: row.price,
      originalPrice: row.mrp,
      discount: Math.round((1 - row.price / row.mrp) * 100) / 100,
      status: 'in stock',
      addedAt: shop.clock.now().toISOString(),
    });
    expect(data.discount).toBeGreaterThan(0);
    expect(data.discount).toBeLessThan(1);
    expect(await wishlistOf(shopper)).toEqual([data]);
  });

  it('is idempotent: adding twice answers 200 both times and keeps one entry in its place', async () => {
    const shopper = await signedInShopper(shop);
    const first = await shopper.request('POST', ADD, { productId: product(1).id });
    expect(first.status).toBe(200);
    const added = v.parse(WishlistItemResponseSchema, await first.json()).data;
    shop.clock.advance(1000);
    await shopper.request('POST', ADD, { productId: product(2).id });
    shop.clock.advance(1000);
    const again = await shopper.request('POST', ADD, { productId: product(1).id });
    expect(again.status).toBe(200);
    expect(v.parse(WishlistItemResponseSchema, await again.json()).data).toEqual(added);
    expect(await storedProductIds(shopper)).toEqual([product(1).id, product(2).id].sort((a, b) => a - b));
    expect((await wishlistOf(shopper)).map((item) => item.id)).toEqual([product(2).id, product(1).id]);
  });

  it('takes an out-of-stock product and marks it so', async () => {
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('POST', ADD, { productId: outOfStock.id });
    expect(response.status).toBe(200);
    expect(v.parse(WishlistItemResponseSchema, await response.json()).data.status).toBe('out of stock');
  });

  it('answers 404 for a product the catalog does not have', async () => {
    const shopper = await signedInShopper(shop);
    const failure = await expectFailure(await shopper.request('POST', ADD, { productId: UNKNOWN_PRODUCT }), 404);
    expect(failure.message).toMatch(/product/i);
    expect(await storedProductIds(shopper)).toEqual([]);
  });

  it("answers 401 without a session and 403 for another shopper's userId, changing nothing", async () => {
    const me = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await other.request('POST', ADD, { productId: product(0).id });
    await expectFailure(await apiRequest(shop, 'POST', ADD, { productId: product(3).id }), 401);
    await expectFailure(await me.request('POST', ADD, { userId: other.user.id, productId: product(3).id }), 403);
    expect(await storedProductIds(other)).toEqual([product(0).id]);
    expect(await storedProductIds(me)).toEqual([]);
  });

  it('answers 400 naming the field for wrong types and over-long values, and for malformed JSON', async () => {
    const shopper = await signedInShopper(shop);
    const cases: [unknown, string][] = [
      [{}, 'productId'],
      [{ productId: String(product(0).id) }, 'productId'],
      [{ productId: 2.5 }, 'productId'],
      [{ productId: -1 }, 'productId'],
      [{ productId: 2 ** 40 }, 'productId'],
      [{ productId: product(0).id, userId: 7 }, 'userId'],
      [{ productId: product(0).id, userId: 'u'.repeat(5000) }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const failure = await expectFailure(await shopper.request('POST', ADD, body), 400);
      expect(Object.keys(failure.errors ?? {})).toEqual([field]);
    }
    for (const body of ['{"productId":', '[]', '12'])
      await expectFailure(await shopper.request('POST', ADD, body), 400);
    expect(await storedProductIds(shopper)).toEqual([]);
  });
});

describe('GET /api/user/wishlist/getWishlistItems', () => {
  it('is empty for a new shopper', async () => {
    const shopper = await signedInShopper(shop);
    expect(await wishlistOf(shopper)).toEqual([]);
  });

  it('lists the newest first, with the current prices of the catalog', async () => {
    const shopper = await signedInShopper(shop);
    const order = [product(3), product(0), product(5)];
    for (const row of order) {
      await shopper.request('POST', ADD, { productId: row.id });
      shop.clock.advance(1000);
    }
    const row = product(0);
    await shop.deps.db.update(products).set({ price: 60, mrp: 80 }).where(eq(products.id, row.id));
    await shop.deps.catalog.refreshProducts([row.id]);
    try {
      const items = await wishlistOf(shopper);
      expect(items.map((item) => item.id)).toEqual([...order].reverse().map((p) => p.id));
      expect(items[1]).toMatchObject({ id: row.id, price: 60, originalPrice: 80, discount: 0.25 });
    } finally {
      await shop.deps.db.update(products).set({ price: row.price, mrp: row.mrp }).where(eq(products.id, row.id));
      await shop.deps.catalog.refreshProducts([row.id]);
    }
  });

  it('accepts the own userId, refuses another with 403, a malformed one with 400, and no session with 401', async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    expect((await shopper.request('GET', `${ITEMS}?userId=${shopper.user.id}`)).status).toBe(200);
    await expectFailure(await shopper.request('GET', `${ITEMS}?userId=${other.user.id}`), 403);
    const malformed = await expectFailure(await shopper.request('GET', `${ITEMS}?userId=${'z'.repeat(500)}`), 400);
    expect(Object.keys(malformed.errors ?? {})).toEqual(['userId']);
    await expectFailure(await apiRequest(shop, 'GET', ITEMS), 401);
  });
});

describe('DELETE /api/user/wishlist/deleteWishlistItem', () => {
  it('removes the entry and answers 200 with what is left; again, or for a product never added, still 200', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: product(0).id });
    await shopper.request('POST', ADD, { productId: product(1).id });
    for (let i = 0; i < 2; i++) {
      const response = await shopper.request('DELETE', deletePath(product(0).id, shopper.user.id));
      expect(response.status).toBe(200);
      const { data } = v.parse(WishlistResponseSchema, await response.json());
      expect(data.map((item) => item.id)).toEqual([product(1).id]);
    }
    expect((await shopper.request('DELETE', deletePath(product(4).id))).status).toBe(200);
    expect((await shopper.request('DELETE', deletePath(UNKNOWN_PRODUCT))).status).toBe(200);
    expect(await storedProductIds(shopper)).toEqual([product(1).id]);
  });

  it('answers 400 for a missing or invalid productId', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: product(2).id });
    for (const path of [
      DELETE,
      deletePath('abc'),
      deletePath('0'),
      deletePath('-1'),
      deletePath('1.5'),
      deletePath('9'.repeat(11)),
      deletePath('99999999999'),
    ]) {
      const failure = await expectFailure(await shopper.request('DELETE', path), 400);
      expect(Object.keys(failure.errors ?? {})).toEqual(['productId']);
    }
    expect(await storedProductIds(shopper)).toEqual([product(2).id]);
  });

  it("answers 401 without a session and 403 for another shopper's userId, removing nothing", async () => {
    const me = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await other.request('POST', ADD, { productId: product(2).id });
    await me.request('POST', ADD, { productId: product(2).id });
    await expectFailure(await apiRequest(shop, 'DELETE', deletePath(product(2).id, other.user.id)), 401);
    await expectFailure(await me.request('DELETE', deletePath(product(2).id, other.user.id)), 403);
    expect(await storedProductIds(other)).toEqual([product(2).id]);
    expect(await storedProductIds(me)).toEqual([product(2).id]);
  });

  it("removes only the caller's entry when two shoppers wish for the same product", async () => {
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop);
    await Promise.all([
      asha.request('POST', ADD, { productId: product(3).id }),
      ravi.request('POST', ADD, { productId: product(3).id }),
      asha.request('POST', ADD, { productId: product(4).id }),
      ravi.request('POST', ADD, { productId: product(5).id }),
    ]);
    await asha.request('DELETE', deletePath(product(3).id));
    expect(await storedProductIds(asha)).toEqual([product(4).id]);
    expect(await storedProductIds(ravi)).toEqual([product(3).id, product(5).id].sort((a, b) => a - b));
  });
});

describe('POST /api/user/wishlist/moveToCart', () => {
  const MOVE = '/api/user/wishlist/moveToCart';

  async function cartLines(shopper: Shopper) {
    return shop.deps.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, shopper.user.id))
      .orderBy(cartItems.productId);
  }

  it('puts the product in the cart and takes it off the wishlist in one change', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: product(0).id });
    await shopper.request('POST', ADD, { productId: product(1).id });

    const response = await shopper.request('POST', MOVE, { productId: product(0).id, quantity: 2 });
    expect(response.status).toBe(200);
    const body = v.parse(MoveToCartResponseSchema, await response.json());
    expect(body.message).toBe(MOVED_TO_CART_MESSAGE);
    expect(body.data).toMatchObject({ alreadyInCart: false, cartItem: { id: product(0).id, quantity: 2 } });
    expect(await cartLines(shopper)).toEqual([{ productId: product(0).id, quantity: 2 }]);
    expect(await storedProductIds(shopper)).toEqual([product(1).id]);
    // No quantity means one, as the spec's Move to Cart sends it.
    await shopper.request('POST', MOVE, { productId: product(1).id });
    expect(await cartLines(shopper)).toContainEqual({ productId: product(1).id, quantity: 1 });
    expect(await wishlistOf(shopper)).toEqual([]);
  });

  it('keeps a line already in the cart as it is, and still takes the product off the wishlist', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', '/api/user/cart/add', { productId: product(2).id, quantity: 3 });
    await shopper.request('POST', ADD, { productId: product(2).id });
    const response = await shopper.request('POST', MOVE, { productId: product(2).id });
    expect(response.status).toBe(200);
    const body = v.parse(MoveToCartResponseSchema, await response.json());
    expect(body.data).toMatchObject({ alreadyInCart: true, cartItem: { quantity: 3 } });
    expect(await cartLines(shopper)).toEqual([{ productId: product(2).id, quantity: 3 }]);
    expect(await storedProductIds(shopper)).toEqual([]);
  });

  it('refuses an out-of-stock product with 409 and changes nothing: it stays on the wishlist, not in the cart', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: outOfStock.id });
    const key = randomUUID();
    await expectFailure(
      await shopper.request('POST', MOVE, { productId: outOfStock.id }, { 'Idempotency-Key': key }),
      409,
    );
    expect(await cartLines(shopper)).toEqual([]);
    expect(await storedProductIds(shopper)).toEqual([outOfStock.id]);
    // A refusal is not recorded: the same key is judged afresh later.
    const recorded = await shop.deps.db
      .select()
      .from(appliedChanges)
      .where(and(eq(appliedChanges.userId, shopper.user.id), eq(appliedChanges.key, key)));
    expect(recorded).toEqual([]);
  });

  it('applies a change sent again with its Idempotency-Key exactly once, replaying the first answer', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: product(3).id });
    const key = randomUUID();
    const send = () =>
      shopper.request('POST', MOVE, { productId: product(3).id, quantity: 2 }, { 'Idempotency-Key': key });
    const first = await send();
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    // Meanwhile the shopper wishes for it again and changes the cart: a replay must undo neither.
    await shopper.request('POST', ADD, { productId: product(3).id });
    await shopper.request('POST', '/api/user/cart/updateCart', { productId: product(3).id, quantity: 5 });
    const replies = await Promise.all([send(), send()]);
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await reply.text()).toBe(firstBody);
    }
    expect(await cartLines(shopper)).toEqual([{ productId: product(3).id, quantity: 5 }]);
    expect(await storedProductIds(shopper)).toEqual([product(3).id]);
    // The same key with another body is a mistake, not a repeat.
    await expectFailure(
      await shopper.request('POST', MOVE, { productId: product(4).id }, { 'Idempotency-Key': key }),
      422,
    );
  });

  it('answers 404 for an unknown product, 400 for a bad body, 401 without a session, 403 for another userId', async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await other.request('POST', ADD, { productId: product(5).id });
    await expectFailure(await shopper.request('POST', MOVE, { productId: UNKNOWN_PRODUCT }), 404);
    for (const bad of [
      {},
      { productId: 'x' },
      { productId: product(5).id, quantity: 0 },
      { productId: product(5).id, quantity: 100 },
    ]) {
      const body = await expectFailure(await shopper.request('POST', MOVE, bad), 400);
      expect(JSON.stringify(body)).not.toContain('"x"');
    }
    await expectFailure(await apiRequest(shop, 'POST', MOVE, { productId: product(5).id }), 401);
    await expectFailure(await shopper.request('POST', MOVE, { userId: other.user.id, productId: product(5).id }), 403);
    expect(await storedProductIds(other)).toEqual([product(5).id]);
    expect(await cartLines(other)).toEqual([]);
  });
});
