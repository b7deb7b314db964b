import * as v from 'valibot';
import { SUBCATEGORY_IDS } from '#contract/categories';
import { KEYWORD_MAX_LENGTH } from '#contract/search';
import { listingEntries, withValidPriceRange } from '#src/domain/listing/listing-params';

/** validateSearch of /search: the keyword and category, plus the listing's sort, filters, page and view. */
export const searchPageSchema = v.pipe(
  v.object({
    // A keyword of digits ("123") comes back from the router's JSON parsing as a number.
    keyword: v.fallback(
      v.optional(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform((raw) => String(raw).trim().slice(0, KEYWORD_MAX_LENGTH)),
        ),
        '',
      ),
      '',
    ),
    // Only the twelve subcategories narrow a search; "All Categories" or anything else means every category.
    category: v.fallback(v.optional(v.picklist(SUBCATEGORY_IDS)), undefined),
    ...listingEntries,
  }),
  v.transform(withValidPriceRange),
);

export type SearchPageParams = v.InferOutput<typeof searchPageSchema>;
