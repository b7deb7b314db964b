import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS, SUBCATEGORIES } from '#contract/categories';
import { chooseLocale } from '#src/lib/i18n/locale';
import { allCategoriesName, groupName, subcategoryDescription, subcategoryName } from './category-names';

describe('category names', () => {
  it('are the contract’s own words in English', () => {
    for (const group of CATEGORY_GROUPS) expect(groupName(group)).toBe(group.name);
    for (const subcategory of SUBCATEGORIES) {
      expect(subcategoryName(subcategory)).toBe(subcategory.name);
      expect(subcategoryName(subcategory.id)).toBe(subcategory.name);
      expect(subcategoryDescription(subcategory)).toBe(subcategory.description);
    }
    expect(allCategoriesName()).toBe('All Categories');
  });

  it('are Hindi for every group and subcategory when the shopper chose Hindi', () => {
    chooseLocale('hi');
    expect(groupName('groceries-and-food-staples')).toBe('किराना और रोज़ का राशन');
    expect(subcategoryName('Cooking Oils')).toBe('खाने का तेल');
    expect(allCategoriesName()).toBe('सभी श्रेणियाँ');
    const devanagari = /[\u0900-\u097F]/;
    for (const group of CATEGORY_GROUPS) expect(groupName(group)).toMatch(devanagari);
    for (const subcategory of SUBCATEGORIES) {
      expect(subcategoryName(subcategory)).toMatch(devanagari);
      expect(subcategoryDescription(subcategory)).toMatch(devanagari);
    }
  });

  it('fall back to the id for a category the app does not know', () => {
    chooseLocale('hi');
    expect(subcategoryName('Stationery')).toBe('Stationery');
    expect(groupName('stationery')).toBe('stationery');
  });
});
