import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressResponseSchema } from '../../../contract/address';
import { REPLAYED_HEADER } from '../../../contract/changes';
import { firstOrderDiscount } from '../../../contract/discount';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import {
  ConfirmOrderResponseSchema,
  istTimestamp,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  orderTotal,
  PriceConflictSchema,
} from '../../../contract/order';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { pruneAppliedChanges } from '../../http/exactly-once';
import { freshProduct } from '../../test/shop-data';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const BASE = '/api/user/order';
const TIME = '2026-11-21T15:30:00';

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

async function stockOf(id: number): Promise<ProductRow> {
  const [row] = await shop.deps.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function addressOf(shopper: Shopper, name = 'Home') {
  const response = await shopper.request('POST', '/api/user/address/addAddress', {
    name,
    phone: '9876543210',
    addressLine1: `${name} 12 MG Road`,
    addressLine2: 'Flat 4B',
    landmark: 'Near the metro',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  return v.parse(AddressResponseSchema, await response.json()).data;
}

/** An order as the app sends it; a shopper's first order (the default) is 10% off the items (decision 013). */
function submission(addressId: string, lines: { product: ProductRow; quantity: number }[], firstOrder = true) {
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: product.price }));
  return { addressId, total: orderTotal(items, firstOrder), items, method: 'COD', time: TIME };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function ordersOf(userId: string) {
  return shop.deps.db.select().from(orders).where(eq(orders.userId, userId));
}

async function placed(response: Response, status = 201): Promise<string> {
  expect(response.status).toBe(status);
  return v.parse(ConfirmOrderResponseSchema, await response.json()).data;
}

describe('without a session', () => {
  it('answers 401 to every order call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectFailure(await apiRequest(shop, 'POST', `${BASE}/confirmOrder`, submission(id, [])), 401);
    await expectFailure(await apiRequest(shop, 'GET', `${BASE}/getAllOrders`), 401);
    await expectFailure(await apiRequest(shop, 'GET', `${BASE}/getOrderDetails?orderId=${id}`), 401);
  });
});

