import { and, eq, sql } from 'drizzle-orm';
import { type Handler, Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartResponseSchema } from '../../contract/cart';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  INVALID_IDEMPOTENCY_KEY_MESSAGE,
  REPLAYED_HEADER,
} from '../../contract/changes';
import { FailureEnvelopeSchema } from '../../contract/envelope';
import { ConfirmOrderResponseSchema, orderTotal } from '../../contract/order';
import { WishlistResponseSchema } from '../../contract/wishlist';
import { appliedChanges, cartItems, orders, products, wishlistItems } from '../db/schema';
import type { ProductRow } from '../modules/catalog/catalog.repo';
import { addressOf, freshProduct } from '../test/shop-data';
import { type Shopper, signedInShopper } from '../test/shopper';
import { openTestShop, type TestShop } from '../test/test-shop';
import {
  APPLIED_CHANGE_KEYS_PER_SHOPPER,
  APPLIED_CHANGE_RETENTION_MS,
  exactlyOnce,
  KEPT_ANSWER_MAX_BYTES,
  pruneAppliedChanges,
  startPruningAppliedChanges,
} from './exactly-once';
import { httpMessages } from './messages';
import { fail, ok } from './respond';
import type { AppEnv } from './session';

let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const ADD = '/api/user/cart/add';
const UPDATE = '/api/user/cart/updateCart';
const WISH = '/api/user/wishlist/add';
const UNWISH = '/api/user/wishlist/deleteWishlistItem';
const ORDER = '/api/user/order/confirmOrder';
const DAY = 24 * 60 * 60 * 1000;

let keys = 0;
const newKey = () => `${crypto.randomUUID()}-${++keys}`;

async function setStock(id: number, stock: number) {
  await shop.deps.db.update(products).set({ stock }).where(eq(products.id, id));
  await shop.deps.catalog.refreshProducts([id]);
}

async function stockOf(id: number) {
  const [row] = await shop.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock;
}

function send(shopper: Shopper, method: string, path: string, body: unknown, key?: string) {
  return shopper.request(method, path, body, key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key });
}

/** Status, body (as sent: a replay must be the same bytes) and whether it was marked as a replay. */
async function answer(response: Response) {
  return { status: response.status, body: await response.text(), replayed: response.headers.get(REPLAYED_HEADER) };
}

async function cartLines(shopper: Shopper) {
  return shop.deps.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, shopper.user.id));
}

async function wishedIds(shopper: Shopper) {
  const rows = await shop.deps.db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, shopper.user.id));
  return rows.map((row) => row.productId);
}

async function recordedKeys(userId: string) {
  const rows = await shop.deps.db
    .select({ key: appliedChanges.key, status: appliedChanges.status })
    .from(appliedChanges)
    .where(eq(appliedChanges.userId, userId));
  return rows;
}

function orderOf(addressId: string, product: ProductRow, quantity: number) {
  return {
    addressId,
    items: [{ productId: product.id, quantity, price: product.price }],
    // Each shopper here orders once: their first order, 10% off the items (decision 013).
    total: orderTotal([{ price: product.price, quantity }], true),
    method: 'COD',
    time: '2026-11-21T15:30:00',
  };
}

async function ordersOf(shopper: Shopper) {
  return shop.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.user.id));
}

