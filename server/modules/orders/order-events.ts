import { sql } from 'drizzle-orm';
import type { OrderEventKind, StaffMember } from '../../../contract/shop';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';

/** Every order event is announced here, with its id, when its transaction commits (decision 107). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/**
 * Records one step of an order and announces it. Call it inside the transaction that takes the step:
 * NOTIFY is delivered only on commit, so a rolled-back step is never announced and a committed one
 * always is (PostgreSQL's LISTEN on every process; PGlite's in this process).
 */
export async function recordOrderEvent(
  db: Db,
  event: {
    orderId: string;
    kind: OrderEventKind;
    /** Null for the shopper's own steps. */
    by: Pick<StaffMember, 'id' | 'name'> | null;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<number> {
  const [{ id }] = (await db
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      kind: event.kind,
      staffId: event.by?.id ?? null,
      staffName: event.by?.name ?? null,
      detail: event.detail ?? {},
      at: event.at,
    })
    .returning({ id: orderEvents.id })) as [{ id: number }];
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${String(id)})`);
  return id;
}
