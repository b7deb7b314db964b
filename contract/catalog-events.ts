import * as v from 'valibot';

/** The public stream of catalog changes (Server-Sent Events, decision 114): no session, one per open shop page. */
export const CATALOG_EVENTS_PATH = '/api/catalog/events';

/**
 * One message's `data:`: the products whose answers changed (a price, in or out of stock, hidden, a name) and
 * the subcategories listing them, or `ids: '*'` when the whole catalog was read again. A page reads again
 * what it shows of these; a stream (re)opened reads everything it shows, as nothing is replayed.
 */
export const CatalogChangeEventSchema = v.object({
  ids: v.union([v.literal('*'), v.array(v.pipe(v.number(), v.integer()))]),
  categories: v.array(v.string()),
});
export type CatalogChangeEvent = v.InferOutput<typeof CatalogChangeEventSchema>;