describe('a change sent again with its key', () => {
  it('cart/add: answers with the first answer, marked as a replay, and adds nothing more', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const key = newKey();
    const first = await answer(await send(shopper, 'POST', ADD, { productId: product.id, quantity: 2 }, key));
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    // Without the key this would be 409 'already in the cart'.
    const again = await answer(await send(shopper, 'POST', ADD, { productId: product.id, quantity: 2 }, key));
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await cartLines(shopper)).toEqual([{ productId: product.id, quantity: 2 }]);
    expect(await recordedKeys(shopper.user.id)).toEqual([{ key, status: 201 }]);
  });

  it('matches the same body whatever order its fields come in', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const key = newKey();
    const first = await send(shopper, 'POST', ADD, `{"productId":${product.id},"quantity":1}`, key);
    expect(first.status).toBe(201);
    const again = await send(shopper, 'POST', ADD, `{ "quantity": 1, "productId": ${product.id} }`, key);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('cart/updateCart: a late repeat does not undo a newer change, and answers the cart as it is now', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const toThree = newKey();
    const first = await answer(await send(shopper, 'POST', UPDATE, { productId: product.id, quantity: 3 }, toThree));
    expect(first.status).toBe(200);
    expect((await send(shopper, 'POST', UPDATE, { productId: product.id, quantity: 5 }, newKey())).status).toBe(200);
    // The first change's answer was lost and it comes again after the second: the cart stays at 5, and the
    // phone, which shows the answer as the server's cart, is told 5 (the first answer said 3).
    const again = await send(shopper, 'POST', UPDATE, { productId: product.id, quantity: 3 }, toThree);
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const cart = v.parse(CartResponseSchema, await again.json()).data;
    expect(cart.map((line) => [line.id, line.quantity])).toEqual([[product.id, 5]]);
    expect(await cartLines(shopper)).toEqual([{ productId: product.id, quantity: 5 }]);
  });

  it('wishlist add and delete: repeats change nothing', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const addKey = newKey();
    const deleteKey = newKey();
    const added = await answer(await send(shopper, 'POST', WISH, { productId: product.id }, addKey));
    expect(added.status).toBe(200);
    const deleted = await answer(
      await send(shopper, 'DELETE', `${UNWISH}?productId=${product.id}`, undefined, deleteKey),
    );
    expect(deleted.status).toBe(200);
    expect(await wishedIds(shopper)).toEqual([]);

    // The add comes again after the delete: it is not wished for again.
    expect(await answer(await send(shopper, 'POST', WISH, { productId: product.id }, addKey))).toEqual({
      ...added,
      replayed: 'true',
    });
    expect(await wishedIds(shopper)).toEqual([]);
    // The delete's answer is the list as it is now.
    await send(shopper, 'POST', WISH, { productId: product.id }, newKey());
    const deletedAgain = await send(shopper, 'DELETE', `${UNWISH}?productId=${product.id}`, undefined, deleteKey);
    expect(deletedAgain.status).toBe(200);
    expect(deletedAgain.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(v.parse(WishlistResponseSchema, await deletedAgain.json()).data.map((item) => item.id)).toEqual([
      product.id,
    ]);
    expect(await wishedIds(shopper)).toEqual([product.id]);
  });

  it('confirmOrder: one order, the same id, stock taken once', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const key = newKey();
    const body = orderOf(address.id, product, 3);
    const first = await send(shopper, 'POST', ORDER, body, key);
    expect(first.status).toBe(201);
    const id = v.parse(ConfirmOrderResponseSchema, await first.json()).data;
    const again = await send(shopper, 'POST', ORDER, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(v.parse(ConfirmOrderResponseSchema, await again.json()).data).toBe(id);
    expect(await ordersOf(shopper)).toEqual([{ id }]);
    expect(await stockOf(product.id)).toBe(7);
    // The read model was refreshed after the commit.
    expect(shop.deps.catalog.product(product.id)?.stock).toBe(7);
  });
});

