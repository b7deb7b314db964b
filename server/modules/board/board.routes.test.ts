import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shopApi from '../../../contract/endpoints/shop';
import { OrderDetailResponseSchema, OrderListResponseSchema } from '../../../contract/order';
import { BoardResponseSchema } from '../../../contract/shop';
import { categories, orderEvents, orders, shopSettings } from '../../db/schema';
import { freshProduct } from '../../test/shop-data';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { describeStaffAccess } from '../../test/staff-access';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { type Buyer, newBuyer, placeOrder, refusal, staffOrderOf } from './board.test-support';
import { boardMessages } from './messages';

let shop: TestShop;
let owner: TestStaff;
let packer: TestStaff;
let rider: TestStaff;
let otherRider: TestStaff;
beforeAll(async () => {
  shop = await openTestShop();
  owner = await signedInStaff(shop, 'owner', { name: 'Owner Om' });
  packer = await signedInStaff(shop, 'packer', { name: 'Packer Priya' });
  rider = await signedInStaff(shop, 'rider', { name: 'Ravi Kumar', phone: '+919811112222' });
  otherRider = await signedInStaff(shop, 'rider', { name: 'Sunil Rao' });
});
afterAll(async () => {
  await shop.close();
});

const ORDER_ID = '00000000-0000-4000-8000-000000000000';
const STAFF_ID = '00000000-0000-4000-8000-000000000001';

/** This module's rows of the staff access table (server/test/staff-access.ts): who may call, a request that passes validation. */
const order = () => ({ orderId: ORDER_ID });
describeStaffAccess([
  { endpoint: shopApi.board, roles: ['owner', 'packer', 'rider'] },
  { endpoint: shopApi.staffOrder, roles: ['owner', 'packer', 'rider'], query: order },
  { endpoint: shopApi.acceptOrder, roles: ['owner', 'packer'], body: order },
  {
    endpoint: shopApi.cancelOrderByShop,
    roles: ['owner', 'packer'],
    body: () => ({ orderId: ORDER_ID, reason: 'shop_closed' }),
  },
  {
    endpoint: shopApi.changeLine,
    roles: ['owner', 'packer'],
    body: () => ({ orderId: ORDER_ID, productId: 1, quantity: 0 }),
  },
  { endpoint: shopApi.packOrder, roles: ['owner', 'packer'], body: order },
  { endpoint: shopApi.handToRider, roles: ['owner', 'packer'], body: () => ({ orderId: ORDER_ID, riderId: STAFF_ID }) },
  { endpoint: shopApi.deliverOrder, roles: ['owner', 'rider'], body: () => ({ orderId: ORDER_ID, paidBy: 'cash' }) },
  { endpoint: shopApi.riderMoney, roles: ['owner', 'rider'] },
  { endpoint: shopApi.cashReceived, roles: ['owner'], body: () => ({ riderId: STAFF_ID }) },
]);

