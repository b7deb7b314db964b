import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../../contract/changes';
import * as shopApi from '../../../contract/endpoints/shop';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import {
  CancelOrderResponseSchema,
  ConfirmOrderResponseSchema,
  OrderDetailResponseSchema,
  orderTotal,
} from '../../../contract/order';
import { orderEvents, orders, products } from '../../db/schema';
import { crewOf, moveOrderTo } from '../../test/order-steps';
import { addressOf, freshProduct } from '../../test/shop-data';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { boardMessages } from '../board/messages';
import type { ProductRow } from '../catalog/catalog.repo';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const CANCEL = '/api/user/order/cancelOrder';

async function productRow(id: number): Promise<ProductRow> {
  const [row] = await shop.deps.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function newShopper(): Promise<{ shopper: Shopper; addressId: string }> {
  const shopper = await signedInShopper(shop);
  return { shopper, addressId: (await addressOf(shopper)).id };
}

const hasOrdered = new Set<string>();

/** Places an order; a shopper's first order is 10% off the items (decision 013). None is cancelled before the next. */
async function order(
  { shopper, addressId }: { shopper: Shopper; addressId: string },
  lines: { product: ProductRow; quantity: number }[],
): Promise<string> {
  const firstOrder = !hasOrdered.has(shopper.user.id);
  hasOrdered.add(shopper.user.id);
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: product.price }));
  const response = await shopper.request('POST', '/api/user/order/confirmOrder', {
    addressId,
    items,
    total: orderTotal(items, firstOrder),
    method: 'COD',
  });
  expect(response.status).toBe(201);
  return v.parse(ConfirmOrderResponseSchema, await response.json()).data;
}

async function statusOf(orderId: string) {
  const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return v.parse(FailureEnvelopeSchema, await response.json());
}

describe('POST /api/user/order/cancelOrder', () => {
  it('cancels a confirmed order: status and time, stock and purchase count back, the shop sees the stock at once', async () => {
    const buyer = await newShopper();
    const rice = await freshProduct(shop, 10);
    const dal = await freshProduct(shop, 4);
    const orderId = await order(buyer, [
      { product: rice, quantity: 3 },
      { product: dal, quantity: 4 },
    ]);
    expect((await productRow(dal.id)).stock).toBe(0);
    shop.clock.advance(30_000);

    const response = await buyer.shopper.request('POST', CANCEL, { orderId });
    expect(response.status).toBe(200);
    const { data } = v.parse(CancelOrderResponseSchema, await response.json());
    expect(data).toMatchObject({
      id: orderId,
      status: 'cancelled',
      cancelled_at: shop.clock.now().toISOString(),
      cancelReason: 'shopper_asked',
    });
    // Recorded as the shopper's own step (by no one of the staff), for the board.
    const events = await shop.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => [event.kind, event.staffName, event.detail])).toEqual([
      ['placed', null, {}],
      ['cancelled', null, { reason: 'shopper_asked' }],
    ]);

    expect(await productRow(rice.id)).toMatchObject({ stock: 10, purchaseCount: rice.purchaseCount });
    expect(await productRow(dal.id)).toMatchObject({ stock: 4, purchaseCount: dal.purchaseCount });
    expect(shop.deps.catalog.product(dal.id)?.stock).toBe(4);

    // The details and the list say so.
    const detail = await buyer.shopper.request('GET', `/api/user/order/getOrderDetails?orderId=${orderId}`);
    expect(v.parse(OrderDetailResponseSchema, await detail.json()).data.status).toBe('cancelled');
  });

  it('cancels an accepted order, and the staff cannot move a cancelled order on', async () => {
    const buyer = await newShopper();
    const product = await freshProduct(shop, 5);
    const orderId = await order(buyer, [{ product, quantity: 2 }]);
    await moveOrderTo(shop, orderId, 'processing');
    expect((await statusOf(orderId))?.status).toBe('processing');

    expect((await buyer.shopper.request('POST', CANCEL, { orderId })).status).toBe(200);
    const { packer } = await crewOf(shop);
    const tooLate = await refusal(await packer.request('POST', shopApi.packOrder.path, { orderId }), 409);
    expect(tooLate.message).toBe(boardMessages.en.shopperCancelled);
    expect(await statusOf(orderId)).toMatchObject({ status: 'cancelled', shippedAt: null, deliveredAt: null });
    expect((await productRow(product.id)).stock).toBe(5);
  });

  it('refuses once the order is packed (409 saying why) and changes nothing', async () => {
    const buyer = await newShopper();
    const product = await freshProduct(shop, 5);
    const orderId = await order(buyer, [{ product, quantity: 1 }]);
    await moveOrderTo(shop, orderId, 'packed');
    expect((await statusOf(orderId))?.status).toBe('packed');

    const packed = await refusal(await buyer.shopper.request('POST', CANCEL, { orderId }), 409);
    expect(packed.message).toMatch(/already packed — .*can no longer be cancelled/);
    expect(await statusOf(orderId)).toMatchObject({ status: 'packed', cancelledAt: null });
    expect((await productRow(product.id)).stock).toBe(4);

    await moveOrderTo(shop, orderId, 'out_for_delivery');
    await refusal(await buyer.shopper.request('POST', CANCEL, { orderId }), 409);
    await moveOrderTo(shop, orderId, 'delivered');
    const delivered = await refusal(await buyer.shopper.request('POST', CANCEL, { orderId }), 409);
    expect(delivered.message).toMatch(/already delivered/);
    expect((await productRow(product.id)).stock).toBe(4);
  });

  it('answers a second cancel with the cancelled order, putting the stock back only once', async () => {
    const buyer = await newShopper();
    const product = await freshProduct(shop, 8);
    const orderId = await order(buyer, [{ product, quantity: 3 }]);
    const key = { 'Idempotency-Key': 'cancel-once' };
    expect((await buyer.shopper.request('POST', CANCEL, { orderId }, key)).status).toBe(200);
    const replay = await buyer.shopper.request('POST', CANCEL, { orderId }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    // The order as it is now, read again (decision 099).
    expect(v.parse(CancelOrderResponseSchema, await replay.json()).data.status).toBe('cancelled');
    // Another tap (a new key): the order is cancelled already, nothing more happens.
    const again = await buyer.shopper.request('POST', CANCEL, { orderId }, { 'Idempotency-Key': 'cancel-twice' });
    expect(v.parse(CancelOrderResponseSchema, await again.json()).data.status).toBe('cancelled');
    expect((await productRow(product.id)).stock).toBe(8);
  });

  it("answers 404 for another shopper's order or an unknown one, 400 for a malformed id, 401 without a session", async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    const product = await freshProduct(shop, 5);
    const orderId = await order(owner, [{ product, quantity: 1 }]);

    const theirs = await refusal(await stranger.shopper.request('POST', CANCEL, { orderId }), 404);
    const unknown = await refusal(
      await stranger.shopper.request('POST', CANCEL, { orderId: '00000000-0000-4000-8000-000000000000' }),
      404,
    );
    expect(theirs.message).toBe(unknown.message);
    const malformed = await refusal(await owner.shopper.request('POST', CANCEL, { orderId: 'my-order' }), 400);
    expect(JSON.stringify(malformed)).not.toContain('my-order');
    await refusal(await owner.shopper.request('POST', CANCEL, {}), 400);
    await refusal(await apiRequest(shop, 'POST', CANCEL, { orderId }), 401);
    expect((await statusOf(orderId))?.status).toBe('confirmed');
    expect((await productRow(product.id)).stock).toBe(4);
  });
});

