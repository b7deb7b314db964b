import type { OrderDetail } from '#contract/order';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export interface TimelineStep {
  label: string;
  /** When the step was reached (ISO), or null while it has not been. */
  at: string | null;
  done: boolean;
  /** Who took the step, once taken, in a few words ("Packed at the shop"); absent for the shopper's own. */
  by?: string;
}

/**
 * Spec 001 §4: four steps; Order placed is always done, the others once the shop's staff took them (decision 107):
 * Shipped is packed (shipped_at), then handed to a rider, then delivered. A cancelled order (only ever before it
 * was packed) ends at Cancelled instead of going on.
 */
export function orderTimeline(
  order: Pick<
    OrderDetail,
    'createdAt' | 'shipped_at' | 'out_for_delivery_at' | 'delivered_at' | 'cancelled_at' | 'rider'
  >,
): TimelineStep[] {
  const step = (label: string, at: string | null, by?: string): TimelineStep =>
    at === null ? { label, at, done: false } : { label, at, done: true, ...(by ? { by } : {}) };
  if (order.cancelled_at !== null) {
    return [
      { label: m.orders_step_placed(), at: order.createdAt, done: true },
      step(m.orders_step_cancelled(), order.cancelled_at),
    ];
  }
  return [
    { label: m.orders_step_placed(), at: order.createdAt, done: true },
    step(m.orders_step_shipped(), order.shipped_at, m.orders_step_packed_by()),
    step(
      m.orders_step_out_for_delivery(),
      order.out_for_delivery_at,
      order.rider ? m.orders_step_with_rider({ name: order.rider.name }) : m.orders_step_handed_to_rider(),
    ),
    step(m.orders_step_delivered(), order.delivered_at, m.orders_step_delivered_by()),
  ];
}

/** The step the order is at now: the last one done (steps may be stamped out of order, so not the first undone). */
export function currentStepIndex(steps: readonly TimelineStep[]): number {
  return steps.findLastIndex((step) => step.done);
}
