import { Hono } from 'hono';
import { DEFAULT_PAGE_SIZE, PAGE_HEADER, PAGE_SIZE_HEADER, TOTAL_COUNT_HEADER } from '../../../contract/catalog';
import { endpoints } from '../../../contract/endpoints';
import { RECENT_SEARCH_LIMIT, SUGGESTION_LIMIT } from '../../../contract/search';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { isOwnAppRequest } from '../../http/guards';
import { PreparedCache, PreparedJson, sendPrepared } from '../../http/prepared-json';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { toProductCard } from '../catalog/catalog.read-model';
import type { ProductRow } from '../catalog/catalog.repo';
import { devanagariPhrase, hasDevanagari, prefixReadings } from './search.devanagari';
import {
  keywordWords,
  listRecentSearches,
  normaliseKeyword,
  recordSearch,
  searchProductIds,
  suggestionSources,
} from './search.repo';
import { type Completion, type SuggestionBatch, withCompletions } from './search.suggestions';

const api = endpoints.search;

/** Fewer typed letters than this match too much of the catalog to suggest anything useful. */
const MIN_SUGGESTION_LETTERS = 2;

/** JSON held for repeated searches and suggestions (compressed copies come on top). */
export const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;
export const SUGGESTION_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * `endpoints.search`: searchProducts, getSearchSuggestions and recentSearches (spec 000 §7).
 * Also mounts Recently Viewed, which lives with the catalog but needs the database and session
 * that catalogRoutes (built from the read model alone) does not get.
 */
export function searchRoutes(deps: Deps) {
  const { db, catalog, clock } = deps;
  // The same keyword is searched by many shoppers, and each search costs the database several
  // queries: answers are kept until the catalog changes (its version), see decision 019.
  const searchAnswers = new PreparedCache(SEARCH_CACHE_BYTES);
  const suggestionAnswers = new PreparedCache(SUGGESTION_CACHE_BYTES);

  function rowsOf(ids: readonly number[]): ProductRow[] {
    const rows: ProductRow[] = [];
    for (const id of ids) {
      const row = catalog.shownProduct(id);
      if (row) rows.push(row);
    }
    return rows;
  }

  return new Hono<AppEnv>()
    .on(api.searchProducts.method, api.searchProducts.path, accepts(api.searchProducts), async (c) => {
      const { keyword, category, page, pageSize } = c.req.valid('query');
      const normalised = normaliseKeyword(keyword);
      const key = JSON.stringify([normalised, category, page, pageSize]);
      const answer = await searchAnswers.get(key, catalog.version, async () => {
        // A replica will do: it holds every catalog change this version was made from (readsCaughtUp).
        const ids = await searchProductIds(c.var.reads, {
          keyword,
          category,
          vocabulary: catalog.searchVocabulary(),
        });
        const found = rowsOf(ids);
        // The true number of matches, whether one page or all of them is asked for.
        const total = { [TOTAL_COUNT_HEADER]: String(found.length) };
        if (page === undefined && pageSize === undefined) return new PreparedJson(found.map(toProductCard), total);
        const size = pageSize ?? DEFAULT_PAGE_SIZE;
        const start = ((page ?? 1) - 1) * size;
        return new PreparedJson(found.slice(start, start + size).map(toProductCard), {
          ...total,
          [PAGE_HEADER]: String(page ?? 1),
          [PAGE_SIZE_HEADER]: String(size),
        });
      });
      const user = c.get('user');
      if (user && isOwnAppRequest(c)) {
        await recordSearch(db, user.id, normalised, clock.now(), RECENT_SEARCH_LIMIT);
      }
      // Kept private as before: this is the shopper's own search (it may be recorded), not catalog data.
      return sendPrepared(c, answer, null);
    })
    .on(
      api.getSearchSuggestions.method,
      api.getSearchSuggestions.path,
      accepts(api.getSearchSuggestions),
      async (c) => {
        const { keyword } = c.req.valid('query');
        const answer = await suggestionAnswers.get(normaliseKeyword(keyword), catalog.version, async () => {
          if (keywordWords(keyword).join('').length < MIN_SUGGESTION_LETTERS) return new PreparedJson([]);
          const vocabulary = catalog.searchVocabulary();
          // Latin text has one reading, itself. Devanagari is read as each vocabulary word it may be the
          // start of, then as transliterated (the last reading, the one a typo is looked for in).
          const readings = prefixReadings(normaliseKeyword(keyword));
          const batches: SuggestionBatch[] = [];
          const completions: Completion[] = [];
          for (const reading of readings) {
            const { words, ids } = await suggestionSources(c.var.reads, reading.latin, vocabulary, 'prefix');
            const rows = rowsOf(ids);
            batches.push({ words, rows });
            if (reading.hindi) completions.push({ hindi: reading.hindi, latin: reading.latin, rows });
          }
          const spellTerm = hasDevanagari(keyword) ? devanagariPhrase : undefined;
          // A typo is looked for only when what was typed does not fill the panel.
          if (withCompletions(completions, batches, SUGGESTION_LIMIT, spellTerm).length < SUGGESTION_LIMIT) {
            const spelled = readings[readings.length - 1]?.latin ?? keyword;
            const { words, ids } = await suggestionSources(c.var.reads, spelled, vocabulary, 'corrected');
            batches.push({ words, rows: rowsOf(ids) });
          }
          return new PreparedJson(withCompletions(completions, batches, SUGGESTION_LIMIT, spellTerm));
        });
        return sendPrepared(c, answer);
      },
    )
    .on(api.recentSearches.method, api.recentSearches.path, async (c) => {
      // Visitors get an empty list rather than 401: the search box asks whoever is typing.
      const user = c.get('user');
      return ok(c, user ? await listRecentSearches(db, user.id, RECENT_SEARCH_LIMIT) : []);
    });
}