describe('an order walked from new to delivered by the shop', () => {
  it('accepts, packs, hands to a rider and delivers, each step recorded with who took it; the shopper sees it', async () => {
    await shop.deps.db
      .insert(shopSettings)
      .values({ id: 1, upiId: 'kirana.shop@okbank', upiName: 'Kirana & Sons' })
      .onConflictDoUpdate({ target: shopSettings.id, set: { upiId: 'kirana.shop@okbank', upiName: 'Kirana & Sons' } });
    const buyer = await newBuyer(shop);
    const product = await freshProduct(shop, 10);
    const orderId = await placeOrder(buyer, [{ product, quantity: 2 }]);

    const accepted = await staffOrderOf(await packer.request('POST', shopApi.acceptOrder.path, { orderId }));
    expect(accepted.status).toBe('processing');
    expect(accepted.upi).toBeNull();
    shop.clock.advance(60_000);
    const packed = await staffOrderOf(await packer.request('POST', shopApi.packOrder.path, { orderId }));
    expect(packed).toMatchObject({ status: 'packed', shipped_at: shop.clock.now().toISOString() });
    // Ready to leave: the QR's link, for exactly the order's total.
    expect(packed.upi?.link).toBe(
      `upi://pay?pa=kirana.shop%40okbank&pn=Kirana%20%26%20Sons&am=${packed.total}.00&cu=INR&tn=Order%20%23${packed.number}`,
    );

    const handed = await staffOrderOf(
      await packer.request('POST', shopApi.handToRider.path, { orderId, riderId: rider.id }),
    );
    expect(handed).toMatchObject({ status: 'out_for_delivery', rider: { name: 'Ravi', phone: '+919811112222' } });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ riderId: rider.id, riderName: 'Ravi Kumar', riderPhone: '+919811112222' });

    // The shopper sees who is coming: the first name only, and a number to call.
    const detail = v.parse(
      OrderDetailResponseSchema,
      await (await buyer.shopper.request('GET', `/api/user/order/getOrderDetails?orderId=${orderId}`)).json(),
    ).data;
    expect(detail).toMatchObject({ number: handed.number, rider: { name: 'Ravi', phone: '+919811112222' } });
    const list = v.parse(
      OrderListResponseSchema,
      await (await buyer.shopper.request('GET', '/api/user/order/getAllOrders')).json(),
    ).data;
    expect(list[0]).toMatchObject({ id: orderId, number: handed.number, rider: { name: 'Ravi' } });

    shop.clock.advance(60_000);
    const delivered = await staffOrderOf(
      await rider.request('POST', shopApi.deliverOrder.path, { orderId, paidBy: 'cash' }),
    );
    expect(delivered).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      delivered_at: shop.clock.now().toISOString(),
    });
    expect(delivered.upi).toBeNull();
    expect(delivered.events.map((event) => [event.kind, event.by])).toEqual([
      ['placed', null],
      ['accepted', 'Packer Priya'],
      ['packed', 'Packer Priya'],
      ['out_for_delivery', 'Packer Priya'],
      ['delivered', 'Ravi Kumar'],
    ]);
    expect(delivered.events[3]?.detail).toEqual({ riderId: rider.id, riderName: 'Ravi Kumar' });
    expect(delivered.events[4]?.detail).toEqual({ paidBy: 'cash', amount: delivered.total });
    const [paid] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid).toMatchObject({ paidBy: 'cash', upiReference: null, acceptedAt: expect.any(Date) });
  });

  it('takes a UPI payment only with its reference, and keeps it', async () => {
    const buyer = await newBuyer(shop);
    const orderId = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
    for (const step of [shopApi.acceptOrder, shopApi.packOrder]) {
      await staffOrderOf(await packer.request('POST', step.path, { orderId }));
    }
    await staffOrderOf(await packer.request('POST', shopApi.handToRider.path, { orderId, riderId: rider.id }));
    const missing = await refusal(
      await rider.request('POST', shopApi.deliverOrder.path, { orderId, paidBy: 'upi' }),
      400,
    );
    expect(missing.errors).toHaveProperty('upiReference');
    const paid = await staffOrderOf(
      await rider.request('POST', shopApi.deliverOrder.path, { orderId, paidBy: 'upi', upiReference: '412345678901' }),
    );
    expect(paid.events.at(-1)?.detail).toEqual({ paidBy: 'upi', amount: paid.total, upiReference: '412345678901' });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ paidBy: 'upi', upiReference: '412345678901', status: 'delivered' });
  });
});

