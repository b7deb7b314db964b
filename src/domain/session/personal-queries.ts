import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Answers that are the same for everyone: the catalog (but a shopper's recently viewed), search results and
 * suggestions (but recent searches) and the session itself (now "signed out"). Everything else is someone's,
 * so a query added later is forgotten with its shopper unless it is listed here.
 */
export function sharedByEveryone([area, kind]: QueryKey): boolean {
  if (area === 'catalog') return kind !== 'recently-viewed';
  if (area === 'search') return kind !== 'recent';
  return area === 'auth';
}

/** Drops every personal answer from the app's memory: whoever signs in next starts with none of them. */
export function forgetPersonalQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !sharedByEveryone(query.queryKey) });
}
