import { authKeys, forgetSession } from './features/auth/api/auth.queries';
import { registerCartChanges } from './features/cart/api/cart.mutations';
import { registerOrderChanges } from './features/checkout/api/checkout.mutations';
import { registerWishlistChanges } from './features/wishlist/api/wishlist.mutations';
import { indexedDbChangeStore, memoryChangeStore } from './lib/outbox/change-store';
import { Outbox } from './lib/outbox/outbox';
import { attachOutbox } from './lib/outbox/use-outbox';
import { createQueryClient } from './lib/query-client';
import { toast } from './lib/toast';

/**
 * The app's one query client, with its outbox attached: lib's client plus the changes the
 * features teach the outbox to send. The outbox loads what the phone kept and starts sending at
 * once, in the background: nothing about sending ever waits for, or delays, the first paint.
 */
export function createShopQueryClient() {
  const queryClient = createQueryClient({ onUnauthorized: forgetSession });
  const outbox = new Outbox(typeof indexedDB === 'undefined' ? memoryChangeStore() : indexedDbChangeStore());
  attachOutbox(queryClient, outbox);
  registerCartChanges(outbox, queryClient);
  registerWishlistChanges(outbox, queryClient);
  registerOrderChanges(outbox, queryClient);

  const shopperId = () => queryClient.getQueryData<{ id: string } | null>(authKeys.session())?.id;
  void outbox.start({
    shopperId,
    // Nobody is waiting on this answer any more (sent after a reload, or long after the tap): say it here.
    onRefused: (_change, refusal) => toast.error(refusal.message),
  });
  // A shopper signing in (or the restored session arriving) may have changes waiting.
  let knownShopper = shopperId();
  queryClient.getQueryCache().subscribe(() => {
    if (shopperId() === knownShopper) return;
    knownShopper = shopperId();
    outbox.flush();
  });
  return queryClient;
}
