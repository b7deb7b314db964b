import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from '../../../contract/changes';
import * as shopApi from '../../../contract/endpoints/shop';
import * as hoursApi from '../../../contract/endpoints/shop-hours';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import {
  ConfirmOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  orderTotal,
} from '../../../contract/order';
import { BoardResponseSchema } from '../../../contract/shop';
import { ShopHoursResponseSchema, type WeeklyHours } from '../../../contract/shop-hours';
import { ShopOpenResponseSchema } from '../../../contract/shop-open';
import { activityLog, orders, shopHolidays, shopSettings } from '../../db/schema';
import { freshProduct } from '../../test/shop-data';
import { apiRequest } from '../../test/shopper';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { describeStaffAccess } from '../../test/staff-access';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { type Buyer, newBuyer } from '../board/board.test-support';

describeStaffAccess([
  { endpoint: hoursApi.shopHours, roles: ['owner'] },
  { endpoint: hoursApi.updateShopHours, roles: ['owner'], body: () => ({ holidays: [] }) },
  { endpoint: hoursApi.pauseOrders, roles: ['owner'], body: () => ({ minutes: 15, reason: 'Stock arriving' }) },
  { endpoint: hoursApi.resumeOrders, roles: ['owner'] },
]);

/** An instant by India's wall clock. The test clock starts at 2026-11-21 15:30 IST, a Saturday. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);
const MINUTE = 60_000;

const day = [{ open: '07:00', close: '22:00' }];
const usual: WeeklyHours = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] };

let shop: TestShop;
let owner: TestStaff;
beforeAll(async () => {
  shop = await openTestShop();
  owner = await signedInStaff(shop, 'owner', { name: 'Owner Om' });
});
afterAll(async () => {
  await shop.close();
});
beforeEach(async () => {
  // Each test starts with the shop open round the clock, nothing paused, no holidays.
  await shop.deps.db.delete(shopHolidays);
  await shop.deps.db.update(shopSettings).set({ weeklyHours: null, pausedUntil: null, pauseReason: null });
});

/** Moves the shop's clock to an IST wall-clock time (forward only, as time goes). */
function clockTo(wallClock: string) {
  const gap = ist(wallClock).getTime() - shop.clock.now().getTime();
  if (gap < 0) throw new Error(`the clock is already past ${wallClock}`);
  shop.clock.advance(gap);
}

async function shopOpen() {
  const response = await apiRequest(shop, 'GET', hoursApi.shopOpen.path);
  expect(response.status).toBe(200);
  return { response, open: v.parse(ShopOpenResponseSchema, await response.json()).data };
}

async function hoursOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(ShopHoursResponseSchema, await response.json());
}

async function fieldErrors(response: Response) {
  expect(response.status, await response.clone().text()).toBe(400);
  return v.parse(FailureEnvelopeSchema, await response.json()).errors ?? {};
}

async function lastActivity() {
  const [entry] = await shop.deps.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
  return entry;
}

