import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { Change, Outbox } from './outbox';

/**
 * The outbox travels with the query client (src/shop-query-client.ts attaches it): query functions
 * reach it through their context's `client`, components through `useQueryClient()`, and a test's
 * fresh client brings a fresh outbox.
 */
const outboxes = new WeakMap<QueryClient, Outbox>();

export function attachOutbox(queryClient: QueryClient, outbox: Outbox) {
  outboxes.set(queryClient, outbox);
}

export function outboxOf(queryClient: QueryClient): Outbox {
  const outbox = outboxes.get(queryClient);
  if (!outbox) throw new Error('This query client has no outbox: make it with createShopQueryClient().');
  return outbox;
}

export function useOutbox(): Outbox {
  return outboxOf(useQueryClient());
}

/** The changes on the phone for this shopper (waiting and refused), oldest first; re-renders as they move. */
export function useOutboxChanges(userId: string | undefined): Change[] {
  const outbox = useOutbox();
  const all = useSyncExternalStore(
    (onChange) => outbox.subscribe(onChange),
    () => outbox.list(),
    () => outbox.list(),
  );
  return useMemo(() => all.filter((change) => change.userId === userId), [all, userId]);
}

/** The id of the change on its way to the server right now, in any tab. */
export function useSendingChange(): string | null {
  const outbox = useOutbox();
  return useSyncExternalStore(
    (onChange) => outbox.subscribe(onChange),
    () => outbox.sending(),
    () => outbox.sending(),
  );
}
