import { queryOptions } from '@tanstack/react-query';
import * as searchEndpoints from '#contract/endpoints/search';
import { call, haveCopyOf } from '#src/lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  results: (keyword: string, category: string | undefined) =>
    [...searchKeys.all, 'results', keyword, category ?? null] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
  /** Per shopper, so one person's searches never show to the next on a shared phone. */
  recentAll: () => [...searchKeys.all, 'recent'] as const,
  recent: (userId: string | null) => [...searchKeys.recentAll(), userId] as const,
};

/** Spec 000 §8: a failed suggestion or recent-search request is only logged; the panel just shows nothing. */
function logSuggestionFailure(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError'))
    console.error('Error fetching suggestions', error);
  throw error;
}

export const searchQueries = {
  /** category: a subcategory id; undefined searches every category. */
  results: (keyword: string, category: string | undefined) =>
    queryOptions({
      queryKey: searchKeys.results(keyword, category),
      queryFn: ({ signal, client, queryKey }) =>
        call(searchEndpoints.searchProducts, {
          query: { keyword, category },
          signal,
          // Results restored from the phone keep their "Prices as of" date: the service worker's copy would
          // come dated now, so once the phone holds them only the network may replace them.
          haveCopy: haveCopyOf({ client, queryKey }),
        }),
    }),
  suggestions: (term: string) =>
    queryOptions({
      queryKey: searchKeys.suggestions(term),
      queryFn: ({ signal }) =>
        call(searchEndpoints.getSearchSuggestions, {
          query: { keyword: term },
          signal,
        }).catch(logSuggestionFailure),
      // A suggestion is only useful while typing; retrying would keep "Loading" up for seconds.
      retry: false,
    }),
  recent: (userId: string | null) =>
    queryOptions({
      queryKey: searchKeys.recent(userId),
      queryFn: ({ signal }) => call(searchEndpoints.recentSearches, { signal }).catch(logSuggestionFailure),
      retry: false,
    }),
};