describe('cancelling while a packer packs the order', () => {
  /** An accepted order, ready to be packed. */
  async function accepted(buyer: { shopper: Shopper; addressId: string }, product: ProductRow) {
    const orderId = await order(buyer, [{ product, quantity: 2 }]);
    await moveOrderTo(shop, orderId, 'processing');
    return orderId;
  }

  it('refuses a cancel after the packing, and puts no stock back', async () => {
    const buyer = await newShopper();
    const product = await freshProduct(shop, 10);
    const orderId = await accepted(buyer, product);
    await moveOrderTo(shop, orderId, 'packed');
    const refused = await refusal(await buyer.shopper.request('POST', CANCEL, { orderId }), 409);
    expect(refused.message).toMatch(/already packed/);
    expect(await statusOf(orderId)).toMatchObject({ status: 'packed', cancelledAt: null });
    expect((await productRow(product.id)).stock).toBe(8);
  });

  it('settles every race one way or the other: cancelled with the stock back, or packed with 409', async () => {
    const buyer = await newShopper();
    const product = await freshProduct(shop, 40);
    const orderIds = [];
    for (let i = 0; i < 8; i++) orderIds.push(await accepted(buyer, product));
    const { packer } = await crewOf(shop);
    const answers = await Promise.all(
      orderIds.map((orderId) =>
        Promise.all([
          packer.request('POST', shopApi.packOrder.path, { orderId }),
          buyer.shopper.request('POST', CANCEL, { orderId }),
        ]),
      ),
    );
    let cancelled = 0;
    for (const [i, [pack, cancel]] of answers.entries()) {
      const row = await statusOf(orderIds[i] ?? '');
      // Exactly one of the two won, and the other was told why.
      expect([pack.status, cancel.status].sort()).toEqual([200, 409]);
      if (cancel.status === 200) {
        expect(row).toMatchObject({ status: 'cancelled', shippedAt: null });
        expect((await refusal(pack, 409)).message).toBe(boardMessages.en.shopperCancelled);
        cancelled++;
      } else {
        expect(row).toMatchObject({ status: 'packed', cancelledAt: null });
      }
    }
    // Each order took 2; exactly the cancelled ones gave theirs back.
    expect((await productRow(product.id)).stock).toBe(40 - 2 * 8 + 2 * cancelled);
  });
});
