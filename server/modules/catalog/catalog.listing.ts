import {
  DEFAULT_PAGE_SIZE,
  PRODUCT_ORDER,
  type ProductCard,
  type ProductListingQuery,
} from '../../../contract/catalog';

export interface Listing {
  cards: ProductCard[];
  /** Products that passed the filters, before paging. */
  total: number;
  /** Present when a page was asked for. */
  page?: { page: number; pageSize: number };
}

/** True when the query asks for more than the plain, whole subcategory. */
export function isRefined(query: ProductListingQuery): boolean {
  const { category: _category, ...options } = query;
  return Object.values(options).some((value) => value !== undefined);
}

/**
 * The category page's filters (spec 000 §9): price inclusive on the selling price, any of the brands,
 * the shown rating floored at or above the chosen stars, a discount above 0, in stock.
 */
export function refineListing(cards: readonly ProductCard[], query: ProductListingQuery): Listing {
  const brands = query.brand && query.brand.length > 0 ? new Set(query.brand.map((b) => b.toLowerCase())) : undefined;
  const kept = cards.filter(
    (card) =>
      (query.minPrice === undefined || card.currentPrice >= query.minPrice) &&
      (query.maxPrice === undefined || card.currentPrice <= query.maxPrice) &&
      (brands === undefined || brands.has(card.brand.toLowerCase())) &&
      (query.rating === undefined || Math.floor(card.rating) >= query.rating) &&
      (!query.discount || card.discount > 0) &&
      (!query.availability || card.status === 'in stock'),
  );
  if (query.sort) kept.sort(PRODUCT_ORDER[query.sort]);
  if (query.page === undefined && query.pageSize === undefined) return { cards: kept, total: kept.length };
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = (page - 1) * pageSize;
  return { cards: kept.slice(start, start + pageSize), total: kept.length, page: { page, pageSize } };
}