describe('the board', () => {
  async function boardOf(member: TestStaff, view?: string) {
    const response = await member.request('GET', `${shopApi.board.path}${view ? `?view=${view}` : ''}`);
    expect(response.status).toBe(200);
    return v.parse(BoardResponseSchema, await response.json()).data;
  }

  it('shows each column, the oldest new order first, with every column’s count and the last event', async () => {
    const before = await boardOf(owner);
    const buyer: Buyer = await newBuyer(shop, 'Meera Iyer');
    const first = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
    shop.clock.advance(1000);
    const second = await placeOrder(buyer, [
      { product: await freshProduct(shop), quantity: 1 },
      { product: await freshProduct(shop), quantity: 3 },
    ]);
    shop.clock.advance(1000);
    const third = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
    await staffOrderOf(await packer.request('POST', shopApi.acceptOrder.path, { orderId: third }));

    const board = await boardOf(packer, 'new');
    const mine = board.orders.filter((order) => [first, second, third].includes(order.id));
    expect(mine.map((order) => order.id)).toEqual([first, second]);
    // No column named: every column at once, for the counter laptop.
    const everything = (await boardOf(packer)).orders.filter((order) => [first, second, third].includes(order.id));
    expect(everything.map((order) => [order.id, order.status])).toEqual([
      [first, 'confirmed'],
      [second, 'confirmed'],
      [third, 'processing'],
    ]);
    expect(mine[1]).toMatchObject({
      customerName: 'Meera Iyer',
      area: 'Bengaluru',
      lineCount: 2,
      status: 'confirmed',
      rider: null,
      cancelReason: null,
    });
    expect(board.counts.new).toBe(before.counts.new + 2);
    expect(board.counts.accepted).toBe(before.counts.accepted + 1);
    const all = await shop.deps.db.select({ id: orderEvents.id }).from(orderEvents);
    expect(board.lastEventId).toBe(Math.max(...all.map((event) => event.id)));
    expect((await boardOf(packer, 'accepted')).orders.map((order) => order.id)).toContain(third);

    // Cancelled today, with the reason.
    await staffOrderOf(
      await owner.request('POST', shopApi.cancelOrderByShop.path, { orderId: first, reason: 'address_not_served' }),
    );
    const cancelled = await boardOf(owner, 'cancelled');
    expect(cancelled.orders.find((order) => order.id === first)).toMatchObject({ cancelReason: 'address_not_served' });
    // Tomorrow in India, today's cancelled and delivered columns start empty again.
    shop.clock.advance(24 * 60 * 60_000);
    const tomorrow = await boardOf(owner, 'cancelled');
    expect(tomorrow.orders.map((order) => order.id)).not.toContain(first);
    expect(tomorrow.counts.cancelled).toBe(0);
    expect(tomorrow.counts.delivered_today).toBe(0);
  });

  it('shows a rider only the orders handed to them', async () => {
    const buyer = await newBuyer(shop);
    const theirs = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
    const notTheirs = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
    for (const [orderId, to] of [
      [theirs, rider],
      [notTheirs, otherRider],
    ] as const) {
      await staffOrderOf(await packer.request('POST', shopApi.acceptOrder.path, { orderId }));
      await staffOrderOf(await packer.request('POST', shopApi.packOrder.path, { orderId }));
      await staffOrderOf(await packer.request('POST', shopApi.handToRider.path, { orderId, riderId: to.id }));
    }
    const riders = await boardOf(rider, 'out_for_delivery');
    expect(riders.orders.map((order) => order.id)).toContain(theirs);
    expect(riders.orders.map((order) => order.id)).not.toContain(notTheirs);
    expect(riders.orders.every((order) => order.rider?.id === rider.id)).toBe(true);
    expect(riders.counts.new).toBe(0);

    // Another rider's order is answered as no order at all, and cannot be delivered by them.
    const absent = await refusal(await rider.request('GET', `${shopApi.staffOrder.path}?orderId=${ORDER_ID}`), 404);
    const hidden = await refusal(await rider.request('GET', `${shopApi.staffOrder.path}?orderId=${notTheirs}`), 404);
    expect(hidden).toEqual(absent);
    expect(hidden.message).toBe(boardMessages.en.orderNotFound);
    await refusal(await rider.request('POST', shopApi.deliverOrder.path, { orderId: notTheirs, paidBy: 'cash' }), 404);
    expect((await staffOrderOf(await rider.request('GET', `${shopApi.staffOrder.path}?orderId=${theirs}`))).id).toBe(
      theirs,
    );
  });
});

describe('the pick list', () => {
  it('groups the lines by the shop’s aisle, with the Hindi of what each is beside the printed name', async () => {
    const buyer = await newBuyer(shop);
    const products = [await freshProduct(shop), await freshProduct(shop), await freshProduct(shop)];
    const orderId = await placeOrder(
      buyer,
      products.map((product) => ({ product, quantity: 1 })),
    );
    const order = await staffOrderOf(await packer.request('GET', `${shopApi.staffOrder.path}?orderId=${orderId}`));
    const aisles = await shop.deps.db.select().from(categories);
    const aisleOf = new Map(aisles.map((aisle) => [aisle.id, aisle]));
    expect(order.lines).toHaveLength(3);
    for (const product of products) {
      const line = order.lines.find((candidate) => candidate.productId === product.id);
      expect(line).toMatchObject({
        name: product.name,
        category: aisleOf.get(product.categoryId)?.name,
        quantity: 1,
        orderedQuantity: 1,
        price: product.price,
      });
      // The seeded catalog's kinds all have their Hindi (catalog-data/kinds-*.hi.ts).
      expect(line?.nameHi).toMatch(/[\u0900-\u097F]/);
    }
    const positions = order.lines.map((line) => aisles.find((aisle) => aisle.name === line.category)?.position ?? 0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
