import * as v from 'valibot';

/**
 * What the shopper's app shares with the shop's side (contract/shop.ts re-exports it all): a module of its own, since
 * a chunk that imports contract/shop.ts keeps every staff schema in it.
 */

/** Why the shop (or the shopper) cancelled; the shopper is told in these words. */
export const CANCEL_REASONS = ['out_of_stock', 'shop_closed', 'address_not_served', 'shopper_asked'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Each step an order took (order_events.kind). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'accepted',
  'line_changed',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'cash_received',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * What the live streams (Server-Sent Events) carry in each `data:` line; the SSE `id:` is the event id,
 * so a reconnect with Last-Event-ID misses nothing. Staff: GET /api/shop/events; the shopper (their own
 * orders only): GET /api/user/order/events.
 */
export const LiveOrderEventSchema = v.object({
  id: v.number(),
  orderId: v.string(),
  number: v.number(),
  kind: v.picklist(ORDER_EVENT_KINDS),
  at: v.string(),
});
export type LiveOrderEvent = v.InferOutput<typeof LiveOrderEventSchema>;
export const STAFF_EVENTS_PATH = '/api/shop/events';
export const SHOPPER_ORDER_EVENTS_PATH = '/api/user/order/events';
