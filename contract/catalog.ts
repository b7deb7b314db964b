import * as v from 'valibot';
import { EmptyDataSchema, ProductIdSchema, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

export const STOCK_STATUSES = ['in stock', 'out of stock'] as const;

/**
 * What the catalog wrote about a product, in a language it is written in besides English (decision 025):
 * its description, and on the product's own page its key features and specification values by their
 * (English) label. Product and brand names are not here: they stay as printed on the pack.
 */
export const CatalogWordsSchema = v.object({
  description: v.string(),
  features: v.optional(v.array(v.string())),
  specifications: v.optional(v.record(v.string(), v.string())),
});
export type CatalogWords = v.InferOutput<typeof CatalogWordsSchema>;

/** A product's words by language; absent where the catalog has only its English (a shop's own products). */
export const ProductTranslationsSchema = v.object({ hi: v.optional(CatalogWordsSchema) });
export type ProductTranslations = v.InferOutput<typeof ProductTranslationsSchema>;

/** The words a card or a cart line carries in other languages: only the description, which a list draws. */
export function descriptionsOf(translations: ProductTranslations | undefined): ProductTranslations | undefined {
  const languages = Object.entries(translations ?? {}).filter(([, words]) => words !== undefined);
  if (languages.length === 0) return undefined;
  return Object.fromEntries(languages.map(([language, words]) => [language, { description: words.description }]));
}

/** A product as cards and listings read it (spec 000 §3). Prices are whole rupees. */
export const ProductCardSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  image: v.string(),
  category: v.string(),
  brand: v.string(),
  description: v.string(),
  /** The description in other languages; a product's own answer (getProduct) adds its features and specifications. */
  translations: v.optional(ProductTranslationsSchema),
  currentPrice: v.number(),
  originalPrice: v.number(),
  /** Percent off the original price, rounded. */
  discount: v.number(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  reviewCount: v.pipe(v.number(), v.integer()),
  status: v.picklist(STOCK_STATUSES),
  /** ISO date the product was listed; "newest" sorts on it. */
  date: v.string(),
  popularity: v.number(),
  purchaseCount: v.number(),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

/** `catalog.getCategoryCount`: subcategory id -> number of products. */
export const CategoryCountResponseSchema = successEnvelope(v.record(v.string(), v.number()));

/** `catalog.getProduct`: the card fields plus the detail fields of spec 001 §3. */
export const GetProductQuerySchema = v.object({
  productId: v.pipe(
    v.string('productId is required'),
    v.regex(/^[1-9]\d{0,9}$/, 'productId must be a positive whole number'),
    v.transform(Number),
  ),
});

export const ProductDetailSchema = v.object({
  ...ProductCardSchema.entries,
  title: v.string(),
  images: v.array(v.string()),
  price: v.number(),
  prevPrice: v.number(),
  /** Number of reviews. */
  reviews: v.pipe(v.number(), v.integer()),
  features: v.array(v.string()),
  specifications: v.record(v.string(), v.string()),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

export const GetProductResponseSchema = successEnvelope(ProductDetailSchema);

/** `catalog.getProductsByCategory` */
export const ProductsByCategoryQuerySchema = v.object({
  category: v.pipe(
    v.string('category is required'),
    v.trim(),
    v.nonEmpty('category is required'),
    v.maxLength(60, 'category is too long'),
  ),
});

/** getProductsByCategory, getFeaturedProducts and the other listings answer with an array of cards. */
export const ProductListResponseSchema = successEnvelope(v.array(ProductCardSchema));

// ---------------------------------------------------------------------------------------------
// Listing filters, trending and recently viewed.

export const PRODUCT_SORTS = ['popularity', 'price-low', 'price-high', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const byId = (a: ProductCard, b: ProductCard) => a.id - b.id;

/** Each sort's order of cards, the server's listings and the app's alike; ties go by id, so every order is total. */
export const PRODUCT_ORDER: Record<ProductSort, (a: ProductCard, b: ProductCard) => number> = {
  popularity: (a, b) => b.popularity - a.popularity || byId(a, b),
  'price-low': (a, b) => a.currentPrice - b.currentPrice || byId(a, b),
  'price-high': (a, b) => b.currentPrice - a.currentPrice || byId(a, b),
  // ISO timestamps of one format sort as text.
  newest: (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : byId(a, b)),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byId(a, b),
};

/**
 * A listing's order when none is asked for. A whole subcategory comes in it too, so the cards a category page
 * shows first are the answer's first: index.html can ask for their pictures as the answer comes (vite.config.ts).
 */
export const DEFAULT_SORT: ProductSort = 'popularity';

/** Largest page a listing hands out. */
export const MAX_PAGE_SIZE = 100;
/** The listing pages of spec 000 §10 show 12 products a page. */
export const DEFAULT_PAGE_SIZE = 12;
/** Response headers of a filtered or paged listing (the body stays an array of cards). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const PAGE_HEADER = 'X-Page';
export const PAGE_SIZE_HEADER = 'X-Page-Size';

const MAX_PRICE_FILTER = 1_000_000;
const MAX_BRANDS = 50;

const flagSchema = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], `${field} must be true or false`),
      v.transform((value) => value === 'true'),
    ),
  );

const wholeNumberSchema = (field: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be a whole number`),
      v.regex(/^\d{1,7}$/, `${field} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${field} must be at least ${min}`),
      v.maxValue(max, `${field} must be at most ${max}`),
    ),
  );

const priceSchema = (field: string) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be a number`),
      v.regex(/^\d{1,7}(\.\d{1,2})?$/, `${field} must be a number of rupees`),
      v.transform(Number),
      v.maxValue(MAX_PRICE_FILTER, `${field} must be at most ${MAX_PRICE_FILTER}`),
    ),
  );

/** A query value given once or repeated (`brand=A&brand=B`), each possibly a comma list. */
const listSchema = (field: string, maxItems: number, maxLength: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], `${field} must be text`),
      v.transform((raw) =>
        (Array.isArray(raw) ? raw : [raw])
          .flatMap((item) => item.split(','))
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
      v.maxLength(maxItems, `${field} may list at most ${maxItems} values`),
      v.check((items) => items.every((item) => item.length <= maxLength), `${field} values are too long`),
    ),
  );

/**
 * `catalog.getProductsByCategory`
 * Without any of the optional fields the whole subcategory comes back, as the spec's client expects.
 * Cards come in the order `sort` names, else in DEFAULT_SORT's.
 * rating=n keeps products whose shown rating floors to n or more (several values: the lowest counts).
 * page or pageSize asks for one page (pageSize defaults to 12, page to 1); the totals are in headers.
 */
export const ProductListingQuerySchema = v.pipe(
  v.object({
    ...ProductsByCategoryQuerySchema.entries,
    sort: v.optional(v.picklist(PRODUCT_SORTS, `sort must be one of ${PRODUCT_SORTS.join(', ')}`)),
    page: wholeNumberSchema('page', 1, 1_000_000),
    pageSize: wholeNumberSchema('pageSize', 1, MAX_PAGE_SIZE),
    minPrice: priceSchema('minPrice'),
    maxPrice: priceSchema('maxPrice'),
    brand: listSchema('brand', MAX_BRANDS, 60),
    rating: v.pipe(
      listSchema('rating', 5, 5),
      v.check((items) => items?.every((item) => /^[1-5]$/.test(item)) ?? true, 'rating must be 1 to 5'),
      v.transform((items) => (items && items.length > 0 ? Math.min(...items.map(Number)) : undefined)),
    ),
    discount: flagSchema('discount'),
    availability: flagSchema('availability'),
  }),
  v.forward(
    v.partialCheck(
      [['minPrice'], ['maxPrice']],
      (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
      'minPrice must not be above maxPrice',
    ),
    ['minPrice'],
  ),
);
export type ProductListingQuery = v.InferOutput<typeof ProductListingQuerySchema>;

/** Most products a shopper's Recently Viewed keeps. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** `catalog.addProductToRecentlyViewed` (signed in; userId, when sent, must be the shopper's). */
export const AddRecentlyViewedBodySchema = v.object({
  productId: ProductIdSchema,
  userId: v.optional(UserIdSchema),
});
export type AddRecentlyViewedBody = v.InferInput<typeof AddRecentlyViewedBodySchema>;

/** `catalog.getRecentViewed` (signed in): cards, most recently viewed first. */
export const RecentViewedQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** addProductToRecentlyViewed answers `{ success: true, data: null }`. */
export const AddRecentlyViewedResponseSchema = successEnvelope(EmptyDataSchema);
