import { queryOptions } from '@tanstack/react-query';
import * as catalogEndpoints from '#contract/endpoints/catalog';
import { call, haveCopyOf } from '#src/lib/api-client';

export const catalogKeys = {
  all: ['catalog'] as const,
  categoryCounts: () => [...catalogKeys.all, 'category-counts'] as const,
  featured: () => [...catalogKeys.all, 'featured'] as const,
  trending: () => [...catalogKeys.all, 'trending'] as const,
  /** Personal: one shopper's views, never shown to another who signs in on the same phone. */
  recentlyViewed: (userId: string) => [...catalogKeys.all, 'recently-viewed', userId] as const,
  /** Every category's listing: each is a whole category, kept on the phone apart from the rest (src/lib/persister.ts). */
  listings: () => [...catalogKeys.all, 'by-category'] as const,
  byCategory: (categoryId: string) => [...catalogKeys.listings(), categoryId] as const,
  product: (productId: number) => [...catalogKeys.all, 'product', productId] as const,
};

/** Spec 000 §8: a failed item-count request is only logged; the menus and tiles then show 0. */
function logCountsFailure(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError'))
    console.error('Failed to fetch item counts', error);
  throw error;
}

export const catalogQueries = {
  categoryCounts: () =>
    queryOptions({
      queryKey: catalogKeys.categoryCounts(),
      queryFn: ({ signal }) => call(catalogEndpoints.getCategoryCount, { signal }).catch(logCountsFailure),
    }),
  featured: () =>
    queryOptions({
      queryKey: catalogKeys.featured(),
      queryFn: ({ signal }) => call(catalogEndpoints.getFeaturedProducts, { signal }),
    }),
  trending: () =>
    queryOptions({
      queryKey: catalogKeys.trending(),
      queryFn: ({ signal }) => call(catalogEndpoints.getTrendingProducts, { signal }),
    }),
  /** Signed in only: the server refuses a visitor, so call it only with the session's user id. */
  recentlyViewed: (userId: string) =>
    queryOptions({
      queryKey: catalogKeys.recentlyViewed(userId),
      queryFn: ({ signal }) => call(catalogEndpoints.getRecentViewed, { query: { userId }, signal }),
    }),
  byCategory: (categoryId: string) =>
    queryOptions({
      queryKey: catalogKeys.byCategory(categoryId),
      queryFn: ({ signal, client, queryKey }) =>
        call(catalogEndpoints.getProductsByCategory, {
          query: { category: categoryId },
          signal,
          // Once the phone holds the listing (kept apart, dated when it was fetched), only the network may
          // replace it: the service worker's copy would come dated now, and offline say "Prices as of" now.
          haveCopy: haveCopyOf({ client, queryKey }),
        }),
    }),
  product: (productId: number) =>
    queryOptions({
      queryKey: catalogKeys.product(productId),
      queryFn: ({ signal, client, queryKey }) =>
        call(catalogEndpoints.getProduct, {
          query: { productId },
          signal,
          // As a listing's: the phone's copy, restored with its date, is replaced by the network's answer only.
          haveCopy: haveCopyOf({ client, queryKey }),
        }),
    }),
};
