import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressResponseSchema } from '../../../contract/address';
import {
  ConfirmOrderResponseSchema,
  type OrderDetail,
  OrderDetailResponseSchema,
  orderTotal,
} from '../../../contract/order';
import { orders } from '../../db/schema';
import { type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { promiseDelivery, SIMULATED_DELIVERY_STEPS } from './delivery-promise';
import { advanceOrders, startFulfilmentSimulator } from './fulfilment-simulator';

let shop: TestShop;
let shopper: Shopper;
let addressId: string;
let products: { id: number; price: number }[];
beforeAll(async () => {
  shop = await openTestShop({ FULFILMENT_STEP_SECONDS: '60' });
  shopper = await signedInShopper(shop);
  const response = await shopper.request('POST', '/api/user/address/addAddress', {
    name: 'Home',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  addressId = v.parse(AddressResponseSchema, await response.json()).data.id;
  products = [...shop.deps.catalog.allProducts()].filter((p) => p.stock > 20).slice(0, 20);
});
afterAll(async () => {
  await shop.close();
});

const STEP_MS = 60_000;
let nextProduct = 0;

async function placeOrder(): Promise<string> {
  const product = products[nextProduct++];
  if (!product) throw new Error('ran out of products');
  const response = await shopper.request('POST', '/api/user/order/confirmOrder', {
    addressId,
    items: [{ productId: product.id, quantity: 1, price: product.price }],
    // The shopper's first order is 10% off the items (decision 013).
    total: orderTotal([{ price: product.price, quantity: 1 }], nextProduct === 1),
    method: 'COD',
  });
  expect(response.status).toBe(201);
  return v.parse(ConfirmOrderResponseSchema, await response.json()).data;
}

async function detail(orderId: string): Promise<OrderDetail> {
  const response = await shopper.request('GET', `/api/user/order/getOrderDetails?orderId=${orderId}`);
  return v.parse(OrderDetailResponseSchema, await response.json()).data;
}

const iso = () => shop.clock.now().toISOString();

describe('advanceOrders', () => {
  it('walks an order through every status, one step per elapsed step, stamping the timeline', async () => {
    const orderId = await placeOrder();
    const placedAt = iso();
    expect(await detail(orderId)).toMatchObject({ status: 'confirmed', shipped_at: null, paymentStatus: 'pending' });

    // Not yet a whole step: nothing moves.
    shop.clock.advance(STEP_MS - 1000);
    await advanceOrders(shop.deps);
    expect((await detail(orderId)).status).toBe('confirmed');

    shop.clock.advance(1000);
    await advanceOrders(shop.deps);
    expect(await detail(orderId)).toMatchObject({ status: 'processing', shipped_at: null, createdAt: placedAt });

    shop.clock.advance(STEP_MS);
    await advanceOrders(shop.deps);
    const packedAt = iso();
    expect(await detail(orderId)).toMatchObject({ status: 'packed', shipped_at: packedAt, out_for_delivery_at: null });

    shop.clock.advance(STEP_MS);
    await advanceOrders(shop.deps);
    const outAt = iso();
    expect(await detail(orderId)).toMatchObject({
      status: 'out_for_delivery',
      shipped_at: packedAt,
      out_for_delivery_at: outAt,
      delivered_at: null,
      paymentStatus: 'pending',
    });

    shop.clock.advance(STEP_MS);
    await advanceOrders(shop.deps);
    const deliveredAt = iso();
    expect(await detail(orderId)).toMatchObject({
      status: 'delivered',
      createdAt: placedAt,
      shipped_at: packedAt,
      out_for_delivery_at: outAt,
      delivered_at: deliveredAt,
      paymentStatus: 'paid',
    });

    // Delivered is the end of the road.
    shop.clock.advance(10 * STEP_MS);
    await advanceOrders(shop.deps);
    expect((await detail(orderId)).delivered_at).toBe(deliveredAt);
  });

  it('moves an order only one step per pass however long it waited, and counts what moved', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    shop.clock.advance(100 * STEP_MS);
    expect(await advanceOrders(shop.deps)).toBe(2);
    expect((await detail(first)).status).toBe('processing');
    expect(await advanceOrders(shop.deps)).toBe(2);
    expect((await detail(second)).status).toBe('packed');
    // out_for_delivery waits a step after packing, even for an old order.
    expect(await advanceOrders(shop.deps)).toBe(0);
    shop.clock.advance(STEP_MS);
    expect(await advanceOrders(shop.deps)).toBe(2);
    expect((await detail(first)).status).toBe('out_for_delivery');
    shop.clock.advance(STEP_MS);
    expect(await advanceOrders(shop.deps)).toBe(2);
    expect(await advanceOrders(shop.deps)).toBe(0);
    expect((await detail(second)).status).toBe('delivered');
  });

  it('never advances a cancelled order', async () => {
    const orderId = await placeOrder();
    await shop.deps.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    shop.clock.advance(10 * STEP_MS);
    for (let pass = 0; pass < 5; pass++) await advanceOrders(shop.deps);
    expect(await detail(orderId)).toMatchObject({ status: 'cancelled', shipped_at: null, paymentStatus: 'pending' });
  });
});

describe('the delivery promise made while the simulator runs (decision 012)', () => {
  it('is kept: an order is delivered by its promised time whenever in the tick it was placed', async () => {
    const simulatorOn = { FULFILMENT_SIMULATOR: true, FULFILMENT_STEP_SECONDS: STEP_MS / 1000 };
    // The simulator ticks every step from its start; the order may land anywhere between two ticks.
    for (const offset of [1, STEP_MS / 4, STEP_MS / 2, STEP_MS - 1]) {
      shop.clock.advance(STEP_MS - (shop.clock.now().getTime() % STEP_MS));
      shop.clock.advance(offset);
      const orderId = await placeOrder();
      const { deliverBy } = promiseDelivery(new Date((await detail(orderId)).createdAt), simulatorOn);
      shop.clock.advance(STEP_MS - offset);
      for (let tick = 0; tick < 10 && (await detail(orderId)).status !== 'delivered'; tick++) {
        await advanceOrders(shop.deps);
        if ((await detail(orderId)).status !== 'delivered') shop.clock.advance(STEP_MS);
      }
      const delivered = await detail(orderId);
      expect(delivered.status).toBe('delivered');
      expect(new Date(delivered.delivered_at ?? '').getTime()).toBeLessThanOrEqual(deliverBy.getTime());
    }
    expect(SIMULATED_DELIVERY_STEPS).toBe(5);
  });
});

describe('startFulfilmentSimulator', () => {
  it('runs passes on its interval until stopped', async () => {
    const fast = { ...shop.deps, env: { ...shop.deps.env, FULFILMENT_STEP_SECONDS: 0.02 } };
    const orderId = await placeOrder();
    const stop = startFulfilmentSimulator(fast);
    try {
      for (let wait = 0; wait < 200 && (await detail(orderId)).status !== 'delivered'; wait++) {
        shop.clock.advance(1000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await detail(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    } finally {
      stop();
    }

    const later = await placeOrder();
    shop.clock.advance(10 * STEP_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await detail(later)).status).toBe('confirmed');
  });
});
