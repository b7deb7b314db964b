import * as v from 'valibot';
import { successEnvelope } from './envelope';

/**
 * Whether the shop takes orders now, as shoppers are told (decision 113). Apart from contract/shop-hours.ts, the
 * owner's, so the shopper's pages carry this small schema and none of the staff's.
 *
 * Closed or paused, an order is still taken: it starts at `opensAt`, and `deliverBy` is the promise counted
 * from then (DELIVERY_PROMISE_MINUTES after opening). One flat object rather than a variant per state: the
 * shopper's start-up code carries every valibot function any of its pages uses, and a variant would be a new one.
 */
export const ShopOpenSchema = v.object({
  state: v.picklist(['open', 'closed', 'paused']),
  /** Closed or paused: the ISO instant the shop next opens: orders placed now start then. */
  opensAt: v.optional(v.string()),
  /** Paused: when the pause ends (the shop opens then, or at its next opening if it is closed by then). */
  until: v.optional(v.string()),
  /** Paused: the owner's reason; closed: the holiday's ("Diwali"), absent outside opening hours. */
  reason: v.optional(v.string()),
  /** Closed or paused: the promise an order placed now gets. */
  deliverBy: v.optional(v.string()),
});
export type ShopOpen = v.InferOutput<typeof ShopOpenSchema>;

export const ShopOpenResponseSchema = successEnvelope(ShopOpenSchema);

/** How long the answer may be kept (seconds): a pause or a resume reaches shoppers within this. */
export const SHOP_OPEN_MAX_AGE_S = 30;
