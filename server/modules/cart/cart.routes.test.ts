import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_IN_CART_MESSAGE, CartItemResponseSchema, CartResponseSchema } from '../../../contract/cart';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { cartItems, products } from '../../db/schema';
import { SHOPPER_CHANGES_LIMIT } from '../../http/shopper-limits';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';

let shop: TestShop;
/** Well-stocked products (at least 99), distinct, for the ordinary cases. */
let plenty: ProductRow[];
let outOfStock: ProductRow;
/** In stock, but fewer than 98 units. */
let scarce: ProductRow;

beforeAll(async () => {
  shop = await openTestShop();
  const all = [...shop.deps.catalog.allProducts()];
  plenty = all.filter((p) => p.stock >= 99).slice(0, 8);
  const zero = all.find((p) => p.stock === 0);
  const few = all.find((p) => p.stock > 1 && p.stock < 98);
  if (plenty.length < 8 || !zero || !few) throw new Error('the seeded catalog lacks the products these tests need');
  outOfStock = zero;
  scarce = few;
});
afterAll(async () => {
  await shop.close();
});

const UNKNOWN_PRODUCT = 999_999;
const ADD = '/api/user/cart/add';
const UPDATE = '/api/user/cart/updateCart';
const ITEMS = '/api/user/cart/getCartItems';

function product(index: number): ProductRow {
  const row = plenty[index];
  if (!row) throw new Error(`no product ${index}`);
  return row;
}

async function cartOf(shopper: Shopper) {
  const response = await shopper.request('GET', ITEMS);
  expect(response.status).toBe(200);
  return v.parse(CartResponseSchema, await response.json()).data;
}

/** What the database holds, whatever the API would show. */
async function storedLines(shopper: Shopper) {
  const rows = await shop.deps.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, shopper.user.id));
  return rows.sort((a, b) => a.productId - b.productId);
}

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Changes a product's stock (or price) as an order or a catalog update would, read model included. */
async function changeProduct(id: number, change: Partial<Pick<ProductRow, 'stock' | 'price' | 'mrp'>>) {
  await shop.deps.db.update(products).set(change).where(eq(products.id, id));
  await shop.deps.catalog.refreshProducts([id]);
}

