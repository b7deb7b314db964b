import { SUBCATEGORIES } from '../../contract/categories';
import { BABY_CARE, BEAUTY_AND_COSMETICS, HAIR_CARE, PERSONAL_CARE } from './kinds-care';
import { BEVERAGES, COOKING_OILS, DALS_AND_FLOURS, GROCERIES, SNACKS, SPICES_AND_DRY_FRUITS } from './kinds-food';
import { HOME_ESSENTIALS, HOUSEHOLD_CLEANING } from './kinds-home';
import type { PackShape, SubcategoryTable } from './types';

/** The kind tables keyed by subcategory id (contract/categories.ts). */
export const CATALOG_TABLES: Readonly<Record<string, SubcategoryTable>> = {
  Groceries: GROCERIES,
  'Cooking Oils': COOKING_OILS,
  'Dals & Flours': DALS_AND_FLOURS,
  'Spices & Dry Fruits': SPICES_AND_DRY_FRUITS,
  Snacks: SNACKS,
  Beverages: BEVERAGES,
  'Personal Care': PERSONAL_CARE,
  'Hair Care': HAIR_CARE,
  'Baby Care': BABY_CARE,
  'Beauty & Cosmetics': BEAUTY_AND_COSMETICS,
  'Household Cleaning': HOUSEHOLD_CLEANING,
  'Home Essentials': HOME_ESSENTIALS,
};

// Fail at import, not halfway through a seed, if the category tree and the tables drift apart.
for (const sub of SUBCATEGORIES) {
  const table = CATALOG_TABLES[sub.id];
  if (!table) throw new Error(`catalog-data: no kind table for subcategory "${sub.id}"`);
  for (const kind of table.kinds) {
    if (!sub.subNames.includes(kind.shelf)) {
      throw new Error(`catalog-data: kind "${kind.kind}" is on shelf "${kind.shelf}", not one of ${sub.id}'s subNames`);
    }
  }
}

const SHAPE_BY_KIND = new Map<string, PackShape>();
for (const [category, table] of Object.entries(CATALOG_TABLES)) {
  for (const kind of table.kinds) SHAPE_BY_KIND.set(`${category}\u0000${kind.kind}`, kind.pack);
}

/** Fallback silhouettes for kinds the tables do not know (e.g. products a shop added itself). */
const SHAPE_BY_CATEGORY: Readonly<Record<string, PackShape>> = {
  Groceries: 'bag',
  'Cooking Oils': 'bottle',
  'Dals & Flours': 'bag',
  'Spices & Dry Fruits': 'box',
  Snacks: 'bag',
  Beverages: 'box',
  'Personal Care': 'box',
  'Hair Care': 'bottle',
  'Baby Care': 'bag',
  'Beauty & Cosmetics': 'tube',
  'Household Cleaning': 'bottle',
  'Home Essentials': 'box',
};

export function packShapeFor(kind: string, category: string): PackShape {
  return SHAPE_BY_KIND.get(`${category}\u0000${kind}`) ?? SHAPE_BY_CATEGORY[category] ?? 'box';
}