describe('POST /api/user/order/confirmOrder', () => {
  it('places a COD order: prices and details copied, stock taken, the ordered lines leave the cart', async () => {
    const shopper = await signedInShopper(shop, { name: 'Meera Iyer' });
    const address = await addressOf(shopper);
    const rice = await freshProduct(shop, 10);
    const dal = await freshProduct(shop, 5);
    const kept = await freshProduct(shop, 5);
    await shop.deps.db.insert(cartItems).values([
      { userId: shopper.user.id, productId: rice.id, quantity: 3 },
      { userId: shopper.user.id, productId: dal.id, quantity: 1 },
      { userId: shopper.user.id, productId: kept.id, quantity: 2 },
    ]);

    const body = {
      ...submission(address.id, [
        { product: rice, quantity: 3 },
        { product: dal, quantity: 1 },
      ]),
      userId: shopper.user.id,
    };
    const orderId = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, body));

    const [order] = await ordersOf(shopper.user.id);
    const goods = rice.price * 3 + dal.price;
    expect(order).toMatchObject({
      id: orderId,
      addressId: address.id,
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'COD',
      placedAt: istTimestamp(shop.clock.now()),
      phoneTime: TIME,
      // The shop's promise, DELIVERY_PROMISE_MINUTES after it took the order (decision 012).
      estimatedDeliveryTime: '30 minutes',
      deliverBy: new Date(shop.clock.now().getTime() + 30 * 60_000),
      subtotal: goods,
      firstOrderDiscount: Math.round(goods / 10),
      shipping: 30,
      total: goods - Math.round(goods / 10) + 30,
      shippedAt: null,
      outForDeliveryAt: null,
      deliveredAt: null,
    });
    expect(order?.createdAt.toISOString()).toBe(shop.clock.now().toISOString());
    expect(order?.customer).toEqual({
      name: 'Meera Iyer',
      phone: '+919876543210',
      address: {
        addressLine1: 'Home 12 MG Road',
        addressLine2: 'Flat 4B',
        landmark: 'Near the metro',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'India',
      },
    });

    const lines = await shop.deps.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.sort((a, b) => a.productId - b.productId)).toEqual(
      [
        { product: rice, quantity: 3 },
        { product: dal, quantity: 1 },
      ]
        .map(({ product, quantity }) => ({
          orderId,
          productId: product.id,
          name: product.name,
          image: `/images/products/${product.id}/0.webp`,
          category: product.categoryId,
          quantity,
          orderedQuantity: null,
          price: product.price,
        }))
        .sort((a, b) => a.productId - b.productId),
    );

    expect((await stockOf(rice.id)).stock).toBe(7);
    expect((await stockOf(rice.id)).purchaseCount).toBe(rice.purchaseCount + 3);
    expect((await stockOf(dal.id)).stock).toBe(4);
    // The catalog read model sees the new stock at once.
    expect(shop.deps.catalog.product(rice.id)?.stock).toBe(7);

    const cart = await shop.deps.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id));
    expect(cart.map((line) => line.productId)).toEqual([kept.id]);
  });

  it('sells the last unit and shows the product out of stock afterwards', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const last = await freshProduct(shop, 1);
    await placed(
      await shopper.request('POST', `${BASE}/confirmOrder`, submission(address.id, [{ product: last, quantity: 1 }])),
    );
    expect((await stockOf(last.id)).stock).toBe(0);
    const response = await apiRequest(shop, 'GET', `/api/user/product/getProduct?productId=${last.id}`);
    expect(((await response.json()) as { data: { status: string } }).data.status).toBe('out of stock');
  });

  it("takes the order's time from the server's clock; the phone's time is only kept as what it said", async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    // A phone whose clock is years off, or an order that waited offline for a day: the server's time counts.
    const wrongClock = {
      ...submission(address.id, [{ product: await freshProduct(shop), quantity: 1 }]),
      time: '2019-01-01T09:00:00',
    };
    const orderId = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, wrongClock));
    shop.clock.advance(DAY_MS);
    const { time: _time, ...untimed } = submission(
      address.id,
      [{ product: await freshProduct(shop), quantity: 1 }],
      false,
    );
    const untimedId = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, untimed));

    const detail = async (id: string) =>
      v.parse(
        OrderDetailResponseSchema,
        await (await shopper.request('GET', `${BASE}/getOrderDetails?orderId=${id}`)).json(),
      ).data;
    const dayBefore = new Date(shop.clock.now().getTime() - DAY_MS);
    expect(await detail(orderId)).toMatchObject({
      placedAt: istTimestamp(dayBefore),
      createdAt: dayBefore.toISOString(),
      phoneTime: '2019-01-01T09:00:00',
      deliverBy: new Date(dayBefore.getTime() + 30 * 60_000).toISOString(),
    });
    expect(await detail(untimedId)).toMatchObject({ placedAt: istTimestamp(shop.clock.now()), phoneTime: null });
    expect(istTimestamp(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T15:30:00');
  });

  it('refuses a tampered price with 409, today’s prices in data, and places nothing', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const a = await freshProduct(shop, 10);
    const b = await freshProduct(shop, 10);
    await shop.deps.db.insert(cartItems).values({ userId: shopper.user.id, productId: a.id, quantity: 2 });
    const body = submission(address.id, [
      { product: { ...a, price: 1 }, quantity: 2 },
      { product: b, quantity: 1 },
    ]);
    const response = await shopper.request('POST', `${BASE}/confirmOrder`, body);
    expect(response.status).toBe(409);
    const conflict = v.parse(PriceConflictSchema, await response.json());
    expect(conflict.message).toMatch(/price/i);
    const goods = a.price * 2 + b.price;
    expect(conflict.data).toEqual({
      items: [
        { productId: a.id, price: a.price },
        { productId: b.id, price: b.price },
      ],
      firstOrderDiscount: firstOrderDiscount(goods, true),
      shipping: 30,
      total: goods - firstOrderDiscount(goods, true) + 30,
    });
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    expect((await stockOf(a.id)).stock).toBe(10);
    expect(await shop.deps.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toHaveLength(1);

    // Resubmitting with the prices the server gave back goes through.
    const corrected = {
      ...body,
      items: body.items.map((item) => ({
        ...item,
        price: conflict.data.items.find((p) => p.productId === item.productId)?.price,
      })),
      total: conflict.data.total,
    };
    await placed(await shopper.request('POST', `${BASE}/confirmOrder`, corrected));
  });

  it('refuses a tampered total (or one without shipping) with 409 and places nothing', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const body = submission(address.id, [{ product, quantity: 2 }]);
    for (const total of [body.total - 30, body.total - 1, 0, body.total + 100]) {
      const response = await shopper.request('POST', `${BASE}/confirmOrder`, { ...body, total });
      expect(response.status).toBe(409);
      expect(v.parse(PriceConflictSchema, await response.json()).data.total).toBe(body.total);
    }
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    expect((await stockOf(product.id)).stock).toBe(10);
  });

  it('refuses out-of-stock items and quantities above stock with 409 naming them, taking nothing', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const gone = await freshProduct(shop, 0);
    const scarce = await freshProduct(shop, 2);
    const plenty = await freshProduct(shop, 20);
    const response = await shopper.request(
      'POST',
      `${BASE}/confirmOrder`,
      submission(address.id, [
        { product: plenty, quantity: 1 },
        { product: gone, quantity: 1 },
        { product: scarce, quantity: 3 },
      ]),
    );
    const body = await expectFailure(response, 409);
    expect(body.message).toContain(gone.name);
    expect(body.message).toContain(scarce.name);
    expect(body.message).not.toContain(plenty.name);
    expect(body.errors).toEqual({ 'items.1.quantity': 'Out of stock', 'items.2.quantity': 'Only 2 left' });
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    expect((await stockOf(plenty.id)).stock).toBe(20);
    expect((await stockOf(scarce.id)).stock).toBe(2);
  });

  it('never sells more than the stock when orders race for the last units', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => signedInShopper(shop)));
    const addresses = await Promise.all(shoppers.map((s) => addressOf(s)));
    const scarce = await freshProduct(shop, 2);
    const responses = await Promise.all(
      shoppers.map((s, i) =>
        s.request(
          'POST',
          `${BASE}/confirmOrder`,
          submission(addresses[i]?.id ?? '', [{ product: scarce, quantity: 1 }]),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409]);
    expect((await stockOf(scarce.id)).stock).toBe(0);
    const sold = await shop.deps.db.select().from(orderItems).where(eq(orderItems.productId, scarce.id));
    expect(sold).toHaveLength(2);
  });

  it('refuses unknown products with 404 and places nothing', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const real = await freshProduct(shop, 10);
    const body = submission(address.id, [
      { product: real, quantity: 1 },
      { product: { ...real, id: 2_000_000_000 }, quantity: 1 },
    ]);
    const failure = await expectFailure(await shopper.request('POST', `${BASE}/confirmOrder`, body), 404);
    expect(failure.errors).toEqual({ 'items.1.productId': 'No such product' });
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    expect((await stockOf(real.id)).stock).toBe(10);
  });

  it("refuses an unknown address or another shopper's with 404, and their userId with 403, placing nothing", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const theirs = await addressOf(other);
    const product = await freshProduct(shop, 10);
    const line = [{ product, quantity: 1 }];
    await expectFailure(await shopper.request('POST', `${BASE}/confirmOrder`, submission(theirs.id, line)), 404);
    await expectFailure(
      await shopper.request('POST', `${BASE}/confirmOrder`, submission('00000000-0000-4000-8000-000000000000', line)),
      404,
    );
    const mine = await addressOf(shopper);
    await expectFailure(
      await shopper.request('POST', `${BASE}/confirmOrder`, { ...submission(mine.id, line), userId: other.user.id }),
      403,
    );
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    expect(await ordersOf(other.user.id)).toHaveLength(0);
    expect((await stockOf(product.id)).stock).toBe(10);
  });

  it('refuses malformed submissions with 400 naming the field, placing nothing', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const good = submission(address.id, [{ product, quantity: 1 }]);
    const item = good.items[0];
    const cases: [unknown, string][] = [
      [{ ...good, items: [] }, 'items'],
      [{ ...good, items: [{ ...item, quantity: 0 }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...item, quantity: 100 }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...item, quantity: 1.5 }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...item, quantity: '1' }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...item, price: -5 }] }, 'items.0.price'],
      [{ ...good, items: [{ ...item, productId: 'rice' }] }, 'items.0.productId'],
      [{ ...good, items: [item, item] }, 'items'],
      [{ ...good, items: 'everything' }, 'items'],
      [{ ...good, items: Array.from({ length: 101 }, (_, i) => ({ ...item, productId: i + 1 })) }, 'items'],
      [{ ...good, method: 'CARD' }, 'method'],
      [{ ...good, method: undefined }, 'method'],
      [{ ...good, total: '100' }, 'total'],
      [{ ...good, total: 1e12 }, 'total'],
      [{ ...good, addressId: 'home' }, 'addressId'],
      [{ ...good, addressId: undefined }, 'addressId'],
      [{ ...good, time: '21/11/2026 15:30' }, 'time'],
      [{ ...good, time: '2026-02-30T10:00:00' }, 'time'],
      [{ ...good, time: `${'9'.repeat(500)}` }, 'time'],
      [{ ...good, userId: 'me' }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const failure = await expectFailure(await shopper.request('POST', `${BASE}/confirmOrder`, body), 400);
      expect(failure.errors?.[field], `${field} in ${JSON.stringify(failure)}`).toBeDefined();
    }
    await expectFailure(await shopper.request('POST', `${BASE}/confirmOrder`, '{"items":'), 400);
    await expectFailure(await shopper.request('POST', `${BASE}/confirmOrder`, '"order"'), 400);
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    expect((await stockOf(product.id)).stock).toBe(10);
  });

  it('answers a replay with the same Idempotency-Key with the same order, placing exactly one', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const body = submission(address.id, [{ product, quantity: 2 }]);
    const headers = { 'Idempotency-Key': 'checkout-7f3a9c' };
    const first = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, body, headers));
    // The first answer again (201 and the same id), marked as a replay.
    const again = await shopper.request('POST', `${BASE}/confirmOrder`, body, headers);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await placed(again)).toBe(first);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect((await stockOf(product.id)).stock).toBe(8);

    // A different key is a different order (the shopper's second: no first-order discount).
    const secondBody = submission(address.id, [{ product, quantity: 2 }], false);
    const second = await placed(
      await shopper.request('POST', `${BASE}/confirmOrder`, secondBody, { 'Idempotency-Key': 'checkout-other' }),
    );
    expect(second).not.toBe(first);
    expect(await ordersOf(shopper.user.id)).toHaveLength(2);
  });

  it('places one order when retries with the same key race each other', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const body = submission(address.id, [{ product, quantity: 1 }]);
    const headers = { 'Idempotency-Key': 'race-1' };
    const responses = await Promise.all(
      [1, 2, 3].map(() => shopper.request('POST', `${BASE}/confirmOrder`, body, headers)),
    );
    const ids = await Promise.all(responses.map((r) => placed(r)));
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((r) => r.headers.get(REPLAYED_HEADER) === null)).toHaveLength(1);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect((await stockOf(product.id)).stock).toBe(9);
  });

  it('still answers with the first order when its key comes back after the 30 days keys are kept', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const body = submission(address.id, [{ product, quantity: 1 }]);
    const headers = { 'Idempotency-Key': 'offline-for-weeks' };
    const first = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, body, headers));
    await pruneAppliedChanges(shop.deps.db, new Date(shop.clock.now().getTime() + 31 * 24 * 60 * 60 * 1000));
    // The key stays with the order, so the late retry finds it instead of placing another.
    expect(await placed(await shopper.request('POST', `${BASE}/confirmOrder`, body, headers), 200)).toBe(first);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect((await stockOf(product.id)).stock).toBe(9);
  });

  it('scopes Idempotency-Key to the shopper and refuses an over-long key with 400', async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const product = await freshProduct(shop, 10);
    const headers = { 'Idempotency-Key': 'shared-key' };
    const mine = await placed(
      await shopper.request(
        'POST',
        `${BASE}/confirmOrder`,
        submission((await addressOf(shopper)).id, [{ product, quantity: 1 }]),
        headers,
      ),
    );
    const theirs = await placed(
      await other.request(
        'POST',
        `${BASE}/confirmOrder`,
        submission((await addressOf(other)).id, [{ product, quantity: 1 }]),
        headers,
      ),
    );
    expect(theirs).not.toBe(mine);

    const tooLong = { 'Idempotency-Key': 'k'.repeat(101) };
    const body = submission((await addressOf(shopper, 'Work')).id, [{ product, quantity: 1 }]);
    const failure = await expectFailure(await shopper.request('POST', `${BASE}/confirmOrder`, body, tooLong), 400);
    expect(failure.errors?.['Idempotency-Key']).toBeDefined();
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
  });
});

