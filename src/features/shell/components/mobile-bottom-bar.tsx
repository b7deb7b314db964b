import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HeartIcon, HomeIcon, PackageIcon, UserIcon } from '#src/components/ui/icons';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** The phone's thumb bar: Home, Wishlist, Orders and Dashboard or Account (spec 000 §2). Hidden on wider screens. */
export function MobileBottomBar() {
  const user = useShopper();
  const pathname = useLocation({ select: (location) => location.pathname });
  const inOrders = pathname.startsWith('/dashboard/orders');

  return (
    <nav className="bottom-bar" aria-label={m.shell_bottom_bar_label()}>
      <ul>
        <li>
          <Tab to="/" current={pathname === '/'} icon={<HomeIcon />} label={m.shell_home()} />
        </li>
        <li>
          <Tab to="/wishlist" current={pathname === '/wishlist'} icon={<HeartIcon />} label={m.shell_wishlist()} />
        </li>
        <li>
          <Tab to="/dashboard/orders" current={inOrders} icon={<PackageIcon />} label={m.shell_orders()} />
        </li>
        <li>
          {user ? (
            <Tab
              to="/dashboard"
              current={pathname.startsWith('/dashboard') && !inOrders}
              icon={<UserIcon />}
              label={m.shell_dashboard()}
            />
          ) : (
            <Tab to="/login" current={pathname === '/login'} icon={<UserIcon />} label={m.shell_account()} />
          )}
        </li>
      </ul>
    </nav>
  );
}

function Tab({
  to,
  current,
  icon,
  label,
}: {
  to: '/' | '/wishlist' | '/dashboard/orders' | '/dashboard' | '/login';
  current: boolean;
  icon: ReactNode;
  label: string;
}) {
  // Orders lives under the Dashboard, so which tab is current is decided here rather than by the
  // Link's own matching; `exact` keeps the Link from marking a parent tab as well.
  return (
    <Link
      to={to}
      activeOptions={{ exact: true }}
      className="bottom-bar__tab"
      aria-current={current ? 'page' : undefined}
    >
      {icon}
      <span>{label}</span>
    </Link>
  );
}
