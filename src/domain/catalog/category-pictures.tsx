import type { ComponentType } from 'react';
import { type Subcategory, subcategoryPictureUrl } from '#contract/categories';
import { BottleIcon, CartIcon, HomeIcon } from '#src/components/ui/icons';

/** Each category group's icon, drawn as shapes (the contract's emoji would be an empty box on an old phone). */
const GROUP_ICONS: Record<string, ComponentType<{ size?: number }>> = {
  'groceries-and-food-staples': CartIcon,
  'personal-and-beauty-care': BottleIcon,
  'home-and-cleaning-essentials': HomeIcon,
};

export function CategoryGroupIcon({ groupId, size = 20 }: { groupId: string; size?: number }) {
  const GroupIcon = GROUP_ICONS[groupId] ?? CartIcon;
  return <GroupIcon size={size} />;
}

/** A subcategory's own picture, small: the same drawing as its tile (server/catalog-data/category-art.ts). */
export function SubcategoryPicture({ subcategory, size = 24 }: { subcategory: Subcategory; size?: number }) {
  return (
    <img
      className="subcategory-picture"
      src={subcategoryPictureUrl(subcategory.slug)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