describe('GET /api/user/order/getAllOrders', () => {
  it("lists the shopper's own orders newest first with their items", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const empty = await shopper.request('GET', `${BASE}/getAllOrders?userId=${shopper.user.id}`);
    expect(v.parse(OrderListResponseSchema, await empty.json()).data).toEqual([]);

    const address = await addressOf(shopper);
    const tea = await freshProduct(shop, 10);
    const soap = await freshProduct(shop, 10);
    const olderAt = shop.clock.now();
    const older = await placed(
      await shopper.request('POST', `${BASE}/confirmOrder`, submission(address.id, [{ product: tea, quantity: 2 }])),
    );
    shop.clock.advance(60_000);
    const newer = await placed(
      await shopper.request(
        'POST',
        `${BASE}/confirmOrder`,
        submission(
          address.id,
          [
            { product: tea, quantity: 1 },
            { product: soap, quantity: 4 },
          ],
          false,
        ),
      ),
    );
    await placed(
      await other.request(
        'POST',
        `${BASE}/confirmOrder`,
        submission((await addressOf(other)).id, [{ product: soap, quantity: 1 }]),
      ),
    );

    const response = await shopper.request('GET', `${BASE}/getAllOrders?userId=${shopper.user.id}`);
    expect(response.status).toBe(200);
    const { data } = v.parse(OrderListResponseSchema, await response.json());
    expect(data.map((o) => o.id)).toEqual([newer, older]);
    expect(data[1]).toEqual({
      id: older,
      number: expect.any(Number),
      items: [
        {
          product: { id: tea.id, name: tea.name, image: `/images/products/${tea.id}/0.webp`, category: tea.categoryId },
          quantity: 2,
          price: tea.price,
        },
      ],
      status: 'confirmed',
      subtotal: tea.price * 2,
      firstOrderDiscount: firstOrderDiscount(tea.price * 2, true),
      shipping: 30,
      total: orderTotal([{ price: tea.price, quantity: 2 }], true),
      placedAt: istTimestamp(olderAt),
      assignedTo: null,
      paymentStatus: 'pending',
      paymentMethod: 'COD',
      estimatedDeliveryTime: '30 minutes',
      deliverBy: new Date(olderAt.getTime() + 30 * 60_000).toISOString(),
      delivered_at: null,
      cancelled_at: null,
      cancelReason: null,
      // Nobody is bringing it yet.
      rider: null,
    });
    // The short number people say, one after the other.
    expect(data[0]?.number).toBeGreaterThan(data[1]?.number ?? Number.POSITIVE_INFINITY);
    expect(data[0]).toMatchObject({ firstOrderDiscount: 0, total: tea.price + soap.price * 4 + 30 });
    expect(data[0]?.items.map((i) => [i.product.id, i.quantity]).sort()).toEqual(
      [
        [tea.id, 1],
        [soap.id, 4],
      ].sort(),
    );
    // The record keeps what was agreed even when the catalog changes later.
    await shop.deps.db
      .update(products)
      .set({ price: tea.price + 50 })
      .where(eq(products.id, tea.id));
    const again = v.parse(OrderListResponseSchema, await (await shopper.request('GET', `${BASE}/getAllOrders`)).json());
    expect(again.data[1]?.items[0]?.price).toBe(tea.price);
    await shop.deps.db.update(products).set({ price: tea.price }).where(eq(products.id, tea.id));
  });

  it("refuses another shopper's userId with 403 and a malformed one with 400", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await expectFailure(await shopper.request('GET', `${BASE}/getAllOrders?userId=${other.user.id}`), 403);
    await expectFailure(await shopper.request('GET', `${BASE}/getAllOrders?userId=x`), 400);
  });
});

