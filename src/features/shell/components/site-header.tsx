import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
// The same file as index.html's icon and splash: one download, kept for a year (inlined, it would be three).
import logo from '#src/assets/kirana-logo.svg?no-inline';
import { CartIcon, HeartIcon, PhoneIcon, UserIcon } from '#src/components/ui/icons';
import { LanguageSwitch } from '#src/components/ui/language-switch';
import { useShopper, useShopperCounts } from '#src/domain/session/use-shopper';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useScrolledPast } from '../state/use-scrolled-past';
import { MegaMenu } from './mega-menu';
import { MobileDrawer } from './mobile-drawer';

/** Spec 000 §9. */
export const HEADER_SHADOW_AFTER_PX = 50;

/** The header of every page (spec 000 §2 "Header"); the search box is the search feature's, given by the root route. */
export function SiteHeader({ search }: { search: ReactNode }) {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX);
  const user = useShopper();
  const counts = useShopperCounts(user?.id);

  return (
    <header className={scrolled ? 'site-header is-scrolled' : 'site-header'}>
      <div className="header-strip">
        <div className="shell-container header-strip__inner">
          <a href={SHOP_CONTACT.phoneHref} className="header-strip__phone">
            <PhoneIcon size={16} />
            <span>
              {m.shell_call_us()} <span className="nowrap">{SHOP_CONTACT.phone}</span>
            </span>
          </a>
          <ul className="header-strip__links">
            <li>
              <Link to="/dashboard/orders">{m.shell_track_order()}</Link>
            </li>
            <li>
              <Link to="/dashboard/help">{m.shell_help_center()}</Link>
            </li>
            <li>
              <LanguageSwitch id="header" />
            </li>
          </ul>
        </div>
      </div>

      <div className="shell-container header-main">
        <MobileDrawer />
        <Link to="/" className="logo" aria-label={m.shell_logo_label()}>
          <img src={logo} alt="" width={36} height={36} />
          <span className="logo__name">Kirana</span>
        </Link>
        <div className="header-main__search">{search}</div>
        <nav className="header-actions" aria-label={m.shell_account_nav()}>
          <ul>
            <li className="header-actions__account">
              {user ? (
                <Link to="/dashboard" className="header-action">
                  <UserIcon />
                  <span>{m.shell_dashboard()}</span>
                </Link>
              ) : (
                <Link to="/login" className="header-action">
                  <UserIcon />
                  <span>{m.shell_login()}</span>
                </Link>
              )}
            </li>
            <li className="header-actions__wishlist">
              <Link
                to="/wishlist"
                className="header-action"
                aria-label={
                  counts.wishlist === undefined
                    ? m.shell_wishlist()
                    : m.shell_wishlist_count({ count: counts.wishlist })
                }
              >
                <HeartIcon />
                <span>{m.shell_wishlist()}</span>
                <CountBadge count={counts.wishlist} />
              </Link>
            </li>
            <li>
              <Link
                to="/cart"
                className="header-action"
                aria-label={counts.cart === undefined ? m.shell_cart() : m.shell_cart_count({ count: counts.cart })}
              >
                <CartIcon />
                <span className="header-action__label">{m.shell_cart()}</span>
                <CountBadge count={counts.cart} />
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className="header-nav">
        <div className="shell-container header-nav__inner">
          <MegaMenu />
          <p className="header-nav__promise">{m.shell_header_promise()}</p>
        </div>
      </div>
    </header>
  );
}

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
