import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PushNotice } from '../../../contract/push-notice';
import type { OrderEventKind } from '../../../contract/shop';
import { orderEvents, orderItems, orders, pushSubscriptions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { describeErrorForLog } from '../../http/error-log';
import { liveMessages, type NoticeWords, reasonWords } from './messages';
import { eventsById, type FeedEvent, type OrderFeed } from './order-feed';
import { sendPush, type VapidKeys } from './web-push';

/** The steps a shopper is told of by SMS and Web Push, when the shop took them (decision 109). */
export const TOLD_KINDS: ReadonlySet<OrderEventKind> = new Set([
  'accepted',
  'line_changed',
  'out_for_delivery',
  'cancelled',
]);

/** The shop's steps of a told kind; the shopper's own cancel is theirs and needs no telling. */
export function isTold(event: Pick<FeedEvent, 'kind' | 'staffId' | 'staffName'>): boolean {
  return TOLD_KINDS.has(event.kind) && (event.staffId !== null || event.staffName !== null);
}

/** Events not claimed (no process heard them, or a send failed) are looked for this far back. */
export const SWEEP_BACK_MS = 60 * 60_000;
/** And this often, beside every start. */
const SWEEP_EVERY_MS = 5 * 60_000;

type NoticeDeps = Pick<Deps, 'db' | 'sms' | 'clock'>;

/**
 * Tells the shopper of one event, once across every process: the process that claims the event (sets
 * notified_at where it was null) sends one SMS and a Web Push to each of the shopper's phones. A failed SMS
 * gives the claim back, for a later sweep; a failed push is only logged (the SMS went).
 */
export async function tellShopper(deps: NoticeDeps, keys: VapidKeys | undefined, event: FeedEvent): Promise<boolean> {
  if (!isTold(event) || !event.userId) return false;
  const claimed = await deps.db
    .update(orderEvents)
    .set({ notifiedAt: deps.clock.now() })
    .where(and(eq(orderEvents.id, event.id), isNull(orderEvents.notifiedAt)))
    .returning({ id: orderEvents.id });
  if (claimed.length === 0) return false;

  const [shopper] = await deps.db
    .select({ phone: users.phone, language: users.language, total: orders.total, riderName: orders.riderName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, event.orderId));
  if (!shopper) return false;
  const words = shopper.language === 'hi' ? liveMessages.hi : liveMessages.en;
  const text = await noticeText(deps, words, event, shopper);
  try {
    await deps.sms.send({ to: shopper.phone, code: '', text }); // no one-time code in a notice
  } catch (error) {
    await deps.db.update(orderEvents).set({ notifiedAt: null }).where(eq(orderEvents.id, event.id));
    throw error;
  }
  if (keys) {
    const notice: PushNotice = {
      title: words.title({ number: event.number }),
      body: text,
      url: `/dashboard/orders/${event.orderId}`,
      tag: `order-${event.number}`,
    };
    const phones = await deps.db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, event.userId));
    await Promise.all(
      phones.map((phone) =>
        sendPush(deps.db, keys, phone, notice).catch((error: unknown) =>
          console.error(`A push for order event ${event.id} failed:\n${describeErrorForLog(error)}`),
        ),
      ),
    );
  }
  return true;
}

async function noticeText(
  deps: NoticeDeps,
  words: NoticeWords,
  event: FeedEvent,
  order: { total: number; riderName: string | null },
): Promise<string> {
  const number = event.number;
  switch (event.kind) {
    case 'accepted':
      return words.accepted({ number });
    case 'out_for_delivery': {
      const rider = order.riderName?.trim().split(/\s+/)[0];
      return rider
        ? words.outForDelivery({ number, rider, total: order.total })
        : words.outForDeliveryNoRider({ number, total: order.total });
    }
    case 'cancelled':
      return words.cancelled({ number, reason: reasonWords(words, event.detail.reason) });
    default: {
      // line_changed: the line as it now is (the event's detail names the product).
      const productId = Number(event.detail.productId);
      const [line] = Number.isInteger(productId)
        ? await deps.db
            .select({ name: orderItems.name, quantity: orderItems.quantity, ordered: orderItems.orderedQuantity })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, event.orderId), eq(orderItems.productId, productId)))
        : [];
      const name = line?.name ?? String(event.detail.name ?? '');
      const quantity = Number(event.detail.quantity ?? line?.quantity ?? 0);
      const ordered = Number(event.detail.orderedQuantity ?? line?.ordered ?? quantity);
      const change = quantity === 0 ? words.notAvailable({ name }) : words.fewer({ name, quantity, ordered });
      return words.lineChanged({ number, change, total: order.total });
    }
  }
}

/** Tells of the told events nobody claimed in the last SWEEP_BACK_MS; returns how many were told. */
export async function sweepUntold(deps: NoticeDeps, keys: VapidKeys | undefined): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - SWEEP_BACK_MS);
  const kinds = sql.join(
    [...TOLD_KINDS].map((kind) => sql`${kind}`),
    sql`, `,
  );
  const untold = await deps.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        isNull(orderEvents.notifiedAt),
        sql`${orderEvents.kind} IN (${kinds})`,
        sql`(${orderEvents.staffId} IS NOT NULL OR ${orderEvents.staffName} IS NOT NULL)`,
        sql`${orderEvents.at} >= ${since}`,
      ),
    );
  if (untold.length === 0) return 0;
  let told = 0;
  for (const event of await eventsById(
    deps.db,
    untold.map((row) => row.id),
  )) {
    if (await tellShopper(deps, keys, event).catch(logFailure(event))) told++;
  }
  return told;
}

const logFailure = (event: FeedEvent) => (error: unknown) => {
  console.error(
    `Could not tell the shopper of order event ${event.id}; a later sweep tries again:\n${describeErrorForLog(error)}`,
  );
  return false;
};

export interface OrderNotices {
  /** Resolves when every notice begun so far is done (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Tells shoppers of the events this process hears, and sweeps for those nobody told at start and every few minutes. */
export function startOrderNotices(feed: OrderFeed, deps: NoticeDeps, keys: VapidKeys | undefined): OrderNotices {
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const unsubscribe = feed.subscribe((event) => {
    if (isTold(event)) track(tellShopper(deps, keys, event).catch(logFailure(event)));
  });
  const sweep = () =>
    track(
      sweepUntold(deps, keys).catch((error: unknown) =>
        console.error(`Could not look for untold order events:\n${describeErrorForLog(error)}`),
      ),
    );
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  const settled = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return {
    settled,
    async close() {
      clearInterval(timer);
      unsubscribe();
      await settled();
    },
  };
}
