import { Hono } from 'hono';
import { DEFAULT_PAGE_SIZE, PAGE_HEADER, PAGE_SIZE_HEADER, TOTAL_COUNT_HEADER } from '../../../contract/catalog';
import { endpoints } from '../../../contract/endpoints';
import { RECENT_SEARCH_LIMIT, SUGGESTION_LIMIT } from '../../../contract/search';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { isOwnAppRequest } from '../../http/guards';
import { CATALOG_CACHE_CONTROL, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { toProductCard } from '../catalog/catalog.read-model';
import type { ProductRow } from '../catalog/catalog.repo';
import {
  keywordWords,
  listRecentSearches,
  normaliseKeyword,
  recordSearch,
  searchProductIds,
  suggestionSources,
} from './search.repo';
import { buildSuggestions, type SuggestionBatch } from './search.suggestions';

const api = endpoints.search;

/** Fewer typed letters than this match too much of the catalog to suggest anything useful. */
const MIN_SUGGESTION_LETTERS = 2;

/**
 * `endpoints.search`: searchProducts, getSearchSuggestions and recentSearches (spec 000 §7).
 * Also mounts Recently Viewed, which lives with the catalog but needs the database and session
 * that catalogRoutes (built from the read model alone) does not get.
 */
export function searchRoutes(deps: Deps) {
  const { db, catalog, clock } = deps;

  function rowsOf(ids: readonly number[]): ProductRow[] {
    const rows: ProductRow[] = [];
    for (const id of ids) {
      const row = catalog.product(id);
      if (row) rows.push(row);
    }
    return rows;
  }

  return new Hono<AppEnv>()
    .on(api.searchProducts.method, api.searchProducts.path, accepts(api.searchProducts), async (c) => {
      const { keyword, category, page, pageSize } = c.req.valid('query');
      const ids = await searchProductIds(db, { keyword, category, vocabulary: catalog.searchVocabulary() });
      const user = c.get('user');
      if (user && isOwnAppRequest(c)) {
        await recordSearch(db, user.id, normaliseKeyword(keyword), clock.now(), RECENT_SEARCH_LIMIT);
      }
      const found = rowsOf(ids);
      // The true number of matches, whether one page or all of them is asked for.
      c.header(TOTAL_COUNT_HEADER, String(found.length));
      if (page === undefined && pageSize === undefined) return ok(c, found.map(toProductCard));
      const size = pageSize ?? DEFAULT_PAGE_SIZE;
      const start = ((page ?? 1) - 1) * size;
      c.header(PAGE_HEADER, String(page ?? 1));
      c.header(PAGE_SIZE_HEADER, String(size));
      return ok(c, found.slice(start, start + size).map(toProductCard));
    })
    .on(
      api.getSearchSuggestions.method,
      api.getSearchSuggestions.path,
      accepts(api.getSearchSuggestions),
      async (c) => {
        const { keyword } = c.req.valid('query');
        c.header('Cache-Control', CATALOG_CACHE_CONTROL);
        if (keywordWords(keyword).join('').length < MIN_SUGGESTION_LETTERS) return ok(c, []);
        const vocabulary = catalog.searchVocabulary();
        const batches: SuggestionBatch[] = [];
        for (const mode of ['prefix', 'corrected'] as const) {
          const { words, ids } = await suggestionSources(db, keyword, vocabulary, mode);
          batches.push({ words, rows: rowsOf(ids) });
          // A typo is looked for only when what was typed does not fill the panel.
          if (buildSuggestions(batches, SUGGESTION_LIMIT).length >= SUGGESTION_LIMIT) break;
        }
        const suggestions = buildSuggestions(batches, SUGGESTION_LIMIT);
        return ok(c, suggestions);
      },
    )
    .on(api.recentSearches.method, api.recentSearches.path, async (c) => {
      // Visitors get an empty list rather than 401: the search box asks whoever is typing.
      const user = c.get('user');
      return ok(c, user ? await listRecentSearches(db, user.id, RECENT_SEARCH_LIMIT) : []);
    });
}