describe('GET /api/user/order/getOrderDetails', () => {
  it('returns the list fields, the timestamps and the customer copy', async () => {
    const shopper = await signedInShopper(shop, { name: 'Kabir Shah' });
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const orderId = await placed(
      await shopper.request('POST', `${BASE}/confirmOrder`, submission(address.id, [{ product, quantity: 3 }])),
    );
    // Later edits of the address book do not rewrite the order.
    await shopper.request('PUT', '/api/user/address/editAddress', { ...address, city: 'Chennai', state: 'Tamil Nadu' });

    const response = await shopper.request('GET', `${BASE}/getOrderDetails?orderId=${orderId}`);
    expect(response.status).toBe(200);
    const { data } = v.parse(OrderDetailResponseSchema, await response.json());
    expect(data).toMatchObject({
      id: orderId,
      status: 'confirmed',
      total: orderTotal([{ price: product.price, quantity: 3 }], true),
      placedAt: istTimestamp(shop.clock.now()),
      phoneTime: TIME,
      paymentStatus: 'pending',
      paymentMethod: 'COD',
      estimatedDeliveryTime: '30 minutes',
      createdAt: shop.clock.now().toISOString(),
      cancelled_at: null,
      shipped_at: null,
      out_for_delivery_at: null,
      delivered_at: null,
      customer: {
        name: 'Kabir Shah',
        phone: '+919876543210',
        address: {
          addressLine1: 'Home 12 MG Road',
          addressLine2: 'Flat 4B',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          country: 'India',
        },
      },
    });
    expect(data.items).toEqual([
      {
        product: {
          id: product.id,
          name: product.name,
          image: `/images/products/${product.id}/0.webp`,
          category: product.categoryId,
        },
        quantity: 3,
        price: product.price,
      },
    ]);
  });

  it("answers 404 for another shopper's order and an unknown one, 400 for a malformed id", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const theirs = await placed(
      await other.request(
        'POST',
        `${BASE}/confirmOrder`,
        submission((await addressOf(other)).id, [{ product: await freshProduct(shop), quantity: 1 }]),
      ),
    );
    const hidden = await expectFailure(await shopper.request('GET', `${BASE}/getOrderDetails?orderId=${theirs}`), 404);
    const unknown = await expectFailure(
      await shopper.request('GET', `${BASE}/getOrderDetails?orderId=00000000-0000-4000-8000-000000000000`),
      404,
    );
    expect(hidden.message).toBe(unknown.message);
    await expectFailure(await shopper.request('GET', `${BASE}/getOrderDetails?orderId=42`), 400);
    await expectFailure(await shopper.request('GET', `${BASE}/getOrderDetails`), 400);
    const order = await shop.deps.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [theirs]));
    expect(order).toHaveLength(1);
  });
});

