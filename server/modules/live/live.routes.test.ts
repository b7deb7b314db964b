import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER_ORDER_EVENTS_PATH, STAFF_EVENTS_PATH } from '../../../contract/shop';
import { orders, staffSessions } from '../../db/schema';
import { openStream, placedOrder, recordEvent } from '../../test/live';
import { apiRequest, signedInShopper } from '../../test/shopper';
import { signedInStaff } from '../../test/staff';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { STREAMS_PER_ACCOUNT } from './event-streams';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('the live order streams', () => {
  it('refuse without a session, and the staff stream refuses a shopper’s session', async () => {
    expect((await apiRequest(shop, 'GET', STAFF_EVENTS_PATH)).status).toBe(401);
    expect((await apiRequest(shop, 'GET', SHOPPER_ORDER_EVENTS_PATH)).status).toBe(401);
    const shopper = await signedInShopper(shop);
    expect((await shopper.request('GET', STAFF_EVENTS_PATH)).status).toBe(401);
  });

  it('bring a packer an event recorded after the stream opened within 2 s, uncompressed, with retry and id', async () => {
    const packer = await signedInStaff(shop, 'packer');
    const stream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: packer.cookie, 'Accept-Encoding': 'gzip, br' });
    expect(stream.response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('Content-Encoding')).toBeNull();
    expect(stream.response.headers.get('Cache-Control')).toMatch(/no-store|no-cache/);
    expect(stream.retry).toBeGreaterThan(0);

    const order = await placedOrder(shop, await signedInShopper(shop));
    const started = Date.now();
    const id = await recordEvent(shop, order.id, 'accepted', packer);
    const event = await stream.waitFor((e) => e.id === id);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({ orderId: order.id, number: order.number, kind: 'accepted' });
    expect(stream.messages.find((m) => m.event.id === id)?.id).toBe(String(id));
    await stream.close();
  });

  it('replay what a reconnect with Last-Event-ID missed, then go on live', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const order = await placedOrder(shop, await signedInShopper(shop));
    const first = await recordEvent(shop, order.id, 'accepted', owner);
    // Gone while these two happen:
    const missed = [
      await recordEvent(shop, order.id, 'packed', owner),
      await recordEvent(shop, order.id, 'line_changed', owner),
    ];
    const stream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: owner.cookie, 'Last-Event-ID': String(first) });
    await stream.waitFor((e) => e.id === missed[1]);
    // The replay may repeat what came shortly before Last-Event-ID (a late commit's window); never what came after it.
    const afterFirst = () =>
      stream
        .of(order.id)
        .map((e) => e.id)
        .filter((id) => id > first);
    expect(afterFirst()).toEqual(missed);
    const later = await recordEvent(shop, order.id, 'out_for_delivery', owner);
    await stream.waitFor((e) => e.id === later);
    const ids = stream.of(order.id).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(afterFirst()).toEqual([...missed, later]);
    await stream.close();
  });

  it('replay an event that committed after a larger id was sent (a late commit)', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const order = await placedOrder(shop, await signedInShopper(shop));
    // Ids are taken when inserted, seen when committed: the smaller id can become visible later.
    let releaseEarly: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseEarly = resolve;
    });
    let earlyId = 0;
    const early = shop.deps.db.transaction(async (tx) => {
      const { recordOrderEvent } = await import('../orders/order-events');
      earlyId = await recordOrderEvent(tx as unknown as typeof shop.deps.db, {
        orderId: order.id,
        kind: 'accepted',
        by: owner,
        at: shop.clock.now(),
      });
      await held;
    });
    // PGlite runs one transaction at a time: there the late commit cannot happen, and the test shows plain order.
    const concurrent = shop.database.engine === 'postgres';
    if (!concurrent) releaseEarly();
    while (earlyId === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const late = await recordEvent(shop, order.id, 'packed', owner);
    releaseEarly();
    await early;
    expect(late).toBeGreaterThan(earlyId);
    // A client that saw `late` first and lost its connection before `early` committed reconnects from it.
    const stream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: owner.cookie, 'Last-Event-ID': String(late) });
    await stream.waitFor((e) => e.id === earlyId);
    await stream.close();
  });

  it("never carry another rider's order to a rider, and carry theirs once handed to them", async () => {
    const packer = await signedInStaff(shop, 'packer');
    const ravi = await signedInStaff(shop, 'rider', { name: 'Ravi Kumar' });
    const sunil = await signedInStaff(shop, 'rider', { name: 'Sunil' });
    const forRavi = await placedOrder(shop, await signedInShopper(shop));
    const forSunil = await placedOrder(shop, await signedInShopper(shop));
    const raviStream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: ravi.cookie });
    const packerStream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: packer.cookie });

    const beforeHanding = await recordEvent(shop, forRavi.id, 'packed', packer);
    // Fanned out before it is handed over: the rider is whoever holds the order when the event goes out.
    await packerStream.waitFor((e) => e.id === beforeHanding);
    await shop.deps.db.update(orders).set({ riderId: ravi.id, riderName: ravi.name }).where(eq(orders.id, forRavi.id));
    await shop.deps.db
      .update(orders)
      .set({ riderId: sunil.id, riderName: sunil.name })
      .where(eq(orders.id, forSunil.id));
    const sunils = await recordEvent(shop, forSunil.id, 'out_for_delivery', packer);
    const ravis = await recordEvent(shop, forRavi.id, 'out_for_delivery', packer);

    await raviStream.waitFor((e) => e.id === ravis);
    await packerStream.waitFor((e) => e.id === ravis);
    await packerStream.waitFor((e) => e.id === sunils);
    expect(packerStream.messages.map((m) => m.event.id)).toContain(beforeHanding);
    const heard = raviStream.messages.map((m) => m.event);
    expect(heard.every((e) => e.orderId === forRavi.id)).toBe(true);
    expect(heard.map((e) => e.id)).not.toContain(sunils);
    expect(heard.map((e) => e.id)).not.toContain(beforeHanding);

    // Nor in a replay.
    const replayed = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: ravi.cookie, 'Last-Event-ID': '0' });
    await replayed.waitFor((e) => e.id === ravis);
    expect(replayed.messages.every((m) => m.event.orderId === forRavi.id)).toBe(true);
    await Promise.all([raviStream.close(), packerStream.close(), replayed.close()]);
  });

  it("carry a shopper only their own orders' events, live and replayed", async () => {
    const packer = await signedInStaff(shop, 'packer');
    const asha = await signedInShopper(shop);
    const other = await signedInShopper(shop, { name: 'Other' });
    const hers = await placedOrder(shop, asha);
    const theirs = await placedOrder(shop, other);
    const stream = await openStream(shop, SHOPPER_ORDER_EVENTS_PATH, { Cookie: asha.cookie });
    const notHers = await recordEvent(shop, theirs.id, 'accepted', packer);
    const herEvent = await recordEvent(shop, hers.id, 'accepted', packer);
    await stream.waitFor((e) => e.id === herEvent);
    expect(stream.messages.map((m) => m.event.orderId)).toEqual([hers.id]);

    const replayed = await openStream(shop, SHOPPER_ORDER_EVENTS_PATH, {
      Cookie: asha.cookie,
      'Last-Event-ID': String(notHers - 1),
    });
    await replayed.waitFor((e) => e.id === herEvent);
    expect(replayed.messages.map((m) => m.event.id)).not.toContain(notHers);
    await Promise.all([stream.close(), replayed.close()]);
  });

  it('holds at most a few streams per account, and frees a place when one closes', async () => {
    const packer = await signedInStaff(shop, 'packer');
    const open = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++)
      open.push(await openStream(shop, STAFF_EVENTS_PATH, { Cookie: packer.cookie }));
    const refused = await packer.request('GET', STAFF_EVENTS_PATH);
    expect(refused.status).toBe(429);
    // Another member is not held back by this one.
    const owner = await signedInStaff(shop, 'owner');
    const ownerStream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: owner.cookie });
    await open.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: packer.cookie });
    await Promise.all([...open, ownerStream, again].map((stream) => stream.close()));
  });

  it('ends a stream at the heartbeat after its session ended (a member removed or signed out)', async () => {
    const packer = await signedInStaff(shop, 'packer');
    const stream = await openStream(shop, STAFF_EVENTS_PATH, { Cookie: packer.cookie });
    const before = shop.deps.live.streams.size;
    await shop.deps.live.streams.beat();
    expect(stream.comments.length).toBeGreaterThan(0);
    expect(shop.deps.live.streams.size).toBe(before);
    await shop.deps.db.delete(staffSessions).where(eq(staffSessions.staffId, packer.id));
    await shop.deps.live.streams.beat();
    expect(shop.deps.live.streams.size).toBe(before - 1);
    await stream.close();
  });
});
