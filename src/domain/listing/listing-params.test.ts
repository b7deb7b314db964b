import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchPageSchema } from '#src/features/search/search-params';
import { activeFilterCount, DEFAULT_FILTERS, LISTING_DEFAULTS, listingSearchSchema } from './listing-params';

const parse = (search: Record<string, unknown>) => v.parse(listingSearchSchema, search);

describe('listingSearchSchema', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse({})).toEqual(LISTING_DEFAULTS);
  });

  it('reads values as the router writes them, and as text when typed by hand', () => {
    expect(
      parse({
        sort: 'price-low',
        page: 3,
        minPrice: 100,
        maxPrice: '900',
        brands: ['Amul', 'Tata'],
        ratings: [3, '4'],
        discount: true,
        availability: 'true',
        view: 'list',
      }),
    ).toEqual({
      sort: 'price-low',
      page: 3,
      minPrice: 100,
      maxPrice: 900,
      brands: ['Amul', 'Tata'],
      ratings: [4, 3],
      discount: true,
      availability: true,
      view: 'list',
    });
    expect(parse({ brands: 'Amul' }).brands).toEqual(['Amul']);
  });

  it('falls back to the default for each bad value instead of failing', () => {
    expect(
      parse({
        sort: 'cheapest',
        page: -2,
        minPrice: 'lots',
        maxPrice: 20000,
        brands: 42,
        ratings: 'five',
        discount: 'yes',
        availability: 7,
        view: 'table',
      }),
    ).toEqual(LISTING_DEFAULTS);
    expect(parse({ page: 1.5 }).page).toBe(1);
    expect(parse({ ratings: [9, 0, 2] }).ratings).toEqual([2]);
  });

  it('puts back the default range when the bounds cross or are less than ₹10 apart', () => {
    expect(parse({ minPrice: 800, maxPrice: 200 })).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(parse({ minPrice: 100, maxPrice: 105 })).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(parse({ minPrice: 100, maxPrice: 110 })).toMatchObject({ minPrice: 100, maxPrice: 110 });
  });

  it('never throws, whatever the query holds', () => {
    for (const search of [{ page: null }, { brands: [null, {}] }, { sort: ['popularity'] }, { view: { a: 1 } }]) {
      expect(() => parse(search)).not.toThrow();
    }
  });
});

describe('searchPageSchema', () => {
  it('keeps the keyword (numbers included) and only a real subcategory', () => {
    expect(v.parse(searchPageSchema, { keyword: ' atta ', category: 'Groceries' })).toMatchObject({
      keyword: 'atta',
      category: 'Groceries',
    });
    expect(v.parse(searchPageSchema, { keyword: 123 }).keyword).toBe('123');
    expect(v.parse(searchPageSchema, { keyword: 'dal', category: 'All Categories' }).category).toBeUndefined();
    expect(v.parse(searchPageSchema, { keyword: 'dal', category: 'Toys' }).category).toBeUndefined();
    expect(v.parse(searchPageSchema, { keyword: { x: 1 } }).keyword).toBe('');
  });
});

describe('activeFilterCount', () => {
  it('counts what differs from the defaults, the price range once', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, minPrice: 50, maxPrice: 60, brands: ['A', 'B'], discount: true }),
    ).toBe(4);
  });
});
