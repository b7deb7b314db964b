import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../../contract/changes';
import { firstOrderDiscount } from '../../../contract/discount';
import * as shopApi from '../../../contract/endpoints/shop';
import { OrderDetailResponseSchema } from '../../../contract/order';
import { orderEvents, orderItems, orders, products, staffAppliedChanges } from '../../db/schema';
import { freshProduct } from '../../test/shop-data';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';
import { type Buyer, newBuyer, placeOrder, refusal, staffOrderOf } from './board.test-support';
import { boardMessages } from './messages';

let shop: TestShop;
let owner: TestStaff;
let packer: TestStaff;
let secondPacker: TestStaff;
let rider: TestStaff;
beforeAll(async () => {
  shop = await openTestShop();
  owner = await signedInStaff(shop, 'owner', { name: 'Owner Om' });
  packer = await signedInStaff(shop, 'packer', { name: 'Packer Priya' });
  secondPacker = await signedInStaff(shop, 'packer', { name: 'Packer Pawan' });
  rider = await signedInStaff(shop, 'rider', { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await shop.close();
});

const en = boardMessages.en;

async function stockOf(productId: number) {
  const [row] = await shop.deps.db.select().from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function eventsOf(orderId: string) {
  return shop.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

const accept = (member: TestStaff, orderId: string, headers?: Record<string, string>) =>
  member.request('POST', shopApi.acceptOrder.path, { orderId }, headers);
const pack = (member: TestStaff, orderId: string) => member.request('POST', shopApi.packOrder.path, { orderId });
const handOver = (member: TestStaff, orderId: string, riderId = rider.id) =>
  member.request('POST', shopApi.handToRider.path, { orderId, riderId });
const deliver = (member: TestStaff, orderId: string) =>
  member.request('POST', shopApi.deliverOrder.path, { orderId, paidBy: 'cash' });
const changeLine = (orderId: string, productId: number, quantity: number) =>
  packer.request('POST', shopApi.changeLine.path, { orderId, productId, quantity });

async function anOrder(quantity = 1) {
  const buyer = await newBuyer(shop);
  const product = await freshProduct(shop, 20);
  return { buyer, product, orderId: await placeOrder(buyer, [{ product, quantity }]) };
}

describe('orders move forward only', () => {
  it('refuses a skipped step with 409 saying what the order is now, in English and Hindi', async () => {
    const { orderId } = await anOrder();
    const number = (await staffOrderOf(await packer.request('GET', `${shopApi.staffOrder.path}?orderId=${orderId}`)))
      .number;
    expect((await refusal(await pack(packer, orderId), 409)).message).toBe(en.stillNew({ number }));
    expect((await refusal(await handOver(packer, orderId), 409)).message).toBe(en.stillNew({ number }));
    const hindi = await packer.request('POST', shopApi.packOrder.path, { orderId }, { 'Accept-Language': 'hi' });
    expect((await refusal(hindi, 409)).message).toBe(boardMessages.hi.stillNew({ number }));

    await staffOrderOf(await accept(packer, orderId));
    expect((await refusal(await deliver(owner, orderId), 409)).message).toBe(en.notPackedYet({ number }));
    expect((await refusal(await handOver(packer, orderId), 409)).message).toBe(en.notPackedYet({ number }));
    // Nothing moved: still accepted, one event each for placing and accepting.
    expect((await eventsOf(orderId)).map((event) => event.kind)).toEqual(['placed', 'accepted']);
  });

  it('refuses a step back with 409 naming who took the step', async () => {
    const { orderId } = await anOrder();
    await staffOrderOf(await accept(packer, orderId));
    await staffOrderOf(await pack(packer, orderId));
    const number = (await staffOrderOf(await handOver(packer, orderId))).number;
    expect((await refusal(await accept(secondPacker, orderId), 409)).message).toBe(
      en.alreadyOut({ number, rider: 'Ravi Kumar' }),
    );
    expect((await refusal(await pack(secondPacker, orderId), 409)).message).toBe(
      en.alreadyOut({ number, rider: 'Ravi Kumar' }),
    );
    await staffOrderOf(await deliver(rider, orderId));
    expect((await refusal(await deliver(rider, orderId), 409)).message).toBe(en.alreadyDelivered({ number }));
    expect((await refusal(await changeLine(orderId, 1, 0), 409)).message).toBe(en.alreadyDelivered({ number }));

    const { orderId: packedId } = await anOrder();
    await staffOrderOf(await accept(packer, packedId));
    const packedNumber = (await staffOrderOf(await pack(packer, packedId))).number;
    expect((await refusal(await accept(owner, packedId), 409)).message).toBe(
      en.alreadyPacked({ number: packedNumber, by: 'Packer Priya' }),
    );
  });

  it('makes one accept of two packers accepting at once: one event, the other told who accepted', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await anOrder();
      const answers = await Promise.all([accept(packer, orderId), accept(secondPacker, orderId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? packer : secondPacker;
      const loser = answers.find((answer) => answer.status === 409) as Response;
      const { number } = (await staffOrderOf(answers.find((answer) => answer.status === 200) as Response)) ?? {};
      expect((await refusal(loser, 409)).message).toBe(en.alreadyAccepted({ number, by: winner.name }));
      const accepted = (await eventsOf(orderId)).filter((event) => event.kind === 'accepted');
      expect(accepted.map((event) => event.staffId)).toEqual([winner.id]);
    }
  });

  it('refuses a step made after the shopper cancelled, saying so', async () => {
    const { buyer, orderId } = await anOrder();
    const cancelled = await buyer.shopper.request('POST', '/api/user/order/cancelOrder', { orderId });
    expect(cancelled.status).toBe(200);
    for (const late of [accept(packer, orderId), pack(packer, orderId), handOver(packer, orderId)]) {
      expect((await refusal(await late, 409)).message).toBe(en.shopperCancelled);
    }
    const shopCancel = await packer.request('POST', shopApi.cancelOrderByShop.path, { orderId, reason: 'shop_closed' });
    expect((await refusal(shopCancel, 409)).message).toBe(en.shopperCancelled);
  });

  it('hands an order only to one of the shop’s riders', async () => {
    const { orderId } = await anOrder();
    await staffOrderOf(await accept(packer, orderId));
    await staffOrderOf(await pack(packer, orderId));
    const toPacker = await refusal(await handOver(packer, orderId, secondPacker.id), 409);
    expect(toPacker.message).toBe(en.notARider({ name: 'Packer Pawan' }));
    const toNobody = await refusal(await handOver(packer, orderId, '00000000-0000-4000-8000-000000000009'), 409);
    expect(toNobody.message).toBe(en.noSuchRider);
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'packed', riderId: null });
  });
});

describe('the shop cancels with a reason', () => {
  it('returns the stock, and the shopper’s order says why', async () => {
    const buyer = await newBuyer(shop);
    const rice = await freshProduct(shop, 10);
    const dal = await freshProduct(shop, 10);
    const orderId = await placeOrder(buyer, [
      { product: rice, quantity: 3 },
      { product: dal, quantity: 2 },
    ]);
    await staffOrderOf(await accept(packer, orderId));
    // A line the shop had less of already gave back its difference; the cancel returns what is left.
    await staffOrderOf(await changeLine(orderId, rice.id, 1));
    await staffOrderOf(await pack(packer, orderId));
    expect([await stockOf(rice.id), await stockOf(dal.id)]).toEqual([9, 8]);

    const cancelled = await staffOrderOf(
      await packer.request('POST', shopApi.cancelOrderByShop.path, { orderId, reason: 'out_of_stock' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'out_of_stock' });
    expect([await stockOf(rice.id), await stockOf(dal.id)]).toEqual([10, 10]);
    expect(shop.deps.catalog.product(rice.id)?.stock).toBe(10);
    expect(cancelled.events.at(-1)).toMatchObject({
      kind: 'cancelled',
      by: 'Packer Priya',
      detail: { reason: 'out_of_stock' },
    });

    const seen = v.parse(
      OrderDetailResponseSchema,
      await (await buyer.shopper.request('GET', `/api/user/order/getOrderDetails?orderId=${orderId}`)).json(),
    ).data;
    expect(seen).toMatchObject({ status: 'cancelled', cancelReason: 'out_of_stock' });
    // The shop's cancel is not the shopper's: a later step says who cancelled and why.
    expect((await refusal(await accept(owner, orderId), 409)).message).toBe(
      en.shopCancelled({ number: cancelled.number, by: 'Packer Priya', reason: en.reasonOutOfStock }),
    );
  });

  it('cannot cancel an order once it left with its rider', async () => {
    const { orderId, product } = await anOrder(2);
    await staffOrderOf(await accept(packer, orderId));
    await staffOrderOf(await pack(packer, orderId));
    await staffOrderOf(await handOver(packer, orderId));
    await refusal(await owner.request('POST', shopApi.cancelOrderByShop.path, { orderId, reason: 'shop_closed' }), 409);
    expect(await stockOf(product.id)).toBe(18);
  });
});

describe('a line the shop has less of', () => {
  /** An accepted order of the two lines; the buyer's first order has the first-order discount. */
  async function acceptedOrder(buyer: Buyer, lines: { product: ProductRow; quantity: number }[]) {
    const orderId = await placeOrder(buyer, lines);
    await staffOrderOf(await accept(packer, orderId));
    return orderId;
  }

  it('re-prices a first order with its discount recomputed, keeps what was ordered and returns the stock', async () => {
    const buyer = await newBuyer(shop);
    const tea = await freshProduct(shop, 10);
    const dal = await freshProduct(shop, 10);
    const orderId = await acceptedOrder(buyer, [
      { product: tea, quantity: 4 },
      { product: dal, quantity: 2 },
    ]);

    const changed = await staffOrderOf(await changeLine(orderId, tea.id, 1));
    const goods = tea.price * 1 + dal.price * 2;
    const discount = firstOrderDiscount(goods, true);
    expect(discount).toBeGreaterThan(0);
    expect(changed).toMatchObject({ subtotal: goods, firstOrderDiscount: discount, total: goods - discount + 30 });
    expect(changed.lines.find((line) => line.productId === tea.id)).toMatchObject({ quantity: 1, orderedQuantity: 4 });
    expect(await stockOf(tea.id)).toBe(9);
    expect(shop.deps.catalog.product(tea.id)?.stock).toBe(9);
    expect(changed.events.at(-1)).toMatchObject({
      kind: 'line_changed',
      by: 'Packer Priya',
      detail: { productId: tea.id, name: tea.name, from: 4, to: 1, total: goods - discount + 30 },
    });

    // Not available at all: 0 delivered, still 4 ordered; the shopper sees both.
    const none = await staffOrderOf(await changeLine(orderId, tea.id, 0));
    expect(none.total).toBe(dal.price * 2 - firstOrderDiscount(dal.price * 2, true) + 30);
    expect(await stockOf(tea.id)).toBe(10);
    const seen = v.parse(
      OrderDetailResponseSchema,
      await (await buyer.shopper.request('GET', `/api/user/order/getOrderDetails?orderId=${orderId}`)).json(),
    ).data;
    expect(seen.total).toBe(none.total);
    expect(seen.items.find((item) => item.product.id === tea.id)).toMatchObject({ quantity: 0, orderedQuantity: 4 });
    expect(seen.items.find((item) => item.product.id === dal.id)).not.toHaveProperty('orderedQuantity');

    // More found after all: up to what was ordered, taking the stock again.
    const found = await staffOrderOf(await changeLine(orderId, tea.id, 4));
    expect(found.lines.find((line) => line.productId === tea.id)).toMatchObject({ quantity: 4, orderedQuantity: 4 });
    expect(await stockOf(tea.id)).toBe(6);
    const [line] = await shop.deps.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, tea.id)));
    expect(line?.orderedQuantity).toBeNull();
  });

  it('re-prices an order without the discount, and refuses more than ordered or removing the last line', async () => {
    const buyer = await newBuyer(shop);
    // Not the buyer's first order: an earlier one was delivered.
    const earlier = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
    await staffOrderOf(await accept(packer, earlier));
    await staffOrderOf(await pack(packer, earlier));
    await staffOrderOf(await handOver(packer, earlier));
    await staffOrderOf(await deliver(rider, earlier));

    const oil = await freshProduct(shop, 10);
    const salt = await freshProduct(shop, 10);
    const orderId = await acceptedOrder(buyer, [
      { product: oil, quantity: 3 },
      { product: salt, quantity: 1 },
    ]);
    const changed = await staffOrderOf(await changeLine(orderId, oil.id, 2));
    expect(changed).toMatchObject({
      subtotal: oil.price * 2 + salt.price,
      firstOrderDiscount: 0,
      total: oil.price * 2 + salt.price + 30,
    });

    const more = await refusal(await changeLine(orderId, oil.id, 4), 409);
    expect(more.message).toBe(en.moreThanOrdered({ ordered: 3 }));
    await staffOrderOf(await changeLine(orderId, oil.id, 0));
    const last = await refusal(await changeLine(orderId, salt.id, 0), 409);
    expect(last.message).toBe(en.lastLineCancelInstead);
    await refusal(await changeLine(orderId, 999_999, 0), 404);
    expect([await stockOf(oil.id), await stockOf(salt.id)]).toEqual([10, 9]);

    // Only while packing: once packed the lines stay as they are.
    await staffOrderOf(await pack(packer, orderId));
    await refusal(await changeLine(orderId, salt.id, 0), 409);
  });
});

describe('a step sent again with its Idempotency-Key', () => {
  it('answers the same, without a second event; the same key for another step is 422', async () => {
    const { orderId } = await anOrder();
    const key = { 'Idempotency-Key': `accept-${orderId}` };
    const first = await staffOrderOf(await accept(packer, orderId, key));
    const again = await accept(packer, orderId, key);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await staffOrderOf(again)).toEqual(first);
    expect((await eventsOf(orderId)).filter((event) => event.kind === 'accepted')).toHaveLength(1);
    const [kept] = await shop.deps.db
      .select()
      .from(staffAppliedChanges)
      .where(eq(staffAppliedChanges.staffId, packer.id));
    expect(kept).toMatchObject({ key: key['Idempotency-Key'], status: 200 });

    // Without the key the same tap is a step back, told as such.
    await refusal(await accept(packer, orderId), 409);
    await refusal(await packer.request('POST', shopApi.packOrder.path, { orderId }, key), 422);
    // Another member's key of the same name is theirs alone.
    const other = await secondPacker.request('POST', shopApi.packOrder.path, { orderId }, key);
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await staffOrderOf(other)).status).toBe('packed');
  });
});