describe('POST /api/user/cart/add', () => {
  it('adds one of a product when no quantity is sent (the wishlist omits it), with catalog data, its description also in Hindi', async () => {
    const shopper = await signedInShopper(shop);
    const row = product(0);
    const response = await shopper.request('POST', ADD, { userId: shopper.user.id, productId: row.id });
    expect(response.status).toBe(201);
    const { data } = v.parse(CartItemResponseSchema, await response.json());
    expect(data).toEqual({
      id: row.id,
      name: row.name,
      image: `/images/products/${row.id}/0.webp`,
      description: row.description,
      // The description in the catalog's other languages, as a card carries it.
      translations: { hi: { description: row.translations.hi?.description } },
      category: row.categoryId,
      price: row.price,
      originalPrice: row.mrp,
      quantity: 1,
      status: 'in stock',
      maxQuantity: 99,
      addedAt: shop.clock.now().toISOString(),
    });
    expect(await cartOf(shopper)).toEqual([data]);
  });

  it('adds the quantity asked for, with or without the userId', async () => {
    const shopper = await signedInShopper(shop);
    const three = await shopper.request('POST', ADD, { productId: product(0).id, quantity: 3 });
    expect(three.status).toBe(201);
    const most = await shopper.request('POST', ADD, {
      userId: shopper.user.id,
      productId: product(1).id,
      quantity: 99,
    });
    expect(most.status).toBe(201);
    expect(await storedLines(shopper)).toEqual(
      [
        { productId: product(0).id, quantity: 3 },
        { productId: product(1).id, quantity: 99 },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it('leaves a product already in the cart as it is and says so, exactly', async () => {
    const shopper = await signedInShopper(shop);
    const row = product(2);
    expect((await shopper.request('POST', ADD, { productId: row.id, quantity: 3 })).status).toBe(201);
    for (const quantity of [3, 5, undefined]) {
      const again = await expectFailure(await shopper.request('POST', ADD, { productId: row.id, quantity }), 409);
      expect(again.message).toBe(ALREADY_IN_CART_MESSAGE);
    }
    expect(await storedLines(shopper)).toEqual([{ productId: row.id, quantity: 3 }]);
  });

  it('answers 404 for a product the catalog does not have', async () => {
    const shopper = await signedInShopper(shop);
    const failure = await expectFailure(await shopper.request('POST', ADD, { productId: UNKNOWN_PRODUCT }), 404);
    expect(failure.message).toMatch(/product/i);
    expect(await storedLines(shopper)).toEqual([]);
  });

  it('refuses an out-of-stock product with 409, naming it', async () => {
    const shopper = await signedInShopper(shop);
    const failure = await expectFailure(await shopper.request('POST', ADD, { productId: outOfStock.id }), 409);
    expect(failure.message).toBe(`${outOfStock.name} is out of stock.`);
    expect(await storedLines(shopper)).toEqual([]);
  });

  it('refuses more than the stock available with 409, and takes exactly the stock', async () => {
    const shopper = await signedInShopper(shop);
    const over = await shopper.request('POST', ADD, { productId: scarce.id, quantity: scarce.stock + 1 });
    const failure = await expectFailure(over, 409);
    expect(failure.message).toBe(`Only ${scarce.stock} of ${scarce.name} left in stock.`);
    expect(await storedLines(shopper)).toEqual([]);
    const exact = await shopper.request('POST', ADD, { productId: scarce.id, quantity: scarce.stock });
    expect(exact.status).toBe(201);
    expect(v.parse(CartItemResponseSchema, await exact.json()).data.maxQuantity).toBe(scarce.stock);
  });

  it('says "already in the cart" rather than "out of stock" when the line is there', async () => {
    const shopper = await signedInShopper(shop);
    const row = product(7);
    expect((await shopper.request('POST', ADD, { productId: row.id })).status).toBe(201);
    await changeProduct(row.id, { stock: 0 });
    try {
      const failure = await expectFailure(await shopper.request('POST', ADD, { productId: row.id }), 409);
      expect(failure.message).toBe(ALREADY_IN_CART_MESSAGE);
    } finally {
      await changeProduct(row.id, { stock: row.stock });
    }
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const signedOut = await expectFailure(await apiRequest(shop, 'POST', ADD, { productId: product(0).id }), 401);
    expect(signedOut.message).toMatch(/sign in/i);
    await expectFailure(await apiRequest(shop, 'POST', ADD, '{"a":'), 401);
  });

  it("refuses another shopper's userId with 403 and changes neither cart", async () => {
    const me = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    expect((await other.request('POST', ADD, { productId: product(3).id, quantity: 2 })).status).toBe(201);
    const attempt = await me.request('POST', ADD, { userId: other.user.id, productId: product(4).id, quantity: 5 });
    await expectFailure(attempt, 403);
    expect(await storedLines(me)).toEqual([]);
    expect(await storedLines(other)).toEqual([{ productId: product(3).id, quantity: 2 }]);
  });

  it('answers 400 naming the field for wrong types, out-of-range and over-long values', async () => {
    const shopper = await signedInShopper(shop);
    const id = product(0).id;
    const cases: [unknown, string][] = [
      [{ productId: id, quantity: '2' }, 'quantity'],
      [{ productId: id, quantity: 2.5 }, 'quantity'],
      [{ productId: id, quantity: null }, 'quantity'],
      [{ productId: id, quantity: 0 }, 'quantity'],
      [{ productId: id, quantity: 100 }, 'quantity'],
      [{ productId: id, quantity: -1 }, 'quantity'],
      [{ productId: id, quantity: 1e308 }, 'quantity'],
      [{ productId: String(id) }, 'productId'],
      [{ productId: 1.5 }, 'productId'],
      [{ productId: 0 }, 'productId'],
      [{ productId: 2 ** 40 }, 'productId'],
      [{ quantity: 1 }, 'productId'],
      [{ productId: id, userId: 42 }, 'userId'],
      [{ productId: id, userId: 'not-a-user' }, 'userId'],
      [{ productId: id, userId: 'a'.repeat(5000) }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const failure = await expectFailure(await shopper.request('POST', ADD, body), 400);
      expect(Object.keys(failure.errors ?? {}), JSON.stringify(body).slice(0, 80)).toEqual([field]);
    }
    expect(await storedLines(shopper)).toEqual([]);
  });

  it('answers 400 for malformed JSON or a body that is not an object, and 413 for a huge one', async () => {
    const shopper = await signedInShopper(shop);
    for (const body of ['{"a":', '[1,2]', '"productId"', 'null']) {
      await expectFailure(await shopper.request('POST', ADD, body), 400);
    }
    const huge = await shopper.request('POST', ADD, { productId: product(0).id, note: 'x'.repeat(70 * 1024) });
    await expectFailure(huge, 413);
    expect(await storedLines(shopper)).toEqual([]);
  });
});

describe('GET /api/user/cart/getCartItems', () => {
  it('is empty for a new shopper', async () => {
    const shopper = await signedInShopper(shop);
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('lists lines oldest first, whatever their product ids', async () => {
    const shopper = await signedInShopper(shop);
    const order = [product(5), product(1), product(6), product(0)];
    for (const row of order) {
      expect((await shopper.request('POST', ADD, { productId: row.id })).status).toBe(201);
      shop.clock.advance(1000);
    }
    const items = await cartOf(shopper);
    expect(items.map((item) => item.id)).toEqual(order.map((row) => row.id));
    const times = items.map((item) => item.addedAt);
    expect(times).toEqual([...times].sort());
  });

  it('shows the current price and stock from the catalog, not those of the day it was added', async () => {
    const shopper = await signedInShopper(shop);
    const row = product(4);
    await shopper.request('POST', ADD, { productId: row.id, quantity: 2 });
    await changeProduct(row.id, { price: row.price + 7, mrp: row.mrp + 10, stock: 0 });
    try {
      const [item] = await cartOf(shopper);
      expect(item).toMatchObject({
        id: row.id,
        price: row.price + 7,
        originalPrice: row.mrp + 10,
        quantity: 2,
        status: 'out of stock',
        maxQuantity: 0,
      });
    } finally {
      await changeProduct(row.id, { price: row.price, mrp: row.mrp, stock: row.stock });
    }
    const [restored] = await cartOf(shopper);
    expect(restored).toMatchObject({ price: row.price, status: 'in stock', maxQuantity: 99 });
  });

  it('accepts the own userId, refuses another with 403, a malformed one with 400, and no session with 401', async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await other.request('POST', ADD, { productId: product(0).id });
    expect((await shopper.request('GET', `${ITEMS}?userId=${shopper.user.id}`)).status).toBe(200);
    await expectFailure(await shopper.request('GET', `${ITEMS}?userId=${other.user.id}`), 403);
    const malformed = await expectFailure(await shopper.request('GET', `${ITEMS}?userId=nobody`), 400);
    expect(Object.keys(malformed.errors ?? {})).toEqual(['userId']);
    const twice = `${ITEMS}?userId=${shopper.user.id}&userId=${shopper.user.id}`;
    await expectFailure(await shopper.request('GET', twice), 400);
    await expectFailure(await apiRequest(shop, 'GET', `${ITEMS}?userId=${other.user.id}`), 401);
  });
});

describe('POST /api/user/cart/updateCart', () => {
  it('sets the absolute quantity and answers with the whole cart; replaying it changes nothing', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: product(0).id });
    shop.clock.advance(1000);
    await shopper.request('POST', ADD, { productId: product(1).id });
    const request = { userId: shopper.user.id, productId: product(0).id, quantity: 4 };
    const first = await shopper.request('POST', UPDATE, request);
    expect(first.status).toBe(200);
    const cart = v.parse(CartResponseSchema, await first.json()).data;
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([
      [product(0).id, 4],
      [product(1).id, 1],
    ]);
    shop.clock.advance(1000);
    const replay = await shopper.request('POST', UPDATE, request);
    expect(replay.status).toBe(200);
    expect(v.parse(CartResponseSchema, await replay.json()).data).toEqual(cart);
    expect(await cartOf(shopper)).toEqual(cart);
  });

  it('removes the line at quantity 0, and answers 200 again when it is already gone', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: product(2).id, quantity: 2 });
    await shopper.request('POST', ADD, { productId: product(3).id });
    for (let i = 0; i < 2; i++) {
      const response = await shopper.request('POST', UPDATE, { productId: product(2).id, quantity: 0 });
      expect(response.status).toBe(200);
      expect(v.parse(CartResponseSchema, await response.json()).data.map((item) => item.id)).toEqual([product(3).id]);
    }
    const neverThere = await shopper.request('POST', UPDATE, { productId: UNKNOWN_PRODUCT, quantity: 0 });
    expect(neverThere.status).toBe(200);
    expect(await storedLines(shopper)).toEqual([{ productId: product(3).id, quantity: 1 }]);
  });

  it('adds a line that is not in the cart, so a change queued offline replays correctly', async () => {
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('POST', UPDATE, { productId: product(5).id, quantity: 6 });
    expect(response.status).toBe(200);
    const [item] = v.parse(CartResponseSchema, await response.json()).data;
    expect(item).toMatchObject({ id: product(5).id, quantity: 6, price: product(5).price });
    expect(await storedLines(shopper)).toEqual([{ productId: product(5).id, quantity: 6 }]);
  });

  it('keeps the line in its place in the cart when its quantity changes', async () => {
    const shopper = await signedInShopper(shop);
    for (const row of [product(6), product(0), product(3)]) {
      await shopper.request('POST', ADD, { productId: row.id });
      shop.clock.advance(1000);
    }
    await shopper.request('POST', UPDATE, { productId: product(6).id, quantity: 9 });
    expect((await cartOf(shopper)).map((item) => [item.id, item.quantity])).toEqual([
      [product(6).id, 9],
      [product(0).id, 1],
      [product(3).id, 1],
    ]);
  });

  it('refuses an unknown product (404) and an out-of-stock one (409) for a new line', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', UPDATE, { productId: UNKNOWN_PRODUCT, quantity: 1 }), 404);
    const gone = await expectFailure(
      await shopper.request('POST', UPDATE, { productId: outOfStock.id, quantity: 1 }),
      409,
    );
    expect(gone.message).toBe(`${outOfStock.name} is out of stock.`);
    expect(await storedLines(shopper)).toEqual([]);
  });

  it('refuses raising a line above the stock, but lets the shopper lower a line whose stock ran out', async () => {
    const shopper = await signedInShopper(shop);
    await shopper.request('POST', ADD, { productId: scarce.id, quantity: 1 });
    const over = await shopper.request('POST', UPDATE, { productId: scarce.id, quantity: scarce.stock + 1 });
    expect((await expectFailure(over, 409)).message).toBe(`Only ${scarce.stock} of ${scarce.name} left in stock.`);
    expect(await storedLines(shopper)).toEqual([{ productId: scarce.id, quantity: 1 }]);

    const row = product(7);
    await shopper.request('POST', ADD, { productId: row.id, quantity: 5 });
    await changeProduct(row.id, { stock: 0 });
    try {
      expect((await shopper.request('POST', UPDATE, { productId: row.id, quantity: 3 })).status).toBe(200);
      expect((await shopper.request('POST', UPDATE, { productId: row.id, quantity: 3 })).status).toBe(200);
      await expectFailure(await shopper.request('POST', UPDATE, { productId: row.id, quantity: 4 }), 409);
      const [, line] = await cartOf(shopper);
      expect(line).toMatchObject({ id: row.id, quantity: 3, status: 'out of stock', maxQuantity: 0 });
    } finally {
      await changeProduct(row.id, { stock: row.stock });
    }
  });

  it('answers 400 for a missing, mistyped or out-of-range quantity, and for malformed JSON', async () => {
    const shopper = await signedInShopper(shop);
    const id = product(0).id;
    await shopper.request('POST', ADD, { productId: id, quantity: 2 });
    const cases: [unknown, string][] = [
      [{ productId: id }, 'quantity'],
      [{ productId: id, quantity: '2' }, 'quantity'],
      [{ productId: id, quantity: 2.5 }, 'quantity'],
      [{ productId: id, quantity: -1 }, 'quantity'],
      [{ productId: id, quantity: 100 }, 'quantity'],
      [{ productId: 'one', quantity: 1 }, 'productId'],
      [{ productId: id, quantity: 1, userId: 'x'.repeat(300) }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const failure = await expectFailure(await shopper.request('POST', UPDATE, body), 400);
      expect(Object.keys(failure.errors ?? {})).toEqual([field]);
    }
    await expectFailure(await shopper.request('POST', UPDATE, '{"productId": 1, "quantity":'), 400);
    expect(await storedLines(shopper)).toEqual([{ productId: id, quantity: 2 }]);
  });

  it("answers 401 without a session and 403 for another shopper's userId, changing nothing", async () => {
    const me = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await other.request('POST', ADD, { productId: product(1).id, quantity: 2 });
    const theirs = { userId: other.user.id, productId: product(1).id, quantity: 0 };
    await expectFailure(await apiRequest(shop, 'POST', UPDATE, theirs), 401);
    await expectFailure(await me.request('POST', UPDATE, theirs), 403);
    await expectFailure(await me.request('POST', UPDATE, { ...theirs, quantity: 50 }), 403);
    expect(await storedLines(other)).toEqual([{ productId: product(1).id, quantity: 2 }]);
    expect(await storedLines(me)).toEqual([]);
  });
});

