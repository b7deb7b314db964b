import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushNoticeSchema } from '../../../contract/push-notice';
import { orderEvents, orderItems, orders, pushSubscriptions, users } from '../../db/schema';
import { within } from '../../test/http-browser';
import { placedOrder, recordEvent } from '../../test/live';
import { PushReceiver } from '../../test/push-receiver';
import { signedInShopper } from '../../test/shopper';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { startOrderFeed } from './order-feed';
import { startOrderNotices, sweepUntold } from './order-notices';

let shop: TestShop;
let packer: TestStaff;
const receiver = new PushReceiver();

beforeAll(async () => {
  shop = await openTestShop();
  packer = await signedInStaff(shop, 'packer', { name: 'Meena' });
  await receiver.start();
});
afterAll(async () => {
  await shop?.close();
  await receiver.close();
});

/** The SMS the demo outbox holds for this phone. */
function smsTo(phone: string): string[] {
  let lines: string[] = [];
  try {
    lines = readFileSync(shop.outboxPath, 'utf8').trim().split('\n');
  } catch {
    return [];
  }
  return lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to === phone)
    .map((sms) => sms.text);
}

/** Waits until the event was claimed and every notice begun is done. */
async function told(eventId: number) {
  await within(
    2000,
    async () => (await shop.deps.db.select().from(orderEvents).where(eq(orderEvents.id, eventId)))[0]?.notifiedAt,
    (at) => at != null,
  );
  await shop.deps.live.notices.settled();
}

/** Lets every notice of what was recorded so far be heard and done. */
async function quiet() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await shop.deps.live.notices.settled();
}

describe('telling the shopper of the shop’s steps', () => {
  it('sends one SMS per event even with two processes’ feeds on the same database', async () => {
    // A second process's feed and notices on the same database (PostgreSQL: another LISTEN connection).
    const feed = await startOrderFeed(shop.database);
    const heard: number[] = [];
    feed.subscribe((event) => heard.push(event.id));
    const notices = startOrderNotices(feed, shop.deps, shop.deps.live.vapid);
    try {
      const shopper = await signedInShopper(shop);
      const order = await placedOrder(shop, shopper);
      const id = await recordEvent(shop, order.id, 'accepted', packer);
      await within(
        2000,
        async () => heard,
        (ids) => ids.includes(id),
      );
      await told(id);
      await notices.settled();
      expect(smsTo(shopper.user.phone)).toEqual([
        `Kirana: the shop accepted your order #${order.number} and is packing it.`,
      ]);
    } finally {
      await notices.close();
      await feed.close();
    }
  });

  it('tells nothing of the steps not told, nor of the shopper’s own cancel', async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    await recordEvent(shop, order.id, 'placed', null);
    await recordEvent(shop, order.id, 'packed', packer);
    await recordEvent(shop, order.id, 'delivered', packer);
    const ownCancel = await recordEvent(shop, order.id, 'cancelled', null, { reason: 'shopper_asked' });
    await quiet();
    expect(smsTo(shopper.user.phone)).toEqual([]);
    const [row] = await shop.deps.db.select().from(orderEvents).where(eq(orderEvents.id, ownCancel));
    expect(row?.notifiedAt).toBeNull();
  });

  it('says what changed with the new total, who is coming, and why the shop cancelled, in the shopper’s language', async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const [line] = await shop.deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!line) throw new Error('no line');
    await shop.deps.db
      .update(orderItems)
      .set({ quantity: 0, orderedQuantity: line.quantity })
      .where(eq(orderItems.orderId, order.id));
    await shop.deps.db.update(orders).set({ total: 40 }).where(eq(orders.id, order.id));
    await told(await recordEvent(shop, order.id, 'line_changed', packer, { productId: line.productId, quantity: 0 }));
    await shop.deps.db
      .update(orders)
      .set({ riderId: packer.id, riderName: 'Ravi Kumar' })
      .where(eq(orders.id, order.id));
    await told(await recordEvent(shop, order.id, 'out_for_delivery', packer));
    expect(smsTo(shopper.user.phone)).toEqual([
      `Kirana: order #${order.number} changed: ${line.name} is not available. New total ₹40, paid on delivery.`,
      `Kirana: order #${order.number} is on its way with Ravi. Pay ₹40 on delivery, cash or UPI.`,
    ]);

    const hindi = await signedInShopper(shop);
    await shop.deps.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.user.id));
    const hisOrder = await placedOrder(shop, hindi);
    await told(await recordEvent(shop, hisOrder.id, 'cancelled', packer, { reason: 'shop_closed' }));
    expect(smsTo(hindi.user.phone)).toEqual([
      `किराना: दुकान ने ऑर्डर #${hisOrder.number} रद्द कर दिया: दुकान बंद है। कुछ नहीं देना है।`,
    ]);
  });

  it('tells at start what no process heard in the last hour, once', async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    // Written with no NOTIFY, as if every process were down when it committed.
    const [event] = await shop.deps.db
      .insert(orderEvents)
      .values({ orderId: order.id, kind: 'accepted', staffId: packer.id, staffName: packer.name, at: shop.clock.now() })
      .returning({ id: orderEvents.id });
    await shop.deps.db.insert(orderEvents).values({
      orderId: order.id,
      kind: 'accepted',
      staffName: packer.name,
      at: new Date(shop.clock.now().getTime() - 2 * 3600_000),
    });
    expect(await sweepUntold(shop.deps, undefined)).toBe(1);
    expect(await sweepUntold(shop.deps, undefined)).toBe(0);
    expect(smsTo(shopper.user.phone)).toHaveLength(1);
    expect(event).toBeDefined();
  });
});

