import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The onSettled of an optimistic change: once the last queued change of its kind has settled,
 * the server's copy is fetched again and is the truth (a refused change disappears, with its
 * toast). Refetching earlier would flash a state between two of the shopper's own changes.
 */
export function refetchWhenIdle(queryClient: QueryClient, mutationKey: MutationKey, queryKey: QueryKey) {
  if (queryClient.isMutating({ mutationKey }) <= 1) return queryClient.invalidateQueries({ queryKey });
}
