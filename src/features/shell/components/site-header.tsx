import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CartIcon, HeartIcon, PhoneIcon, UserIcon } from '#src/components/ui/icons';
import { useShopper, useShopperCounts } from '#src/domain/session/use-shopper';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { useScrolledPast } from '../hooks/use-scrolled-past';
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
              Call us: <span className="nowrap">{SHOP_CONTACT.phone}</span>
            </span>
          </a>
          <ul className="header-strip__links">
            <li>
              <Link to="/dashboard/orders">Track Order</Link>
            </li>
            <li>
              <Link to="/dashboard/help">Help Center</Link>
            </li>
          </ul>
        </div>
      </div>

      <div className="shell-container header-main">
        <MobileDrawer />
        <Link to="/" className="logo" aria-label="Kirana home">
          <img src="/icons/favicon.svg" alt="" width={36} height={36} />
          <span className="logo__name">Kirana</span>
        </Link>
        <div className="header-main__search">{search}</div>
        <nav className="header-actions" aria-label="Your account">
          <ul>
            <li className="header-actions__account">
              {user ? (
                <Link to="/dashboard" className="header-action">
                  <UserIcon />
                  <span>Dashboard</span>
                </Link>
              ) : (
                <Link to="/login" className="header-action">
                  <UserIcon />
                  <span>Login</span>
                </Link>
              )}
            </li>
            <li className="header-actions__wishlist">
              <Link to="/wishlist" className="header-action" aria-label={countLabel('Wishlist', counts.wishlist)}>
                <HeartIcon />
                <span>Wishlist</span>
                <CountBadge count={counts.wishlist} />
              </Link>
            </li>
            <li>
              <Link to="/cart" className="header-action" aria-label={countLabel('Cart', counts.cart)}>
                <CartIcon />
                <span className="header-action__label">Cart</span>
                <CountBadge count={counts.cart} />
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className="header-nav">
        <div className="shell-container header-nav__inner">
          <MegaMenu />
          <p className="header-nav__promise">Delivery in about 15 minutes · Cash on delivery</p>
        </div>
      </div>
    </header>
  );
}

function countLabel(name: string, count: number | undefined): string {
  if (count === undefined) return name;
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