describe('the same key for a different request', () => {
  it('is refused with 422 and changes nothing, on the same endpoint or another', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const other = await freshProduct(shop);
    const key = newKey();
    expect((await send(shopper, 'POST', UPDATE, { productId: product.id, quantity: 2 }, key)).status).toBe(200);

    for (const [method, path, body] of [
      ['POST', UPDATE, { productId: product.id, quantity: 4 }],
      ['POST', UPDATE, { productId: other.id, quantity: 2 }],
      ['POST', ADD, { productId: other.id, quantity: 2 }],
      ['DELETE', `${UNWISH}?productId=${product.id}`, undefined],
    ] as const) {
      const response = await send(shopper, method, path, body, key);
      expect(response.status, `${method} ${path}`).toBe(422);
      expect(v.parse(FailureEnvelopeSchema, await response.json()).message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    expect(await cartLines(shopper)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it('confirmOrder with a different order body: 422, never the earlier order id', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const key = newKey();
    const first = await send(shopper, 'POST', ORDER, orderOf(address.id, product, 2), key);
    expect(first.status).toBe(201);
    const id = v.parse(ConfirmOrderResponseSchema, await first.json()).data;

    const reused = await send(shopper, 'POST', ORDER, orderOf(address.id, product, 3), key);
    expect(reused.status).toBe(422);
    const refusal = await reused.text();
    expect(v.parse(FailureEnvelopeSchema, JSON.parse(refusal)).message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    expect(refusal).not.toContain(id);
    expect(await ordersOf(shopper)).toEqual([{ id }]);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('sees a different query as a different request', async () => {
    const shopper = await signedInShopper(shop);
    const [a, b] = [await freshProduct(shop), await freshProduct(shop)];
    const key = newKey();
    expect((await send(shopper, 'DELETE', `${UNWISH}?productId=${a.id}`, undefined, key)).status).toBe(200);
    expect((await send(shopper, 'DELETE', `${UNWISH}?productId=${b.id}`, undefined, key)).status).toBe(422);
  });
});

describe('the same key sent at the same time', () => {
  it('cart/add five times at once: one line, one first answer, four replays of it', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const key = newKey();
    const body = { productId: product.id, quantity: 2 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => answer(await send(shopper, 'POST', ADD, body, key))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await cartLines(shopper)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it('confirmOrder five times at once: one order, stock taken once', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const key = newKey();
    const body = orderOf(address.id, product, 2);
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(shopper, 'POST', ORDER, body, key)));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(responses.map(async (r) => v.parse(ConfirmOrderResponseSchema, await r.json()).data));
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((r) => r.headers.get(REPLAYED_HEADER) === null)).toHaveLength(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('keyed orders of two shoppers racing for the last units: one placed, the other refused and not recorded', async () => {
    const [one, two] = [await signedInShopper(shop), await signedInShopper(shop)];
    const [oneAddress, twoAddress] = [await addressOf(one), await addressOf(two)];
    const product = await freshProduct(shop, 3);
    const [oneKey, twoKey] = [newKey(), newKey()];
    const [a, b] = await Promise.all([
      send(one, 'POST', ORDER, orderOf(oneAddress.id, product, 2), oneKey),
      send(two, 'POST', ORDER, orderOf(twoAddress.id, product, 2), twoKey),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await stockOf(product.id)).toBe(1);
    const loser = a.status === 409 ? one : two;
    expect(await recordedKeys(loser.user.id)).toEqual([]);
    expect(await ordersOf(loser)).toEqual([]);
  });
});

describe('a refused change', () => {
  it('is not recorded: the same key is evaluated afresh and succeeds once the cause is gone', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop, 0);
    const key = newKey();
    const body = { productId: product.id, quantity: 1 };
    const refused = await send(shopper, 'POST', ADD, body, key);
    expect(refused.status).toBe(409);
    expect(refused.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await recordedKeys(shopper.user.id)).toEqual([]);
    // Still refused while still out of stock (evaluated again, not replayed).
    expect((await send(shopper, 'POST', ADD, body, key)).status).toBe(409);

    await setStock(product.id, 5);
    const added = await send(shopper, 'POST', ADD, body, key);
    expect(added.status).toBe(201);
    expect(added.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await cartLines(shopper)).toEqual([{ productId: product.id, quantity: 1 }]);
  });

  it('an order refused for its price takes nothing and its key can place it later', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const key = newKey();
    const stale = orderOf(address.id, { ...product, price: product.price + 1 }, 1);
    expect((await send(shopper, 'POST', ORDER, stale, key)).status).toBe(409);
    expect(await ordersOf(shopper)).toEqual([]);
    // Same key, accepted prices: a different request for a key with no record, so it is placed.
    expect((await send(shopper, 'POST', ORDER, orderOf(address.id, product, 1), key)).status).toBe(201);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(9);
  });
});

describe('keys', () => {
  it('belong to one shopper: the same key of another shopper is a change of its own', async () => {
    const [one, two] = [await signedInShopper(shop), await signedInShopper(shop)];
    const product = await freshProduct(shop);
    const key = newKey();
    const body = { productId: product.id, quantity: 1 };
    for (const shopper of [one, two]) {
      const response = await send(shopper, 'POST', ADD, body, key);
      expect(response.status).toBe(201);
      expect(response.headers.get(REPLAYED_HEADER)).toBeNull();
      expect(await cartLines(shopper)).toEqual([{ productId: product.id, quantity: 1 }]);
    }
  });

  it('are refused with 400 when empty, too long or not printable ASCII, changing nothing', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    for (const key of ['', 'k'.repeat(101), 'caf\u00e9']) {
      const response = await send(shopper, 'POST', ADD, { productId: product.id }, key);
      expect(response.status, JSON.stringify(key)).toBe(400);
      const failure = v.parse(FailureEnvelopeSchema, await response.json());
      expect(failure.message).toBe(INVALID_IDEMPOTENCY_KEY_MESSAGE);
      expect(failure.errors?.[IDEMPOTENCY_KEY_HEADER]).toBeDefined();
    }
    expect(await cartLines(shopper)).toEqual([]);
    // The longest allowed key (a UUID is far shorter) works.
    expect((await send(shopper, 'POST', ADD, { productId: product.id }, 'k'.repeat(100))).status).toBe(201);
  });

  it('go with the account when it is deleted', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    expect((await send(shopper, 'POST', ADD, { productId: product.id }, newKey())).status).toBe(201);
    expect(await recordedKeys(shopper.user.id)).toHaveLength(1);
    expect((await shopper.request('DELETE', '/api/user/deleteAccount')).status).toBe(200);
    expect(await recordedKeys(shopper.user.id)).toEqual([]);
  });
});

describe('without the header', () => {
  it('the endpoints answer as they always did and record nothing', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    const body = { productId: product.id, quantity: 1 };
    expect((await send(shopper, 'POST', ADD, body)).status).toBe(201);
    const second = await send(shopper, 'POST', ADD, body);
    expect(second.status).toBe(409);
    expect(second.headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await send(shopper, 'POST', WISH, { productId: product.id })).status).toBe(200);
    expect((await send(shopper, 'DELETE', `${UNWISH}?productId=${product.id}`, undefined)).status).toBe(200);
    expect(await recordedKeys(shopper.user.id)).toEqual([]);
  });
});

describe('keeping keys 30 days', () => {
  /** A change applied with its row dated `daysAgo` before the shop's now. */
  async function appliedDaysAgo(shopper: Shopper, daysAgo: number) {
    const product = await freshProduct(shop);
    const key = newKey();
    expect((await send(shopper, 'POST', ADD, { productId: product.id }, key)).status).toBe(201);
    await shop.deps.db
      .update(appliedChanges)
      .set({ createdAt: new Date(shop.clock.now().getTime() - daysAgo * DAY) })
      .where(and(eq(appliedChanges.userId, shopper.user.id), eq(appliedChanges.key, key)));
    return { key, product };
  }

  it('prunes only keys older than 30 days; a pruned key is evaluated afresh', async () => {
    expect(APPLIED_CHANGE_RETENTION_MS).toBe(30 * DAY);
    const shopper = await signedInShopper(shop);
    const kept = await appliedDaysAgo(shopper, 29);
    const gone = await appliedDaysAgo(shopper, 30.01);
    expect(await pruneAppliedChanges(shop.deps.db, shop.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await recordedKeys(shopper.user.id)).map((r) => r.key)).toEqual([kept.key]);

    const replay = await send(shopper, 'POST', ADD, { productId: kept.product.id }, kept.key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    // Forgotten: the add is judged again, and the product is already in the cart.
    expect((await send(shopper, 'POST', ADD, { productId: gone.product.id }, gone.key)).status).toBe(409);
  });

  it('prunes on a timer started with the shop, and stops cleanly', async () => {
    const shopper = await signedInShopper(shop);
    await appliedDaysAgo(shopper, 31);
    const fresh = await appliedDaysAgo(shopper, 0);
    const stop = startPruningAppliedChanges({ db: shop.deps.db, clock: shop.clock }, 20);
    try {
      await expect
        .poll(async () => (await recordedKeys(shopper.user.id)).map((r) => r.key), { timeout: 5000 })
        .toEqual([fresh.key]);
    } finally {
      await stop();
    }
  });
});

/** The bytes a shopper's keys take in applied_changes: each value as PostgreSQL keeps it (compressed, in TOAST or not). */
async function keptBytes(userId: string): Promise<number> {
  const result = await shop.deps.db.execute(sql`
    SELECT coalesce(sum(pg_column_size(user_id) + pg_column_size(key) + pg_column_size(fingerprint)
      + pg_column_size(status) + coalesce(pg_column_size(body), 0) + pg_column_size(created_at)), 0)::int AS bytes
    FROM applied_changes WHERE user_id = ${userId}`);
  return Number((result as unknown as { rows: { bytes: number }[] }).rows[0]?.bytes);
}

/** Puts `count` lines of products no test is handed (the catalog's last) straight into the shopper's cart. */
async function fillCart(shopper: Shopper, count: number) {
  const lines = [...shop.deps.catalog.allProducts()].slice(-count).map((product) => ({
    userId: shopper.user.id,
    productId: product.id,
    quantity: 1,
    addedAt: shop.clock.now(),
  }));
  await shop.deps.db.insert(cartItems).values(lines);
}

describe('what a key keeps', () => {
  it('updateCart: a small record per change, the same with 300 lines in the cart as with one', async () => {
    const [small, large] = [await signedInShopper(shop), await signedInShopper(shop)];
    const product = await freshProduct(shop);
    await fillCart(large, 299);
    const changes = 5;
    async function bytesPerChange(shopper: Shopper) {
      const before = await keptBytes(shopper.user.id);
      let last = { key: '', quantity: 0 };
      for (let quantity = 1; quantity <= changes; quantity++) {
        last = { key: crypto.randomUUID(), quantity };
        const body = { productId: product.id, quantity };
        expect((await send(shopper, 'POST', UPDATE, body, last.key)).status).toBe(200);
      }
      return { bytes: ((await keptBytes(shopper.user.id)) - before) / changes, last };
    }
    const one = await bytesPerChange(small);
    const many = await bytesPerChange(large);
    // The key, the fingerprint, the status and the time: the first answer (300 lines, 270 KB) is not kept.
    expect(many.bytes).toBeLessThanOrEqual(160);
    expect(many.bytes).toBe(one.bytes);

    // Its repeat is answered with the whole cart, read again.
    const again = await send(
      large,
      'POST',
      UPDATE,
      { productId: product.id, quantity: many.last.quantity },
      many.last.key,
    );
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const cart = v.parse(CartResponseSchema, await again.json()).data;
    expect(cart).toHaveLength(300);
    expect(cart.find((line) => line.id === product.id)?.quantity).toBe(changes);
  });
});

describe('keys per shopper', () => {
  it('keep the newest, dropping the oldest as a key is written; a dropped key is evaluated afresh', async () => {
    const [shopper, other] = [await signedInShopper(shop), await signedInShopper(shop)];
    const [first, second] = [await freshProduct(shop), await freshProduct(shop)];
    const oldest = newKey();
    expect((await send(shopper, 'POST', ADD, { productId: first.id }, oldest)).status).toBe(201);
    const start = shop.clock.now().getTime();
    // The other shopper's older key is theirs: not counted, not dropped.
    const othersKey = {
      userId: other.user.id,
      key: newKey(),
      fingerprint: 'f',
      status: 200,
      createdAt: new Date(start - DAY),
    };
    // The rest of the cap, a minute apart after the oldest, written directly (2,000 requests would take a while).
    const later = Array.from({ length: APPLIED_CHANGE_KEYS_PER_SHOPPER - 1 }, (_, i) => ({
      userId: shopper.user.id,
      key: `later-${i}`,
      fingerprint: 'f',
      status: 200,
      createdAt: new Date(start + (i + 1) * 60_000),
    }));
    for (let i = 0; i < later.length; i += 500)
      await shop.deps.db.insert(appliedChanges).values(later.slice(i, i + 500));
    await shop.deps.db.insert(appliedChanges).values(othersKey);
    shop.clock.advance(APPLIED_CHANGE_KEYS_PER_SHOPPER * 60_000);
    expect(await recordedKeys(shopper.user.id)).toHaveLength(APPLIED_CHANGE_KEYS_PER_SHOPPER);

    const newest = newKey();
    expect((await send(shopper, 'POST', ADD, { productId: second.id }, newest)).status).toBe(201);
    const kept = new Set((await recordedKeys(shopper.user.id)).map((row) => row.key));
    expect(kept.size).toBe(APPLIED_CHANGE_KEYS_PER_SHOPPER);
    expect(kept.has(oldest)).toBe(false);
    expect(kept.has('later-0')).toBe(true);
    expect(kept.has(newest)).toBe(true);
    expect((await recordedKeys(other.user.id)).map((row) => row.key)).toEqual([othersKey.key]);

    // Forgotten, as a pruned key is: the add is judged again, and the product is already in the cart.
    const again = await send(shopper, 'POST', ADD, { productId: first.id }, oldest);
    expect(again.status).toBe(409);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
  });
});

describe('exactlyOnce as a middleware', () => {
  /** A bare app around one handler, signed in as `userId`, with the app's error answer. */
  function appWith(userId: string, handler: Handler<AppEnv>) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', {
        id: userId,
        name: 'T',
        email: 't@example.in',
        phone: '+919800000000',
        alternatePhone: null,
        language: null,
      });
      c.set('db', shop.deps.db);
      await next();
    });
    app.post('/change', exactlyOnce(shop.deps), handler);
    app.onError((_error, c) => fail(c, 500, 'Something went wrong'));
    return (key: string) => app.request('/change', { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  }

  it('rolls back a change whose handler threw, key included, and runs no deferred work', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    let ran = 0;
    const call = appWith(shopper.user.id, async (c) => {
      await c.var.db.insert(wishlistItems).values({ userId: shopper.user.id, productId: product.id });
      c.var.afterCommit(async () => {
        ran++;
      });
      throw new Error('boom');
    });
    expect((await call(newKey())).status).toBe(500);
    expect(await wishedIds(shopper)).toEqual([]);
    expect(await recordedKeys(shopper.user.id)).toEqual([]);
    expect(ran).toBe(0);
  });

  it('runs deferred work after the commit, where it may read through deps.db', async () => {
    const shopper = await signedInShopper(shop);
    const product = await freshProduct(shop);
    let seen: number[] = [];
    const call = appWith(shopper.user.id, async (c) => {
      await c.var.db.insert(wishlistItems).values({ userId: shopper.user.id, productId: product.id });
      // On PGlite this read would wait for the open transaction for ever if it ran inside it.
      c.var.afterCommit(async () => {
        seen = await wishedIds(shopper);
      });
      return ok(c, 'done');
    });
    const key = newKey();
    expect((await call(key)).status).toBe(200);
    expect(seen).toEqual([product.id]);
    seen = [];
    const again = await call(key);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual({ success: true, data: 'done' });
    expect(seen).toEqual([]);
  });

  it('keeps no answer over the bound: the change is applied once, and its repeat is told so', async () => {
    const shopper = await signedInShopper(shop);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let ran = 0;
    const call = appWith(shopper.user.id, async (c) => {
      ran++;
      return ok(c, 'x'.repeat(KEPT_ANSWER_MAX_BYTES));
    });
    try {
      const key = newKey();
      expect((await call(key)).status).toBe(200);
      const [row] = await shop.deps.db
        .select({ status: appliedChanges.status, body: appliedChanges.body })
        .from(appliedChanges)
        .where(and(eq(appliedChanges.userId, shopper.user.id), eq(appliedChanges.key, key)));
      expect(row).toEqual({ status: 200, body: null });
      const again = await call(key);
      expect(again.status).toBe(409);
      expect(v.parse(FailureEnvelopeSchema, await again.json()).message).toBe(httpMessages.en.changeAlreadyApplied);
      expect(ran).toBe(1);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it('drops deferred work with a refusal', async () => {
    const shopper = await signedInShopper(shop);
    let ran = 0;
    const call = appWith(shopper.user.id, async (c) => {
      c.var.afterCommit(async () => {
        ran++;
      });
      return fail(c, 409, 'No.');
    });
    expect((await call(newKey())).status).toBe(409);
    expect(ran).toBe(0);
  });
});
