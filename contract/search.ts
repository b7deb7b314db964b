import * as v from 'valibot';
import { MAX_PAGE_SIZE } from './catalog';
import { ALL_CATEGORIES, SUBCATEGORY_IDS } from './categories';
import { successEnvelope } from './envelope';

/** Most suggestions the search box shows. */
export const SUGGESTION_LIMIT = 8;
/** Most recent searches kept and shown per shopper. */
export const RECENT_SEARCH_LIMIT = 10;
export const KEYWORD_MAX_LENGTH = 100;

const KeywordSchema = v.pipe(
  v.string('keyword is required'),
  v.trim(),
  v.nonEmpty('keyword is required'),
  v.maxLength(KEYWORD_MAX_LENGTH, `keyword must be at most ${KEYWORD_MAX_LENGTH} characters`),
);

const pageNumberSchema = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be a whole number`),
      v.regex(/^\d{1,7}$/, `${field} must be a whole number`),
      v.transform(Number),
      v.minValue(1, `${field} must be at least 1`),
      v.maxValue(max, `${field} must be at most ${max}`),
    ),
  );

/**
 * `search.searchProducts`: an array of product cards
 * (contract/catalog.ts), best match first. category is one of the twelve subcategory ids; "All Categories"
 * means none. Every match comes back, as the spec's client expects; page or pageSize asks for one page
 * (pageSize defaults to 12, page to 1). The number of matches is always in X-Total-Count (the page in
 * X-Page and X-Page-Size), as getProductsByCategory does. A signed-in shopper's keyword is added to their
 * recent searches.
 */
export const SearchProductsQuerySchema = v.object({
  keyword: KeywordSchema,
  category: v.optional(
    v.pipe(
      v.picklist([...SUBCATEGORY_IDS, ALL_CATEGORIES], 'category must be a subcategory or All Categories'),
      v.transform((category) => (category === ALL_CATEGORIES ? undefined : category)),
    ),
  ),
  page: pageNumberSchema('page', 1_000_000),
  pageSize: pageNumberSchema('pageSize', MAX_PAGE_SIZE),
});
export type SearchProductsQuery = v.InferInput<typeof SearchProductsQuerySchema>;

/** `search.getSearchSuggestions` */
export const SearchSuggestionsQuerySchema = v.object({
  keyword: KeywordSchema,
});

/** A line of the search box's suggestion panel: searching `text` finds products; `category` is where most of them are. */
export const SearchSuggestionSchema = v.object({
  text: v.string(),
  category: v.string(),
});
export type SearchSuggestion = v.InferOutput<typeof SearchSuggestionSchema>;

export const SearchSuggestionsResponseSchema = successEnvelope(
  v.pipe(v.array(SearchSuggestionSchema), v.maxLength(SUGGESTION_LIMIT)),
);

/**
 * `search.recentSearches`: the signed-in shopper's own keywords (as normalised: trimmed,
 * lower case), newest first. Signed out, the list is simply empty (200), since the search box asks for
 * it whoever is typing.
 */
export const RecentSearchesResponseSchema = successEnvelope(
  v.pipe(v.array(v.string()), v.maxLength(RECENT_SEARCH_LIMIT)),
);
