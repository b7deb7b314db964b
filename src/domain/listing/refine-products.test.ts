import { describe, expect, it } from 'vitest';
import { makeProduct } from '#src/test/products';
import { DEFAULT_FILTERS } from './listing-params';
import { applyFilters, brandsOf, pageOf, sortProducts } from './refine-products';

const products = [
  makeProduct({
    id: 1,
    brand: 'Tata',
    currentPrice: 50,
    rating: 4.6,
    discount: 10,
    popularity: 30,
    date: '2025-03-01T00:00:00.000Z',
    reviewCount: 5,
  }),
  makeProduct({
    id: 2,
    brand: 'Amul',
    currentPrice: 500,
    rating: 3.9,
    discount: 0,
    popularity: 90,
    date: '2025-05-01T00:00:00.000Z',
    status: 'out of stock',
  }),
  makeProduct({
    id: 3,
    brand: 'amul',
    currentPrice: 200,
    rating: 2.0,
    discount: 5,
    popularity: 60,
    date: '2024-12-01T00:00:00.000Z',
  }),
  makeProduct({
    id: 4,
    brand: 'Dabur',
    currentPrice: 200,
    rating: 4.6,
    discount: 0,
    popularity: 60,
    date: '2025-04-01T00:00:00.000Z',
    reviewCount: 50,
  }),
];
const ids = (list: readonly { id: number }[]) => list.map((product) => product.id);

describe('applyFilters', () => {
  it('keeps everything with the default filters', () => {
    expect(ids(applyFilters(products, DEFAULT_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('filters the price inclusively on the selling price', () => {
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, minPrice: 50, maxPrice: 200 }))).toEqual([1, 3, 4]);
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, minPrice: 51, maxPrice: 199 }))).toEqual([]);
  });

  it('matches any of the chosen brands, whatever the case', () => {
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, brands: ['Amul', 'Tata'] }))).toEqual([1, 2, 3]);
  });

  it('keeps ratings whose floor reaches the lowest chosen stars', () => {
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, ratings: [4] }))).toEqual([1, 4]);
    // 3.9 floors to 3: in for "3 & up", out for "4 & up".
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, ratings: [4, 3] }))).toEqual([1, 2, 4]);
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, ratings: [2] }))).toEqual([1, 2, 3, 4]);
  });

  it('keeps discounted products and products in stock when asked', () => {
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, discount: true }))).toEqual([1, 3]);
    expect(ids(applyFilters(products, { ...DEFAULT_FILTERS, availability: true }))).toEqual([1, 3, 4]);
  });
});

describe('sortProducts', () => {
  it('sorts by each of the five orders, ties by id', () => {
    expect(ids(sortProducts(products, 'popularity'))).toEqual([2, 3, 4, 1]);
    expect(ids(sortProducts(products, 'price-low'))).toEqual([1, 3, 4, 2]);
    expect(ids(sortProducts(products, 'price-high'))).toEqual([2, 3, 4, 1]);
    expect(ids(sortProducts(products, 'newest'))).toEqual([2, 4, 1, 3]);
    // Equal ratings: more reviews first.
    expect(ids(sortProducts(products, 'rating'))).toEqual([4, 1, 2, 3]);
  });

  it('leaves the given list untouched', () => {
    sortProducts(products, 'price-high');
    expect(ids(products)).toEqual([1, 2, 3, 4]);
  });
});

describe('brandsOf', () => {
  it('lists each brand once, alphabetically', () => {
    expect(brandsOf([products[0], products[1], products[3], products[1]].filter((p) => p !== undefined))).toEqual([
      'Amul',
      'Dabur',
      'Tata',
    ]);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 30 }, (_, index) => index + 1);

  it('cuts pages of 12', () => {
    expect(pageOf(many, 1)).toEqual({ items: many.slice(0, 12), page: 1, pageCount: 3 });
    expect(pageOf(many, 3).items).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('shows the last page for a page past the end, and one empty page for no items', () => {
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