describe("the shopper's question: is the shop open now?", () => {
  it('answers anyone, signed in or not, kept briefly by HTTP caches: open round the clock before any hours are set', async () => {
    const { response, open } = await shopOpen();
    expect(open).toEqual({ state: 'open' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=30');
  });

  it('closed: when it opens, a holiday’s reason, and the promise counted from the opening', async () => {
    await hoursOf(
      await owner.request('POST', hoursApi.updateShopHours.path, {
        weeklyHours: usual,
        holidays: [{ day: '2026-11-21', reason: 'Diwali' }],
      }),
    );
    // Saturday is the holiday and Sunday is shut: Monday at 7 am, delivered by 7:30.
    const { open } = await shopOpen();
    expect(open).toEqual({
      state: 'closed',
      opensAt: ist('2026-11-23 07:00').toISOString(),
      reason: 'Diwali',
      deliverBy: ist('2026-11-23 07:30').toISOString(),
    });
  });
});

describe("the owner's hours", () => {
  it('saves the week and the holidays, reads them back, and logs before → after', async () => {
    const saved = await hoursOf(
      await owner.request('POST', hoursApi.updateShopHours.path, {
        weeklyHours: usual,
        holidays: [{ day: '2026-12-25', reason: ' Christmas ' }],
      }),
    );
    expect(saved.message).toBe(
      'Opening hours saved. Orders that come while the shop is closed are taken for when it opens.',
    );
    expect(saved.data).toMatchObject({
      weeklyHours: usual,
      holidays: [{ day: '2026-12-25', reason: 'Christmas' }],
      pause: null,
      now: { state: 'open' },
    });
    const read = await hoursOf(await owner.request('GET', hoursApi.shopHours.path));
    expect(read.data).toEqual(saved.data);
    expect(await lastActivity()).toMatchObject({
      staffName: 'Owner Om',
      action: 'hours.changed',
      subject: 'Opening hours',
      before: { weeklyHours: null, holidays: [] },
      after: { weeklyHours: usual, holidays: [{ day: '2026-12-25', reason: 'Christmas' }] },
    });

    // Only what is sent changes; the same again logs nothing.
    const entries = (await shop.deps.db.select().from(activityLog)).length;
    await hoursOf(await owner.request('POST', hoursApi.updateShopHours.path, { weeklyHours: usual }));
    expect((await shop.deps.db.select().from(activityLog)).length).toBe(entries);
    const cleared = await hoursOf(await owner.request('POST', hoursApi.updateShopHours.path, { holidays: [] }));
    expect(cleared.data).toMatchObject({ weeklyHours: usual, holidays: [] });
  });

  it('refuses bad hours with 400 naming each field, and changes nothing', async () => {
    const bad = await fieldErrors(
      await owner.request('POST', hoursApi.updateShopHours.path, {
        weeklyHours: {
          ...usual,
          mon: [{ open: '22:00', close: '07:00' }],
          tue: [{ open: '7:00', close: '22:00' }],
          wed: [
            { open: '07:00', close: '14:00' },
            { open: '13:00', close: '22:00' },
          ],
          thu: [{ open: '24:00', close: '24:00' }],
        },
        holidays: [
          { day: '2026-02-30', reason: 'Nothing' },
          { day: '2026-12-25', reason: '' },
        ],
      }),
    );
    expect(bad).toMatchObject({
      'weeklyHours.mon.0.close': 'close must be after open',
      'weeklyHours.tue.0.open': 'open must be a time HH:MM, 00:00 to 23:59',
      'weeklyHours.wed': 'a day’s opening spans must not overlap',
      'weeklyHours.thu.0.open': 'open must be a time HH:MM, 00:00 to 23:59',
      'holidays.0.day': 'day must be a real date',
      'holidays.1.reason': 'reason is required',
    });
    const twice = await fieldErrors(
      await owner.request('POST', hoursApi.updateShopHours.path, {
        holidays: [
          { day: '2026-12-25', reason: 'Christmas' },
          { day: '2026-12-25', reason: 'Again' },
        ],
      }),
    );
    expect(twice).toEqual({ holidays: 'holidays must list a day once' });
    const tooLong = await fieldErrors(
      await owner.request('POST', hoursApi.updateShopHours.path, {
        holidays: [{ day: '2026-12-25', reason: 'x'.repeat(101) }],
      }),
    );
    expect(tooLong).toEqual({ 'holidays.0.reason': 'reason must be at most 100 characters' });
    expect((await hoursOf(await owner.request('GET', hoursApi.shopHours.path))).data.weeklyHours).toBeNull();
  });

  it('pauses for N minutes with a reason shoppers see, resumes, and logs both', async () => {
    const now = shop.clock.now();
    const paused = await hoursOf(
      await owner.request('POST', hoursApi.pauseOrders.path, { minutes: 45, reason: 'Stock arriving' }),
    );
    const until = new Date(now.getTime() + 45 * MINUTE).toISOString();
    expect(paused.message).toBe(
      'Orders paused for 45 minutes. Shoppers see your reason; their orders wait until you are back.',
    );
    expect(paused.data.pause).toEqual({ until, reason: 'Stock arriving' });
    expect((await shopOpen()).open).toEqual({
      state: 'paused',
      until,
      opensAt: until,
      reason: 'Stock arriving',
      deliverBy: new Date(now.getTime() + 75 * MINUTE).toISOString(),
    });
    expect(await lastActivity()).toMatchObject({
      action: 'shop.paused',
      subject: 'Orders',
      before: null,
      after: { until, reason: 'Stock arriving' },
    });

    const resumed = await hoursOf(await owner.request('POST', hoursApi.resumeOrders.path));
    expect(resumed.message).toBe('Orders are back on.');
    expect(resumed.data).toMatchObject({ pause: null, now: { state: 'open' } });
    expect((await shopOpen()).open).toEqual({ state: 'open' });
    expect(await lastActivity()).toMatchObject({
      action: 'shop.resumed',
      before: { until, reason: 'Stock arriving' },
      after: null,
    });

    // Resuming again: nothing was paused, nothing is logged.
    const entries = (await shop.deps.db.select().from(activityLog)).length;
    const again = await hoursOf(await owner.request('POST', hoursApi.resumeOrders.path));
    expect(again.message).toBe('Orders were not paused.');
    expect((await shop.deps.db.select().from(activityLog)).length).toBe(entries);
  });

  it('a pause sent again with its key is applied once: the pause is not moved on', async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'pause-once-1' };
    const first = await hoursOf(
      await owner.request('POST', hoursApi.pauseOrders.path, { minutes: 30, reason: 'Lunch' }, key),
    );
    const entries = (await shop.deps.db.select().from(activityLog)).length;
    shop.clock.advance(10 * MINUTE);
    const repeat = await owner.request('POST', hoursApi.pauseOrders.path, { minutes: 30, reason: 'Lunch' }, key);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await hoursOf(repeat)).data.pause).toEqual(first.data.pause);
    expect((await shop.deps.db.select().from(activityLog)).length).toBe(entries);
  });

  it('refuses a pause outside 5 to 480 minutes or without a reason, with 400', async () => {
    const pause = (body: unknown) => owner.request('POST', hoursApi.pauseOrders.path, body);
    expect(await fieldErrors(await pause({ minutes: 4, reason: 'Short' }))).toEqual({
      minutes: 'minutes must be at least 5',
    });
    expect(await fieldErrors(await pause({ minutes: 481, reason: 'Long' }))).toEqual({
      minutes: 'minutes must be at most 480 (8 hours)',
    });
    expect(await fieldErrors(await pause({ minutes: 7.5, reason: 'Odd' }))).toEqual({
      minutes: 'minutes must be a whole number',
    });
    expect(await fieldErrors(await pause({ minutes: 30, reason: '  ' }))).toEqual({ reason: 'reason is required' });
    expect(await fieldErrors(await pause({ minutes: 30 }))).toHaveProperty('reason');
    expect((await shopOpen()).open).toEqual({ state: 'open' });
  });
});