describe('the first-order discount (decision 013)', () => {
  async function conflictOf(response: Response) {
    expect(response.status).toBe(409);
    return v.parse(PriceConflictSchema, await response.json());
  }

  it('takes 10% off the items of the first order only; a claim on a later order gets 409 with the true total', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 20);
    const first = submission(address.id, [{ product, quantity: 3 }]);
    const goods = product.price * 3;
    const firstId = await placed(
      await shopper.request('POST', `${BASE}/confirmOrder`, {
        ...first,
        firstOrderDiscount: firstOrderDiscount(goods, true),
      }),
    );
    const [order] = await ordersOf(shopper.user.id);
    expect(order).toMatchObject({ id: firstId, subtotal: goods, shipping: 30 });
    expect(order?.firstOrderDiscount).toBe(Math.round(goods * 0.1));
    expect(order?.total).toBe(goods - Math.round(goods * 0.1) + 30);

    // The same again (another phone that did not know): the promise is used up.
    const conflict = await conflictOf(
      await shopper.request('POST', `${BASE}/confirmOrder`, {
        ...first,
        firstOrderDiscount: firstOrderDiscount(goods, true),
      }),
    );
    expect(conflict.message).toMatch(/first-order discount no longer applies/);
    expect(conflict.data).toMatchObject({ firstOrderDiscount: 0, total: goods + 30 });
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect((await stockOf(product.id)).stock).toBe(17);

    // With the shopper's consent to the new total it is placed, at full price.
    const consented = { ...first, total: conflict.data.total, firstOrderDiscount: conflict.data.firstOrderDiscount };
    await placed(await shopper.request('POST', `${BASE}/confirmOrder`, consented));
    const totals = (await ordersOf(shopper.user.id)).map((o) => [o.firstOrderDiscount, o.total]).sort();
    expect(totals).toEqual([
      [0, goods + 30],
      [Math.round(goods * 0.1), goods - Math.round(goods * 0.1) + 30],
    ]);
  });

  it('offers the discount with 409 when a first order was sent at full price, placing nothing until accepted', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const fullPrice = submission(address.id, [{ product, quantity: 2 }], false);
    const conflict = await conflictOf(await shopper.request('POST', `${BASE}/confirmOrder`, fullPrice));
    expect(conflict.message).toMatch(/first order/);
    expect(conflict.data).toMatchObject({
      firstOrderDiscount: firstOrderDiscount(product.price * 2, true),
      total: orderTotal([{ price: product.price, quantity: 2 }], true),
    });
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
    // A claimed discount that disagrees with the total is refused as well: both must be what the shop gives.
    await conflictOf(await shopper.request('POST', `${BASE}/confirmOrder`, { ...fullPrice, firstOrderDiscount: 1 }));
  });

  it('gives it to one order only when two phones place a first order at the same moment', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 20);
    const body = submission(address.id, [{ product, quantity: 1 }]);
    const responses = await Promise.all(
      ['phone-a', 'phone-b'].map((key) =>
        shopper.request('POST', `${BASE}/confirmOrder`, body, { 'Idempotency-Key': key }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const placedOrders = await ordersOf(shopper.user.id);
    expect(placedOrders.map((o) => o.firstOrderDiscount)).toEqual([firstOrderDiscount(product.price, true)]);
    expect((await stockOf(product.id)).stock).toBe(19);
  });

  it('is not used up by a cancelled order', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 10);
    const body = submission(address.id, [{ product, quantity: 1 }]);
    const cancelledId = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, body));
    expect((await shopper.request('POST', `${BASE}/cancelOrder`, { orderId: cancelledId })).status).toBe(200);
    const again = await placed(await shopper.request('POST', `${BASE}/confirmOrder`, body));
    const [order] = (await ordersOf(shopper.user.id)).filter((o) => o.id === again);
    expect(order?.firstOrderDiscount).toBe(firstOrderDiscount(product.price, true));
  });
});

