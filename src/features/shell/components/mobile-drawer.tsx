import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORY_GROUPS, type Subcategory } from '#contract/categories';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '#src/components/ui/icons';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';

/**
 * The mobile hamburger and its slide-in drawer of category groups. A native modal <dialog> keeps
 * the focus inside, closes on Escape and hands the focus back to the hamburger for free.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="drawer-trigger icon-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        className="drawer"
        // A label rather than aria-labelledby: the title only exists while the drawer is open.
        aria-label="Shop by category"
        onClose={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        // The dialog has no padding, so a click on the dialog itself is a click on its backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && <DrawerContent idPrefix={idPrefix} onClose={close} />}
      </dialog>
    </>
  );
}

function DrawerContent({ idPrefix, onClose }: { idPrefix: string; onClose: () => void }) {
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
                <span aria-hidden="true">{group.icon}</span>
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
                      <span aria-hidden="true">{subcategory.icon}</span>
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
