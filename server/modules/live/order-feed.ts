import { sql } from 'drizzle-orm';
import type { LiveOrderEvent, OrderEventKind } from '../../../contract/shop';
import type { Database, Db } from '../../db/client';
import type { Listening } from '../../db/listen';
import { describeErrorForLog } from '../../http/error-log';
import { ORDER_EVENTS_CHANNEL } from '../orders/order-events';

/** An order event with what decides who may hear of it and how the shopper is told. */
export interface FeedEvent extends LiveOrderEvent {
  userId: string | null;
  riderId: string | null;
  staffId: string | null;
  staffName: string | null;
  detail: Record<string, unknown>;
}

/** Who a stream is for: the owner and packers hear every order, a rider those handed to them, a shopper their own. */
export type Audience = { everything: true } | { riderId: string } | { userId: string };

export function hears(audience: Audience, event: FeedEvent): boolean {
  if ('everything' in audience) return true;
  if ('riderId' in audience) return event.riderId === audience.riderId;
  return event.userId === audience.userId;
}

/**
 * Ids are handed out when a step inserts its event but become visible when its transaction commits, so a
 * smaller id can commit after a larger one was sent. A replay or a catch-up from id N therefore also takes the
 * events written up to this long before N's: a step's transaction never lasts that long (decision 109).
 */
export const LATE_COMMIT_MS = 60_000;

/** At most this many events replayed to one stream; the client refetches its list on every reconnect anyway. */
export const REPLAY_LIMIT = 1000;

export interface OrderFeed {
  /** Every event committed from now on, once, in the order this process hears of them. */
  subscribe(listener: (event: FeedEvent) => void): () => void;
  /** The events `audience` hears after `lastId` (and those that committed late, see LATE_COMMIT_MS), by id. */
  replay(lastId: number, audience: Audience): Promise<FeedEvent[]>;
  close(): Promise<void>;
}

/** Recently delivered ids, so a catch-up after a lost LISTEN delivers nothing twice. */
const REMEMBERED_IDS = 5000;

/**
 * This process's order feed: LISTENs on `order_events` (PostgreSQL: every process's commits; PGlite: this
 * one's), loads each announced event with its order's shopper, rider and number, and hands it to every
 * subscriber. Notices arriving together are loaded with one query. A LISTEN lost and taken up again catches
 * up from the table.
 */
export async function startOrderFeed(database: Pick<Database, 'db' | 'listen'>): Promise<OrderFeed> {
  const { db } = database;
  const listeners = new Set<(event: FeedEvent) => void>();
  const delivered = new Set<number>();
  let highest = 0;
  const pending = new Set<number>();
  let loading: Promise<void> | undefined;
  let catchUp = false;
  let closed = false;

  function deliver(events: FeedEvent[]) {
    for (const event of events) {
      if (delivered.has(event.id)) continue;
      delivered.add(event.id);
      if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value as number);
      highest = Math.max(highest, event.id);
      for (const listener of listeners) listener(event);
    }
  }

  async function load() {
    while (!closed && (pending.size > 0 || catchUp)) {
      const ids = [...pending];
      const fromTable = catchUp;
      pending.clear();
      catchUp = false;
      try {
        if (ids.length > 0) deliver(await eventsById(db, ids));
        if (fromTable) deliver(await eventsAfter(db, highest, { everything: true }));
      } catch (error) {
        if (closed) return;
        console.error(`Could not load order events; catching up shortly:\n${describeErrorForLog(error)}`);
        for (const id of ids) pending.add(id);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  function schedule() {
    loading ??= load().finally(() => {
      loading = undefined;
      if (pending.size > 0 || catchUp) schedule();
    });
  }

  // Events committed before this process started were never announced to it: its streams start from a replay.
  highest = await lastEventId(db);
  const listening: Listening = await database.listen(ORDER_EVENTS_CHANNEL, {
    onNotification(payload) {
      if (!/^\d{1,18}$/.test(payload)) return;
      pending.add(Number(payload));
      schedule();
    },
    onResubscribed() {
      catchUp = true;
      schedule();
    },
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replay: (lastId, audience) => eventsAfter(db, lastId, audience),
    async close() {
      closed = true;
      listeners.clear();
      await listening.close();
      await loading;
    },
  };
}

/** What db.execute gives on both engines. */
type Rows<Row> = { rows: Row[] };

interface EventRow {
  id: string | number;
  order_id: string;
  kind: string;
  at: string | Date;
  staff_id: string | null;
  staff_name: string | null;
  detail: Record<string, unknown> | string;
  user_id: string | null;
  rider_id: string | null;
  number: number;
}

const SELECT_EVENTS = sql`
  SELECT e.id, e.order_id, e.kind, e.at, e.staff_id, e.staff_name, e.detail, o.user_id, o.rider_id, o.number
  FROM order_events e JOIN orders o ON o.id = e.order_id`;

function toFeedEvent(row: EventRow): FeedEvent {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    number: row.number,
    kind: row.kind as OrderEventKind,
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    riderId: row.rider_id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
  };
}

/** The events of these ids with their orders' shopper, rider and number, by id. */
export async function eventsById(db: Db, ids: number[]): Promise<FeedEvent[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`${SELECT_EVENTS} WHERE e.id IN (${list}) ORDER BY e.id`)) as Rows<EventRow>;
  return result.rows.map(toFeedEvent);
}

function audienceFilter(audience: Audience) {
  if ('everything' in audience) return sql`true`;
  if ('riderId' in audience) return sql`o.rider_id = ${audience.riderId}`;
  return sql`o.user_id = ${audience.userId}`;
}

/**
 * The events after `lastId`, and those with a smaller id written up to LATE_COMMIT_MS before it (a late
 * commit): the client skips an id it has already seen. The newest REPLAY_LIMIT, oldest first.
 */
export async function eventsAfter(db: Db, lastId: number, audience: Audience): Promise<FeedEvent[]> {
  const result = (await db.execute(sql`
    SELECT * FROM (
      ${SELECT_EVENTS}
      WHERE ${audienceFilter(audience)}
        AND (e.id > ${lastId} OR e.at >= (
          SELECT at - make_interval(secs => ${LATE_COMMIT_MS / 1000}) FROM order_events WHERE id = ${lastId}
        ))
      ORDER BY e.id DESC
      LIMIT ${REPLAY_LIMIT}
    ) recent ORDER BY id`)) as Rows<EventRow>;
  return result.rows.map(toFeedEvent).filter((event) => event.id !== lastId);
}

export async function lastEventId(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT max(id) AS id FROM order_events`)) as Rows<{
    id: string | number | null;
  }>;
  return Number(result.rows[0]?.id ?? 0);
}
