import { Link, Outlet, useLocation } from '@tanstack/react-router';
import '../account.css';

const SECTIONS = {
  profile: { to: '/dashboard/profile', label: 'Profile' },
  'payment-methods': { to: '/dashboard/payment-methods', label: 'Payment Methods' },
  addresses: { to: '/dashboard/addresses', label: 'Addresses' },
  orders: { to: '/dashboard/orders', label: 'Orders' },
  help: { to: '/dashboard/help', label: 'Help Center' },
  settings: { to: '/dashboard/settings', label: 'Settings' },
} as const;

/** /dashboard/*: on the sub-screens a breadcrumb built from the path sits above the screen (spec 001 §2). */
export function DashboardLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [, section, ...rest] = pathname.split('/').filter(Boolean);
  // Only an order's id sits below a section today: /dashboard/orders/$id.
  const detail = rest.join('/');
  const known =
    section !== undefined && Object.hasOwn(SECTIONS, section) ? SECTIONS[section as keyof typeof SECTIONS] : undefined;

  return (
    <>
      {known && (
        <nav aria-label="Breadcrumb" className="breadcrumb account-breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/dashboard">Dashboard</Link>
            </li>
            <li>
              {!detail ? <span aria-current="page">{known.label}</span> : <Link to={known.to}>{known.label}</Link>}
            </li>
            {detail && (
              <li>
                <span aria-current="page">{detail}</span>
              </li>
            )}
          </ol>
        </nav>
      )}
      <Outlet />
    </>
  );
}
