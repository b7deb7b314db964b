/**
 * The category tree's words in the shopper's language.
 *
 * `#contract/categories` keeps the English names (a subcategory's id is its English name, used in URLs and
 * by the server) and must not change; whatever the shopper READS goes through these functions instead:
 *
 * - `groupName(group)`: a group's heading ("Groceries & Food Staples"), by group or group id;
 * - `subcategoryName(subcategory)`: a subcategory's name ("Cooking Oils"), by subcategory or id (a product's
 *   `category` is such an id);
 * - `subcategoryDescription(subcategory)`: its one-line description;
 * - `allCategoriesName()`: the search box's "All Categories" choice (the sentinel ALL_CATEGORIES stays English).
 *
 * An id the maps do not know (a category added on the server only) is shown as the contract spells it.
 * Call these while drawing, never at module load. Each kind has its own map, so a page that draws only
 * names does not carry the descriptions.
 */
import type { CategoryGroup, Subcategory } from '#contract/categories';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const GROUP_NAMES: Record<string, () => string> = {
  'groceries-and-food-staples': m.catalog_group_groceries_and_food_staples,
  'personal-and-beauty-care': m.catalog_group_personal_and_beauty_care,
  'home-and-cleaning-essentials': m.catalog_group_home_and_cleaning_essentials,
};
const SUBCATEGORY_NAMES: Record<string, () => string> = {
  Groceries: m.catalog_category_groceries,
  'Cooking Oils': m.catalog_category_cooking_oils,
  'Dals & Flours': m.catalog_category_dals_and_flours,
  'Spices & Dry Fruits': m.catalog_category_spices_and_dry_fruits,
  Snacks: m.catalog_category_snacks,
  Beverages: m.catalog_category_beverages,
  'Personal Care': m.catalog_category_personal_care,
  'Hair Care': m.catalog_category_hair_care,
  'Baby Care': m.catalog_category_baby_care,
  'Beauty & Cosmetics': m.catalog_category_beauty_and_cosmetics,
  'Household Cleaning': m.catalog_category_household_cleaning,
  'Home Essentials': m.catalog_category_home_essentials,
};
const SUBCATEGORY_DESCRIPTIONS: Record<string, () => string> = {
  Groceries: m.catalog_category_groceries_description,
  'Cooking Oils': m.catalog_category_cooking_oils_description,
  'Dals & Flours': m.catalog_category_dals_and_flours_description,
  'Spices & Dry Fruits': m.catalog_category_spices_and_dry_fruits_description,
  Snacks: m.catalog_category_snacks_description,
  Beverages: m.catalog_category_beverages_description,
  'Personal Care': m.catalog_category_personal_care_description,
  'Hair Care': m.catalog_category_hair_care_description,
  'Baby Care': m.catalog_category_baby_care_description,
  'Beauty & Cosmetics': m.catalog_category_beauty_and_cosmetics_description,
  'Household Cleaning': m.catalog_category_household_cleaning_description,
  'Home Essentials': m.catalog_category_home_essentials_description,
};

const idOf = (item: { id: string } | string) => (typeof item === 'string' ? item : item.id);

/** A group's name in the current language ("Groceries & Food Staples" / "किराना और रोज़ का राशन"). */
export function groupName(group: Pick<CategoryGroup, 'id' | 'name'> | string): string {
  const message = GROUP_NAMES[idOf(group)];
  if (message) return message();
  return typeof group === 'string' ? group : group.name;
}

/** A subcategory's name in the current language, by subcategory or id ("Cooking Oils" / "खाने का तेल"). */
export function subcategoryName(subcategory: Pick<Subcategory, 'id' | 'name'> | string): string {
  const message = SUBCATEGORY_NAMES[idOf(subcategory)];
  if (message) return message();
  return typeof subcategory === 'string' ? subcategory : subcategory.name;
}

/** A subcategory's one-line description in the current language. */
export function subcategoryDescription(subcategory: Pick<Subcategory, 'id' | 'description'>): string {
  return SUBCATEGORY_DESCRIPTIONS[subcategory.id]?.() ?? subcategory.description;
}

/** The search box's "All Categories" in the current language (compare against ALL_CATEGORIES, not this). */
export function allCategoriesName(): string {
  return m.catalog_all_categories();
}
