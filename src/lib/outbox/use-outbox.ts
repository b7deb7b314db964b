import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { ChangeOf, Delivery, KindName, RegisteredKinds } from './change';
import type { Outbox } from './outbox';

/** The outbox travels with the query client (src/app/shop-query-client.ts): a test's fresh client brings a fresh one. */
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

/** This shopper's changes on the phone, oldest first; re-renders as they move. */
export function useOutboxChanges(userId: string | undefined): ChangeOf[] {
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

/** Makes a change: its quick answer, else `queued`. A refetch of `listKey` is cancelled: it would land without it. */
export async function makeChange<N extends KindName>(
  queryClient: QueryClient,
  listKey: QueryKey,
  kind: N,
  userId: string,
  payload: RegisteredKinds[N]['payload'],
): Promise<Delivery<RegisteredKinds[N]['answer']>> {
  await queryClient.cancelQueries({ queryKey: listKey });
  const outbox = outboxOf(queryClient);
  return outbox.delivery(await outbox.add(kind, userId, payload));
}

/** A product's name from the cached lists under `listsKey`, for the sync centre. */
export function cachedProductName(queryClient: QueryClient, listsKey: QueryKey, productId: number): string {
  for (const [, items] of queryClient.getQueriesData<{ id: number; name: string }[]>({ queryKey: listsKey })) {
    const item = items?.find((entry) => entry.id === productId);
    if (item) return item.name;
  }
  return m.lib_product_fallback_name({ id: productId });
}
