import { and, eq, lte } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { describeErrorForLog } from '../../http/error-log';

/**
 * One pass of the stand-in for the shop's staff: every order whose current step has lasted
 * FULFILMENT_STEP_SECONDS moves one step along
 *   confirmed -> processing -> packed -> out_for_delivery -> delivered.
 * shipped_at is set when the order is packed (handed over for dispatch), out_for_delivery_at and
 * delivered_at when it reaches those steps; cash is collected on delivery, so it is then paid.
 * processing has no timestamp of its own, so its step is counted from the order's creation.
 * Cancelled (and delivered) orders are never touched. Returns how many orders moved.
 */
export async function advanceOrders(deps: Pick<Deps, 'db' | 'clock' | 'env'>): Promise<number> {
  const { db } = deps;
  const now = deps.clock.now();
  const stepMs = deps.env.FULFILMENT_STEP_SECONDS * 1000;
  const stepsAgo = (steps: number) => new Date(now.getTime() - steps * stepMs);
  const id = { id: orders.id };

  // Latest step first, so that an order moved by one statement is not moved again by the next.
  const delivered = await db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: now, paymentStatus: 'paid' })
    .where(and(eq(orders.status, 'out_for_delivery'), lte(orders.outForDeliveryAt, stepsAgo(1))))
    .returning(id);
  const outForDelivery = await db
    .update(orders)
    .set({ status: 'out_for_delivery', outForDeliveryAt: now })
    .where(and(eq(orders.status, 'packed'), lte(orders.shippedAt, stepsAgo(1))))
    .returning(id);
  const packed = await db
    .update(orders)
    .set({ status: 'packed', shippedAt: now })
    .where(and(eq(orders.status, 'processing'), lte(orders.createdAt, stepsAgo(2))))
    .returning(id);
  const processing = await db
    .update(orders)
    .set({ status: 'processing' })
    .where(and(eq(orders.status, 'confirmed'), lte(orders.createdAt, stepsAgo(1))))
    .returning(id);
  return delivered.length + outForDelivery.length + packed.length + processing.length;
}

/** Moves orders along their statuses while no staff role exists. Returns a function that stops it. */
export function startFulfilmentSimulator(deps: Deps): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(async () => {
    // A slow pass (a busy database) is not overlapped by the next tick.
    if (running || stopped) return;
    running = true;
    try {
      await advanceOrders(deps);
    } catch (error) {
      // The database may close under a pass that was in flight at shutdown.
      if (!stopped) console.error(`Fulfilment simulator pass failed:\n${describeErrorForLog(error)}`);
    } finally {
      running = false;
    }
  }, deps.env.FULFILMENT_STEP_SECONDS * 1000);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
