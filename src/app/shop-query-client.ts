import { hashKey } from '@tanstack/react-query';
import { registerCartChanges } from '#src/domain/cart/cart.mutations';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { registerOrderChanges } from '#src/domain/checkout/checkout.mutations';
import { authKeys, forgetSession } from '#src/domain/session/auth.queries';
import { registerWishlistChanges } from '#src/domain/wishlist/wishlist.mutations';
import { indexedDbChangeStore, memoryChangeStore } from '#src/lib/outbox/change-store';
import { Outbox } from '#src/lib/outbox/outbox';
import { attachOutbox } from '#src/lib/outbox/use-outbox';
import { keepApart } from '#src/lib/persister';
import { createQueryClient } from '#src/lib/query-client';
import type { Toasts } from '#src/lib/toast';

/**
 * The app's one query client, with its outbox attached: lib's client plus the changes src/domain teaches
 * the outbox to send, and the category listings kept on the phone one by one. The outbox loads what the
 * phone kept and starts sending at once, in the background: nothing about sending ever waits for, or
 * delays, the first paint.
 */
export function createShopQueryClient({ toasts }: { toasts: Toasts }) {
  const queryClient = createQueryClient({ onUnauthorized: forgetSession, toasts });
  keepApart(queryClient, catalogKeys.listings());
  const outbox = new Outbox(typeof indexedDB === 'undefined' ? memoryChangeStore() : indexedDbChangeStore());
  attachOutbox(queryClient, outbox);
  registerCartChanges(outbox, queryClient);
  registerWishlistChanges(outbox, queryClient);
  registerOrderChanges(outbox, queryClient);

  const shopperId = () => queryClient.getQueryData<{ id: string } | null>(authKeys.session())?.id;
  void outbox.start({
    shopperId,
    // Nobody is waiting on this answer any more (sent after a reload, or long after the tap): say it here.
    onRefused: (_change, refusal) => toasts.error(refusal.message),
  });
  // A shopper signing in (or the restored session arriving) may have changes waiting. Only the session's own
  // events are looked at: the cache tells of every change to every query, and start-up makes many.
  const session = hashKey(authKeys.session());
  let knownShopper = shopperId();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== session || shopperId() === knownShopper) return;
    // However the session ended (a 401, "signed out", someone else signed in), nothing of it may stay (decision 105).
    if (knownShopper) void import('#src/domain/session/auth.mutations').then((m) => m.forgetShopper(queryClient));
    knownShopper = shopperId();
    outbox.flush();
  });
  return queryClient;
}
