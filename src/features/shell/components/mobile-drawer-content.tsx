import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CATEGORY_GROUPS, type Subcategory } from '#contract/categories';
import { ChevronDownIcon, CloseIcon, PhoneIcon } from '#src/components/ui/icons';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { CategoryGroupIcon, SubcategoryPicture } from '#src/domain/catalog/category-pictures';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';

/** What the drawer shows while open; its code is fetched the first time the drawer opens. */
export function DrawerContent({ idPrefix, onClose }: { idPrefix: string; onClose: () => void }) {
  // Asked for only once the drawer opens. Only the server's count is true: 0 until (or unless) it answers (spec 000 §8).
  const { data: counts } = useQuery(catalogQueries.categoryCounts());
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const itemCount = (subcategory: Subcategory) => counts?.[subcategory.id] ?? 0;

  return (
    <div className="drawer__inner">
      <div className="drawer__head">
        <p className="drawer__title">Shop by category</p>
        <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <ul className="drawer__groups">
        {CATEGORY_GROUPS.map((group) => {
          const expanded = expandedGroup === group.id;
          const panelId = `${idPrefix}-${group.id}`;
          return (
            <li key={group.id}>
              <button
                type="button"
                className="drawer__group"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setExpandedGroup(expanded ? null : group.id)}
              >
                <CategoryGroupIcon groupId={group.id} />
                <span className="drawer__group-name">{group.name}</span>
                <ChevronDownIcon size={20} className="drawer__chevron" />
              </button>
              <ul id={panelId} className="drawer__subcategories" hidden={!expanded}>
                {group.subcategories.map((subcategory) => (
                  <li key={subcategory.id}>
                    <Link
                      to="/category/$categoryId"
                      params={{ categoryId: subcategory.id }}
                      className="drawer__link"
                      onClick={onClose}
                    >
                      <SubcategoryPicture subcategory={subcategory} />
                      <span className="drawer__link-name">{subcategory.name}</span>
                      <span className="drawer__count">{itemCount(subcategory).toLocaleString('en-IN')} items</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <ul className="drawer__extras">
        <li>
          <Link to="/dashboard/orders" onClick={onClose}>
            Track Order
          </Link>
        </li>
        <li>
          <Link to="/dashboard/payment-methods" onClick={onClose}>
            Payment Methods
          </Link>
        </li>
        <li>
          <Link to="/dashboard/settings" onClick={onClose}>
            Settings
          </Link>
        </li>
        <li>
          <Link to="/dashboard/help" onClick={onClose}>
            Help Center
          </Link>
        </li>
        <li>
          <Link to="/about-us" onClick={onClose}>
            About Us
          </Link>
        </li>
        <li>
          <a href={SHOP_CONTACT.phoneHref}>
            <PhoneIcon size={18} /> {SHOP_CONTACT.phone}
          </a>
        </li>
      </ul>
    </div>
  );
}
