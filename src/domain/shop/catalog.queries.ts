import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as catalogEndpoints from '#contract/endpoints/shop-catalog';
import { call } from '#src/lib/api-client';
import { staffKeys } from './staff.queries';

/** What the catalog editor looks for: words (English or Hindi) or a barcode, never both. */
export type ProductSearch = { q: string } | { barcode: string };

/** A barcode typed or scanned: what findProducts takes as one (8 to 14 digits). */
export const BARCODE_TEXT = /^\d{8,14}$/;

/** The search box reads digits as a barcode (a laptop's keyboard or a USB scanner), anything else as words. */
export function searchOf(text: string): ProductSearch | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return BARCODE_TEXT.test(typed) ? { barcode: typed } : { q: typed };
}

/** Under the staff's keys, so signing out drops them with the rest (staff.mutations.ts useStaffLogout). */
export const catalogKeys = {
  all: () => [...staffKeys.all, 'catalog'] as const,
  finds: () => [...catalogKeys.all(), 'find'] as const,
  find: (search: ProductSearch) => [...catalogKeys.finds(), search] as const,
  product: (productId: number) => [...catalogKeys.all(), 'product', productId] as const,
  lowStock: () => [...catalogKeys.all(), 'lowStock'] as const,
  activity: () => [...staffKeys.all, 'activity'] as const,
};

export const catalogQueries = {
  /** Hidden products too: the owner finds what shoppers cannot. */
  find: (search: ProductSearch) =>
    queryOptions({
      queryKey: catalogKeys.find(search),
      queryFn: ({ signal }) => call(catalogEndpoints.findProducts, { query: search, signal }),
      staleTime: 10_000,
    }),
  /** Asked afresh each time the screen opens: another phone may have changed it since. */
  product: (productId: number) =>
    queryOptions({
      queryKey: catalogKeys.product(productId),
      queryFn: ({ signal }) => call(catalogEndpoints.editorProduct, { query: { id: String(productId) }, signal }),
      staleTime: 0,
    }),
  lowStock: () =>
    queryOptions({
      queryKey: catalogKeys.lowStock(),
      queryFn: ({ signal }) => call(catalogEndpoints.lowStock, { signal }),
      staleTime: 0,
    }),
  /** The owner's log, newest first; each older page starts before the last entry shown. */
  activity: () =>
    infiniteQueryOptions({
      queryKey: catalogKeys.activity(),
      queryFn: ({ pageParam, signal }) =>
        call(catalogEndpoints.activityLog, {
          query: pageParam === undefined ? {} : { before: String(pageParam) },
          signal,
        }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page) => (page.more ? page.entries.at(-1)?.id : undefined),
      staleTime: 0,
    }),
};