describe('two shoppers at once', () => {
  it('never mixes their carts, however their requests interleave', async () => {
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop, { name: 'Ravi Kumar', email: 'ravi@example.in' });
    const ashaRows = [product(0), product(1), product(2), product(3)];
    const raviRows = [product(2), product(3), product(4), product(5)];
    await Promise.all(
      ashaRows.flatMap((row, i) => {
        const theirs = raviRows[i] as ProductRow;
        return [
          asha.request('POST', ADD, { productId: row.id, quantity: i + 1 }),
          ravi.request('POST', ADD, { productId: theirs.id, quantity: 10 + i }),
          asha.request('POST', UPDATE, { productId: row.id, quantity: 20 + i }),
          ravi.request('POST', UPDATE, { productId: theirs.id, quantity: 30 + i }),
        ];
      }),
    );
    const expected = (rows: ProductRow[], base: number) =>
      rows.map((row, i) => ({ productId: row.id, quantity: base + i })).sort((a, b) => a.productId - b.productId);
    expect(await storedLines(asha)).toEqual(expected(ashaRows, 20));
    expect(await storedLines(ravi)).toEqual(expected(raviRows, 30));
    expect((await cartOf(asha)).map((item) => item.id).sort()).toEqual(ashaRows.map((row) => row.id).sort());
    expect((await cartOf(ravi)).map((item) => item.id).sort()).toEqual(raviRows.map((row) => row.id).sort());
    const [shared] = await shop.deps.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, asha.user.id), eq(cartItems.productId, product(2).id)));
    expect(shared?.quantity).toBe(22);
  });
});

