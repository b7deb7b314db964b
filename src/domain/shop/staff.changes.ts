import type * as v from 'valibot';
import type { CancelReason, PaidBy, RiderMoneySchema, StaffOrder } from '#contract/shop';
import type { Kind } from '#src/lib/outbox/change';

/**
 * The steps staff take, sent through an outbox of their own (decision 110): kept on the phone before they are
 * sent, once each with their key, in order. Steps only move an order forward, so a repeat is harmless; a step
 * too late (the shopper cancelled meanwhile) is refused with the reason, which the screen shows.
 */
export const STAFF_CHANGES = {
  accept: 'staff.accept',
  cancel: 'staff.cancel',
  changeLine: 'staff.changeLine',
  pack: 'staff.pack',
  handToRider: 'staff.handToRider',
  deliver: 'staff.deliver',
  cashReceived: 'staff.cashReceived',
} as const;

/** Every step names its order by number too: the waiting list and the refusal say "#1042". */
interface OrderStep {
  orderId: string;
  number: number;
}

type RiderMoney = v.InferOutput<typeof RiderMoneySchema>;

export type StaffChanges = {
  'staff.accept': Kind<OrderStep, StaffOrder>;
  'staff.cancel': Kind<OrderStep & { reason: CancelReason }, StaffOrder>;
  'staff.changeLine': Kind<OrderStep & { productId: number; name: string; quantity: number }, StaffOrder>;
  'staff.pack': Kind<OrderStep, StaffOrder>;
  'staff.handToRider': Kind<OrderStep & { riderId: string; riderName: string }, StaffOrder>;
  'staff.deliver': Kind<OrderStep & { paidBy: PaidBy; upiReference?: string }, StaffOrder>;
  'staff.cashReceived': Kind<{ riderId: string; riderName: string }, RiderMoney[]>;
};
export type StaffChangeKind = keyof StaffChanges;

/** The order a change is about, if it is about one. */
export function orderOf(payload: StaffChanges[StaffChangeKind]['payload']): string | undefined {
  return 'orderId' in payload ? payload.orderId : undefined;
}