describe('per-shopper caps on orders (decision 098)', () => {
  const confirm = (shopper: Shopper, body: unknown, headers: Record<string, string> = {}) =>
    shopper.request('POST', `${BASE}/confirmOrder`, body, headers);

  /** A shopper with one delivered order behind them, so no order of theirs gets the first-order discount. */
  async function regularShopper() {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const first = await placed(
      await confirm(shopper, submission(address.id, [{ product: await freshProduct(shop, 5), quantity: 1 }])),
    );
    await shop.deps.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first));
    return { shopper, address };
  }

  it("refuses the issue's three orders of 99 of one product with 409 saying why; the product stays in stock for others", async () => {
    const { shopper, address } = await regularShopper();
    const product = await freshProduct(shop, 300);
    const hoard = submission(address.id, [{ product, quantity: 99 }], false);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((key) => confirm(shopper, hoard, { 'Idempotency-Key': `hoard-${key}` })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) {
      // The failure envelope alone: not a price conflict, which the checkout would show as new prices.
      expect(await refused.clone().json()).not.toHaveProperty('data');
      const body = await expectFailure(refused, 409);
      expect(body.message).toBe(
        `At most 150 of one product can be on order for you at once: ${product.name} (51 more). Please lower the quantity, or wait for your earlier orders to arrive.`,
      );
      expect(body.errors).toEqual({ 'items.0.quantity': 'At most 51 more' });
    }
    expect((await stockOf(product.id)).stock).toBe(201);

    // Someone else can still buy it.
    const neighbour = await signedInShopper(shop);
    const theirs = await addressOf(neighbour);
    await placed(await confirm(neighbour, submission(theirs.id, [{ product, quantity: 99 }])));
    expect((await stockOf(product.id)).stock).toBe(102);

    // The hoarder may fill up to the cap, no further; in Hindi too.
    const over = await confirm(shopper, submission(address.id, [{ product, quantity: 52 }], false), {
      'Accept-Language': 'hi',
    });
    expect((await expectFailure(over, 409)).message).toMatch(
      new RegExp(`ज़्यादा से ज़्यादा 150 .*${product.name} \\(51 और\\)`),
    );
    await placed(await confirm(shopper, submission(address.id, [{ product, quantity: 51 }], false)));
    const none = await expectFailure(
      await confirm(shopper, submission(address.id, [{ product, quantity: 1 }], false)),
      409,
    );
    expect(none.errors).toEqual({ 'items.0.quantity': 'No more until your orders arrive' });
    expect((await stockOf(product.id)).stock).toBe(51);
  });

  it('places 10 orders an hour (429 with Retry-After after) and keeps at most 10 open, even two sent at once', async () => {
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const product = await freshProduct(shop, 100);
    const one = (firstOrder = false) => submission(address.id, [{ product, quantity: 1 }], firstOrder);
    const ids = [await placed(await confirm(shopper, one(true)))];
    for (let i = 1; i < 10; i++) ids.push(await placed(await confirm(shopper, one())));

    const tooSoon = await confirm(shopper, one());
    expect((await expectFailure(tooSoon, 429)).message).toMatch(
      /orders in the last hour\. Please try again in \d+ minutes?\./,
    );
    const wait = Number(tooSoon.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    const inHindi = await confirm(shopper, one(), { 'Accept-Language': 'hi' });
    expect((await expectFailure(inHindi, 429)).message).toMatch(/पिछले एक घंटे में .* मिनट बाद फिर कोशिश करें।/);

    shop.clock.advance(wait * 1000);
    const eleventh = await expectFailure(await confirm(shopper, one()), 409);
    expect(eleventh.message).toBe(
      'You already have 10 orders on their way. Please wait for one to arrive, or cancel one, before placing another.',
    );
    const hindi = await expectFailure(await confirm(shopper, one(), { 'Accept-Language': 'hi' }), 409);
    expect(hindi.message).toMatch(/आपके 10 ऑर्डर पहले से रास्ते में हैं।/);
    expect(await ordersOf(shopper.user.id)).toHaveLength(10);

    // A cancelled order and a delivered one are no longer open.
    expect((await shopper.request('POST', `${BASE}/cancelOrder`, { orderId: ids[0] })).status).toBe(200);
    await placed(await confirm(shopper, one()));
    await shop.deps.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(eq(orders.id, ids[1] ?? ''));
    // One place left, asked for by two phones at once: the caps are checked under the shopper's lock.
    const race = await Promise.all(
      ['x', 'y'].map((key) => confirm(shopper, one(), { 'Idempotency-Key': `race-${key}` })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const open = (await ordersOf(shopper.user.id)).filter((o) => o.status !== 'cancelled' && o.status !== 'delivered');
    expect(open).toHaveLength(10);
    expect((await stockOf(product.id)).stock).toBe(100 - 11);
  });
});