describe('changes per minute, cart and wishlist together (decision 098)', () => {
  const WISH = '/api/user/wishlist/add';

  it('takes a whole queue drained at once up to the limit, then answers 429 with Retry-After in both languages', async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop, { name: 'Ravi Kumar', email: 'ravi@example.in' });
    const { limit, windowMs } = SHOPPER_CHANGES_LIMIT;
    // As a phone back online sends its queue: one change after another, each with its own key.
    for (let i = 0; i < limit - 1; i++) {
      const change = { productId: product(i % 4).id, quantity: 1 + (i % 5) };
      const response = await shopper.request('POST', UPDATE, change, { 'Idempotency-Key': `drain-${i}` });
      expect(response.status, `change ${i}`).toBe(200);
    }
    const wished = await shopper.request('POST', WISH, { productId: product(5).id }, { 'Idempotency-Key': 'wish-1' });
    expect(wished.status).toBe(200);
    const before = await storedLines(shopper);

    const refused = await shopper.request(
      'POST',
      UPDATE,
      { productId: product(6).id, quantity: 2 },
      { 'Idempotency-Key': 'over' },
    );
    const { message } = await expectFailure(refused, 429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowMs / 1000);
    expect(message).toMatch(/cart and wishlist.*Please try again in (\d+ seconds|1 minute)\./);
    const inHindi = await shopper.request('POST', WISH, { productId: product(7).id }, { 'Accept-Language': 'hi' });
    expect((await expectFailure(inHindi, 429)).message).toMatch(/थैले और पसंदीदा.*(सेकंड|मिनट) बाद फिर कोशिश करें।/);
    expect(inHindi.headers.get('Retry-After')).not.toBeNull();
    // Refused changes applied nothing.
    expect(await storedLines(shopper)).toEqual(before);

    // Another shopper is not held up; and the same change goes through once the wait is over.
    expect((await other.request('POST', UPDATE, { productId: product(6).id, quantity: 2 })).status).toBe(200);
    shop.clock.advance(wait * 1000);
    const later = await shopper.request(
      'POST',
      UPDATE,
      { productId: product(6).id, quantity: 2 },
      { 'Idempotency-Key': 'over' },
    );
    expect(later.status).toBe(200);
    // Two hundred requests: room for a busy 2-core machine.
  }, 120_000);
});
