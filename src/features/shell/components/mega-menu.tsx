import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORY_GROUPS } from '#contract/categories';
import { ChevronDownIcon, MenuIcon } from '#src/components/ui/icons';
import { groupName, subcategoryName } from '#src/domain/catalog/category-names';
import { CategoryGroupIcon, SubcategoryPicture } from '#src/domain/catalog/category-pictures';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** A pointer cutting across the nav bar on its way into the panel's far columns must not close it. */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;

/**
 * Desktop "All Categories": one column per category group. It opens on hover, and on focus or
 * Enter/Space for keyboard users; it closes when the pointer or the focus leaves it, and on Escape.
 */
export function MegaMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Escape hands the focus back to the trigger; that focus must not reopen the menu.
  const refocusing = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };

  return (
    <nav
      className="mega-menu"
      aria-label={m.shell_mega_menu_label()}
      onMouseEnter={show}
      onMouseLeave={() => {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), MEGA_MENU_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        hide();
        refocusing.current = true;
        triggerRef.current?.focus();
        refocusing.current = false;
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="mega-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => {
          if (!refocusing.current) show();
        }}
        // A pointer click lands on a menu that hover already opened: keep it open. Enter/Space (detail 0) toggles.
        onClick={(event) => (event.detail === 0 && open ? hide() : show())}
      >
        <MenuIcon size={20} />
        {m.shell_mega_menu_trigger()}
        <ChevronDownIcon size={18} className="mega-menu__chevron" />
      </button>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        {/* Drawn only while open: closed, its links would be work on every page's start for nothing. */}
        {open &&
          CATEGORY_GROUPS.map((group) => (
            <div key={group.id} className="mega-menu__column">
              <p className="mega-menu__title" id={`${panelId}-${group.id}`}>
                <CategoryGroupIcon groupId={group.id} /> {groupName(group)}
              </p>
              <ul aria-labelledby={`${panelId}-${group.id}`}>
                {group.subcategories.map((subcategory) => (
                  <li key={subcategory.id}>
                    <Link
                      to="/category/$categoryId"
                      params={{ categoryId: subcategory.id }}
                      className="mega-menu__link"
                      onClick={hide}
                    >
                      <SubcategoryPicture subcategory={subcategory} />
                      {subcategoryName(subcategory)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    </nav>
  );
}
