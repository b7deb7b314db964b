import * as v from 'valibot';
import { DEFAULT_SORT, PRODUCT_SORTS, type ProductSort } from '#contract/catalog';

/** Spec 000 §3, §5 and §9: the filter defaults and limits. */
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 5000;
export const PRICE_LIMIT = 10_000;
export const SLIDER_MAX = 5000;
export const PRICE_STEP = 10;
export const MIN_PRICE_SPAN = 10;
export const RATING_OPTIONS = [4, 3, 2, 1] as const;
export const VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof VIEWS)[number];

const MAX_PAGE = 10_000;
const MAX_BRANDS = 50;
const MAX_BRAND_LENGTH = 60;

export interface ListingFilters {
  minPrice: number;
  maxPrice: number;
  brands: string[];
  ratings: number[];
  discount: boolean;
  availability: boolean;
}

export interface ListingParams extends ListingFilters {
  sort: ProductSort;
  page: number;
  view: ListingView;
}

export const DEFAULT_FILTERS: ListingFilters = {
  minPrice: DEFAULT_MIN_PRICE,
  maxPrice: DEFAULT_MAX_PRICE,
  brands: [],
  ratings: [],
  discount: false,
  availability: false,
};

export const LISTING_DEFAULTS: ListingParams = { ...DEFAULT_FILTERS, sort: DEFAULT_SORT, page: 1, view: 'grid' };

// The router JSON-parses each query value, so links it wrote arrive typed (2, true, ["Amul"]);
// hand-edited ones may arrive as text. Both are read; anything else falls back to the default.
const numberLike = v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]);

const flag = v.fallback(
  v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((text) => text === 'true'),
      ),
    ]),
    false,
  ),
  false,
);

const price = (fallback: number) =>
  v.fallback(v.optional(v.pipe(numberLike, v.minValue(0), v.maxValue(PRICE_LIMIT)), fallback), fallback);

const brandList = v.pipe(
  v.union([v.string(), v.array(v.unknown())]),
  v.transform((raw) => {
    const items = (Array.isArray(raw) ? raw : [raw])
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== '' && item.length <= MAX_BRAND_LENGTH);
    return [...new Set(items)].slice(0, MAX_BRANDS);
  }),
);

const ratingList = v.pipe(
  v.union([v.number(), v.string(), v.array(v.unknown())]),
  v.transform((raw) => {
    const items = (Array.isArray(raw) ? raw : [raw])
      .map(Number)
      .filter((item) => Number.isInteger(item) && item >= 1 && item <= 5);
    return [...new Set(items)].sort((a, b) => b - a);
  }),
);

/** The URL fields every listing shares; each falls back to its default on a bad value, so parsing never fails. */
export const listingEntries = {
  sort: v.fallback(v.optional(v.picklist(PRODUCT_SORTS), DEFAULT_SORT), DEFAULT_SORT),
  page: v.fallback(v.optional(v.pipe(numberLike, v.integer(), v.minValue(1), v.maxValue(MAX_PAGE)), 1), 1),
  minPrice: price(DEFAULT_MIN_PRICE),
  maxPrice: price(DEFAULT_MAX_PRICE),
  brands: v.fallback(v.optional(brandList, []), []),
  ratings: v.fallback(v.optional(ratingList, []), []),
  discount: flag,
  availability: flag,
  view: v.fallback(v.optional(v.picklist(VIEWS), 'grid'), 'grid'),
};

/** A price range the filter panel would refuse (spec 000 §5) goes back to the default range. */
export function withValidPriceRange<T extends ListingFilters>(params: T): T {
  return params.maxPrice - params.minPrice >= MIN_PRICE_SPAN
    ? params
    : { ...params, minPrice: DEFAULT_MIN_PRICE, maxPrice: DEFAULT_MAX_PRICE };
}

/** validateSearch of /category/{categoryId}. */
export const listingSearchSchema = v.pipe(v.object(listingEntries), v.transform(withValidPriceRange));

export function filtersOf(params: ListingFilters): ListingFilters {
  const { minPrice, maxPrice, brands, ratings, discount, availability } = params;
  return { minPrice, maxPrice, brands, ratings, discount, availability };
}

/** How many filters differ from the defaults (the price range counts once). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    (filters.minPrice !== DEFAULT_MIN_PRICE || filters.maxPrice !== DEFAULT_MAX_PRICE ? 1 : 0) +
    filters.brands.length +
    filters.ratings.length +
    (filters.discount ? 1 : 0) +
    (filters.availability ? 1 : 0)
  );
}
