import { useIsOnline } from '#src/lib/online';
import type { ChangeOf } from '#src/lib/outbox/change';
import { useOutboxChanges } from '#src/lib/outbox/use-outbox';
import { CART_CHANGES } from './cart.changes';

/**
 * Products whose cart change is waiting on the phone for the connection (offline, or sent without
 * an answer), so their line can say it will sync rather than look saved. A change simply on its
 * way on a good connection is not marked: it will be there in a moment.
 */
export function useQueuedCartLines(userId: string): ReadonlySet<number> {
  const online = useIsOnline();
  const changes = useOutboxChanges(userId);
  const waiting = changes.filter((change) => change.state === 'waiting' && (!online || change.attempts > 0));
  return new Set(waiting.flatMap(productOf));
}

function productOf(change: ChangeOf): number[] {
  if (change.kind === CART_CHANGES.add || change.kind === CART_CHANGES.moveFromWishlist)
    return [change.payload.product.id];
  if (change.kind === CART_CHANGES.setQuantity) return [change.payload.productId];
  return [];
}
