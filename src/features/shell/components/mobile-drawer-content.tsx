import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CATEGORY_GROUPS, type Subcategory } from '#contract/categories';
import { ChevronDownIcon, CloseIcon, PhoneIcon } from '#src/components/ui/icons';
import { LanguageSwitch } from '#src/components/ui/language-switch';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { groupName, subcategoryName } from '#src/domain/catalog/category-names';
import { CategoryGroupIcon, SubcategoryPicture } from '#src/domain/catalog/category-pictures';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { formatCount } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** What the drawer shows while open; its code is fetched the first time the drawer opens. */
export function DrawerContent({ idPrefix, onClose }: { idPrefix: string; onClose: () => void }) {
  // Asked for only once the drawer opens. Only the server's count is true: 0 until (or unless) it answers (spec 000 §8).
  const { data: counts } = useQuery(catalogQueries.categoryCounts());
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const itemCount = (subcategory: Subcategory) => counts?.[subcategory.id] ?? 0;

  return (
    <div className="drawer__inner">
      <div className="drawer__head">
        <p className="drawer__title">{m.shell_drawer_title()}</p>
        <button type="button" className="icon-button" aria-label={m.shell_drawer_close()} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <LanguageSwitch id="drawer" className="drawer__languages" />
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
                <span className="drawer__group-name">{groupName(group)}</span>
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
                      <span className="drawer__link-name">{subcategoryName(subcategory)}</span>
                      <span className="drawer__count">
                        {m.shell_drawer_item_count({ count: formatCount(itemCount(subcategory)) })}
                      </span>
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
            {m.shell_track_order()}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/payment-methods" onClick={onClose}>
            {m.shell_payment_methods()}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/settings" onClick={onClose}>
            {m.shell_settings()}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/help" onClick={onClose}>
            {m.shell_help_center()}
          </Link>
        </li>
        <li>
          <Link to="/about-us" onClick={onClose}>
            {m.shell_about_us()}
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