describe('orders taken while the shop is closed or paused (never refused)', () => {
  let buyer: Buyer;
  beforeAll(async () => {
    buyer = await newBuyer(shop, 'Meera Iyer');
  });

  async function order(key?: string) {
    const product = await freshProduct(shop);
    const items = [{ productId: product.id, quantity: 1, price: product.price }];
    const body = { addressId: buyer.addressId, items, total: orderTotal(items, !buyer.ordered), method: 'COD' };
    const send = () =>
      buyer.shopper.request('POST', '/api/user/order/confirmOrder', body, key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {});
    const response = await send();
    expect(response.status, await response.clone().text()).toBe(201);
    buyer.ordered = true;
    return { orderId: v.parse(ConfirmOrderResponseSchema, await response.json()).data, send };
  }

  async function detailOf(orderId: string) {
    const response = await buyer.shopper.request('GET', `/api/user/order/getOrderDetails?orderId=${orderId}`);
    return v.parse(OrderDetailResponseSchema, await response.json()).data;
  }

  async function boardCard(orderId: string) {
    const board = v.parse(BoardResponseSchema, await (await owner.request('GET', shopApi.board.path)).json());
    return board.data.orders.find((card) => card.id === orderId);
  }

  it('while paused: starts when the pause ends, its promise from then; a replay gives the same answer', async () => {
    const now = shop.clock.now();
    await hoursOf(await owner.request('POST', hoursApi.pauseOrders.path, { minutes: 60, reason: 'Short of riders' }));
    const { orderId, send } = await order('paused-order-1');
    const opensAt = new Date(now.getTime() + 60 * MINUTE).toISOString();
    const deliverBy = new Date(now.getTime() + 90 * MINUTE).toISOString();
    const detail = await detailOf(orderId);
    expect(detail).toMatchObject({ opensAt, deliverBy, estimatedDeliveryTime: 'same day', status: 'confirmed' });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.opensAt?.toISOString()).toBe(opensAt);

    // The list and the board say so too; the board's card is still new (it rings; the packer may accept early).
    const list = v.parse(
      OrderListResponseSchema,
      await (await buyer.shopper.request('GET', '/api/user/order/getAllOrders')).json(),
    );
    expect(list.data.find((each) => each.id === orderId)).toMatchObject({ opensAt, deliverBy });
    expect(await boardCard(orderId)).toMatchObject({ status: 'confirmed', opensAt });

    // The phone sends it again much later, the shop open by then: the same order, the same promise.
    await hoursOf(await owner.request('POST', hoursApi.resumeOrders.path));
    shop.clock.advance(3 * 60 * MINUTE);
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(v.parse(ConfirmOrderResponseSchema, await replay.json()).data).toBe(orderId);
    expect(await detailOf(orderId)).toEqual(detail);
  });

  it('while closed for the night: starts at the next opening; an order while open has none', async () => {
    await hoursOf(await owner.request('POST', hoursApi.updateShopHours.path, { weeklyHours: usual }));
    clockTo('2026-11-23 23:00');
    const { orderId } = await order();
    const detail = await detailOf(orderId);
    expect(detail).toMatchObject({
      opensAt: ist('2026-11-24 07:00').toISOString(),
      deliverBy: ist('2026-11-24 07:30').toISOString(),
      estimatedDeliveryTime: '1 day',
    });
    expect(await boardCard(orderId)).toMatchObject({ opensAt: ist('2026-11-24 07:00').toISOString() });

    clockTo('2026-11-24 10:00');
    const { orderId: daytime } = await order();
    expect(await detailOf(daytime)).not.toHaveProperty('opensAt');
    expect(await boardCard(daytime)).not.toHaveProperty('opensAt');
  });
});
