/**
 * The category tree of spec 000 §3: three groups, twelve subcategories.
 * A subcategory's id is its display name (the spec's /category/{categoryId} uses it as spelt).
 * Both sides read this: the server seeds its categories table from it, the app renders
 * menus and tiles from it without a round trip, and `staticItemCount` is what the
 * spec shows until the server's counts arrive.
 */
export interface Subcategory {
  id: string;
  name: string;
  slug: string;
  icon: string;
  description: string;
  subNames: readonly string[];
  staticItemCount: number;
}

export interface CategoryGroup {
  id: string;
  name: string;
  icon: string;
  subcategories: readonly Subcategory[];
}

function sub(
  name: string,
  icon: string,
  staticItemCount: number,
  description: string,
  subNames: readonly string[],
): Subcategory {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { id: name, name, slug, icon, description, subNames, staticItemCount };
}

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  {
    id: 'groceries-and-food-staples',
    name: 'Groceries & Food Staples',
    icon: '🛒',
    subcategories: [
      sub('Groceries', '🌾', 520, 'Rice, atta, sugar, salt and the everyday staples of every kitchen.', [
        'Staples',
        'Packaged Food',
        'Beverages',
        'Dairy',
        'Breakfast',
      ]),
      sub('Cooking Oils', '🫒', 82, 'Mustard, sunflower, groundnut and rice bran oils, and pure desi ghee.', [
        'Mustard Oil',
        'Sunflower Oil',
        'Groundnut Oil',
        'Ghee',
      ]),
      sub('Dals & Flours', '🫘', 95, 'Toor, moong, chana and urad dals, besan, maida and millet flours.', [
        'Toor Dal',
        'Moong Dal',
        'Chana Dal',
        'Besan',
        'Millet Flours',
      ]),
      sub('Spices & Dry Fruits', '🌶️', 190, 'Whole and ground masalas, blended spices, almonds, cashews and raisins.', [
        'Whole Spices',
        'Powdered Spices',
        'Masala Blends',
        'Dry Fruits',
        'Seeds',
      ]),
      sub('Snacks', '🍪', 275, 'Namkeen, chips, biscuits, cookies and ready-to-eat treats.', [
        'Namkeen',
        'Chips',
        'Biscuits',
        'Chocolates',
        'Instant Food',
      ]),
      sub('Beverages', '🍵', 175, 'Tea, coffee, health drinks, juices and soft drinks.', [
        'Tea',
        'Coffee',
        'Health Drinks',
        'Juices',
        'Soft Drinks',
      ]),
    ],
  },
  {
    id: 'personal-and-beauty-care',
    name: 'Personal & Beauty Care',
    icon: '🧴',
    subcategories: [
      sub('Personal Care', '🧼', 310, 'Soaps, toothpaste, deodorants, shaving and feminine hygiene.', [
        'Bath & Body',
        'Oral Care',
        'Deodorants',
        'Shaving',
        'Feminine Hygiene',
      ]),
      sub('Hair Care', '💇', 215, 'Shampoos, conditioners, hair oils and hair colours.', [
        'Shampoo',
        'Conditioner',
        'Hair Oil',
        'Hair Colour',
      ]),
      sub('Baby Care', '🍼', 248, 'Diapers, wipes, baby food, and gentle baby bath and skin care.', [
        'Diapers',
        'Wipes',
        'Baby Food',
        'Baby Bath',
        'Baby Skin Care',
      ]),
      sub('Beauty & Cosmetics', '💄', 432, 'Face care, creams, makeup, kajal and fragrances.', [
        'Face Care',
        'Skin Creams',
        'Makeup',
        'Kajal & Eyes',
        'Fragrances',
        'Nail Care',
      ]),
    ],
  },
  {
    id: 'home-and-cleaning-essentials',
    name: 'Home & Cleaning Essentials',
    icon: '🏠',
    subcategories: [
      sub('Household Cleaning', '🧽', 158, 'Detergents, dishwash, floor and toilet cleaners.', [
        'Detergents',
        'Dishwash',
        'Floor Cleaners',
        'Toilet Cleaners',
        'Fresheners',
      ]),
      sub('Home Essentials', '🕯️', 240, 'Pooja needs, kitchen foils, garbage bags, batteries and bulbs.', [
        'Pooja Needs',
        'Kitchen Essentials',
        'Garbage Bags',
        'Batteries & Bulbs',
        'Repellents',
      ]),
    ],
  },
];

export const SUBCATEGORIES: readonly Subcategory[] = CATEGORY_GROUPS.flatMap((group) => group.subcategories);

export const SUBCATEGORY_IDS = SUBCATEGORIES.map((subcategory) => subcategory.id);

/** A subcategory's picture, drawn by the server (server/modules/catalog/images.routes.ts, decision 024). */
export function subcategoryPictureUrl(slug: string): string {
  return `/images/categories/${slug}.webp`;
}

/** The search box's "no category" sentinel (spec 000 §9). */
export const ALL_CATEGORIES = 'All Categories';
