import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../../contract/changes';
import * as shopApi from '../../../contract/endpoints/shop';
import { RiderMoneyResponseSchema } from '../../../contract/shop';
import { orderEvents } from '../../db/schema';
import { freshProduct } from '../../test/shop-data';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { newBuyer, placeOrder, refusal, staffOrderOf } from './board.test-support';

let shop: TestShop;
let owner: TestStaff;
let packer: TestStaff;
let asha: TestStaff;
let bala: TestStaff;
beforeAll(async () => {
  shop = await openTestShop();
  owner = await signedInStaff(shop, 'owner', { name: 'Owner Om' });
  packer = await signedInStaff(shop, 'packer', { name: 'Packer Priya' });
  asha = await signedInStaff(shop, 'rider', { name: 'Asha Rider' });
  bala = await signedInStaff(shop, 'rider', { name: 'Bala Rider' });
});
afterAll(async () => {
  await shop.close();
});

/** An order out with `rider`, delivered and paid as `paid` says (or still out when it says nothing). */
async function orderWith(rider: TestStaff, paid?: 'cash' | 'upi') {
  const buyer = await newBuyer(shop);
  const orderId = await placeOrder(buyer, [{ product: await freshProduct(shop), quantity: 1 }]);
  for (const step of [shopApi.acceptOrder, shopApi.packOrder]) {
    await staffOrderOf(await packer.request('POST', step.path, { orderId }));
  }
  let order = await staffOrderOf(
    await packer.request('POST', shopApi.handToRider.path, { orderId, riderId: rider.id }),
  );
  if (paid) {
    const payment = paid === 'upi' ? { paidBy: 'upi', upiReference: '412345678901' } : { paidBy: 'cash' };
    order = await staffOrderOf(await rider.request('POST', shopApi.deliverOrder.path, { orderId, ...payment }));
  }
  return order;
}

async function moneyOf(member: TestStaff) {
  const response = await member.request('GET', shopApi.riderMoney.path);
  expect(response.status).toBe(200);
  return v.parse(RiderMoneyResponseSchema, await response.json()).data;
}

describe("each rider's money", () => {
  it('adds up what is out, what was collected today by cash and UPI, and the cash held; the owner takes the cash', async () => {
    const cashOne = await orderWith(asha, 'cash');
    const cashTwo = await orderWith(asha, 'cash');
    const upi = await orderWith(asha, 'upi');
    const out = await orderWith(asha);
    const balaCash = await orderWith(bala, 'cash');

    const ashaMoney = {
      riderId: asha.id,
      name: 'Asha Rider',
      toCollect: out.total,
      collectedCash: cashOne.total + cashTwo.total,
      collectedUpi: upi.total,
      cashHeld: cashOne.total + cashTwo.total,
    };
    const balaMoney = {
      riderId: bala.id,
      name: 'Bala Rider',
      toCollect: 0,
      collectedCash: balaCash.total,
      collectedUpi: 0,
      cashHeld: balaCash.total,
    };
    expect(await moneyOf(owner)).toEqual([ashaMoney, balaMoney]);
    // A rider sees their own money only; a packer none.
    expect(await moneyOf(bala)).toEqual([balaMoney]);
    await refusal(await packer.request('GET', shopApi.riderMoney.path), 403);

    const key = { 'Idempotency-Key': `cash-${asha.id}` };
    const received = await owner.request('POST', shopApi.cashReceived.path, { riderId: asha.id }, key);
    expect(received.status).toBe(200);
    const afterwards = v.parse(RiderMoneyResponseSchema, await received.json()).data;
    // Collected today still says what came in; held is what the rider still has.
    expect(afterwards).toEqual([{ ...ashaMoney, cashHeld: 0 }, balaMoney]);
    const events = await shop.deps.db.select().from(orderEvents).where(eq(orderEvents.kind, 'cash_received'));
    expect(events.map((event) => event.orderId).sort()).toEqual([cashOne.id, cashTwo.id].sort());
    expect(events[0]).toMatchObject({ staffName: 'Owner Om', detail: { riderId: asha.id, riderName: 'Asha Rider' } });

    // Sent again: the same answer, nothing marked twice.
    const again = await owner.request('POST', shopApi.cashReceived.path, { riderId: asha.id }, key);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(v.parse(RiderMoneyResponseSchema, await again.json()).data).toEqual(afterwards);
    const tappedAgain = await owner.request('POST', shopApi.cashReceived.path, { riderId: asha.id });
    expect(tappedAgain.status).toBe(200);
    expect(await shop.deps.db.select().from(orderEvents).where(eq(orderEvents.kind, 'cash_received'))).toHaveLength(2);

    // Only a rider's cash is received, and only by the owner.
    await refusal(await owner.request('POST', shopApi.cashReceived.path, { riderId: packer.id }), 404);
    await refusal(await asha.request('POST', shopApi.cashReceived.path, { riderId: asha.id }), 403);

    // The next day in India: today's collections start again; the order still out is still to collect,
    // and Bala's cash not handed in is still held.
    shop.clock.advance(24 * 60 * 60_000);
    expect(await moneyOf(owner)).toEqual([
      { ...ashaMoney, collectedCash: 0, collectedUpi: 0, cashHeld: 0 },
      { ...balaMoney, collectedCash: 0 },
    ]);
  });
});