describe('Web Push', () => {
  it('sends the notice encrypted for the phone (RFC 8291), with the order number, signed with the VAPID key', async () => {
    const shopper = await signedInShopper(shop);
    const subscription = receiver.subscription();
    // The contract takes https endpoints only; the local receiver's is written straight in.
    await shop.deps.db.insert(pushSubscriptions).values({
      endpoint: subscription.endpoint,
      userId: shopper.user.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    const order = await placedOrder(shop, shopper);
    await told(await recordEvent(shop, order.id, 'accepted', packer));
    const push = receiver.received.find((each) => subscription.endpoint.endsWith(each.path));
    expect(push).toBeDefined();
    const notice = v.parse(PushNoticeSchema, JSON.parse(push?.text ?? '{}'));
    expect(notice.title).toBe(`Order #${order.number}`);
    expect(notice.body).toContain(`#${order.number}`);
    expect(notice.url).toBe(`/dashboard/orders/${order.id}`);
    const vapidKey = shop.deps.live.vapid?.publicKey;
    expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKey}$`));
    expect(push?.headers.ttl).toBeDefined();
  });

  it('deletes a subscription the push service says is gone (410), and still sends the SMS', async () => {
    const shopper = await signedInShopper(shop);
    const subscription = receiver.subscription();
    await shop.deps.db.insert(pushSubscriptions).values({
      endpoint: subscription.endpoint,
      userId: shopper.user.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    receiver.answer = 410;
    try {
      const order = await placedOrder(shop, shopper);
      await told(await recordEvent(shop, order.id, 'accepted', packer));
      const left = await shop.deps.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      expect(left).toEqual([]);
      expect(smsTo(shopper.user.phone)).toHaveLength(1);
    } finally {
      receiver.answer = 201;
    }
  });

  it('saves a subscription for the signed-in shopper, moves it to whoever subscribes it next, and removes it', async () => {
    const key = (await (await shop.app.request('/api/user/push/key')).json()) as { data: { publicKey: string } };
    expect(key.data.publicKey).toMatch(/^[\w-]{87}$/);
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop);
    const body = {
      endpoint: 'https://push.example/send/abc',
      keys: { p256dh: receiver.subscription().keys.p256dh, auth: 'a'.repeat(22) },
    };
    expect((await asha.request('POST', '/api/user/push/subscribe', body)).status).toBe(200);
    expect((await ravi.request('POST', '/api/user/push/subscribe', body)).status).toBe(200);
    const rows = await shop.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([ravi.user.id]);
    // Asha can no longer remove what is now Ravi's; Ravi can.
    await asha.request('POST', '/api/user/push/unsubscribe', { endpoint: body.endpoint });
    expect(
      await shop.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)),
    ).toHaveLength(1);
    await ravi.request('POST', '/api/user/push/unsubscribe', { endpoint: body.endpoint });
    expect(
      await shop.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)),
    ).toEqual([]);
    const refused = await asha.request('POST', '/api/user/push/subscribe', {
      ...body,
      endpoint: 'http://push.example/x',
    });
    expect(refused.status).toBe(400);
  });
});
