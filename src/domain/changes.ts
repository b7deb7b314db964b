import type { CartChanges } from './cart/cart.changes';
import type { OrderChanges } from './checkout/checkout.changes';
import type { WishlistChanges } from './wishlist/wishlist.changes';

/**
 * Every kind of change the shop sends through the outbox, by name: what it carries and what the shop answers. Each
 * area names its own beside its payloads; `register…Changes` in its mutations file defines how each is sent.
 */
export type ShopChanges = CartChanges & WishlistChanges & OrderChanges;

// Every outbox the app makes sends these: a kind's payload is typed where it is made and where it is sent.
declare module '#src/lib/outbox/change' {
  interface Register {
    kinds: ShopChanges;
  }
}
