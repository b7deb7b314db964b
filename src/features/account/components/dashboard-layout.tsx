import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../account.css';

const SECTIONS = {
  profile: { to: '/dashboard/profile', label: m.account_section_profile },
  'payment-methods': { to: '/dashboard/payment-methods', label: m.account_section_payment_methods },
  addresses: { to: '/dashboard/addresses', label: m.account_section_addresses },
  orders: { to: '/dashboard/orders', label: m.account_section_orders },
  help: { to: '/dashboard/help', label: m.account_section_help },
  settings: { to: '/dashboard/settings', label: m.account_section_settings },
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
        <nav aria-label={m.account_breadcrumb()} className="breadcrumb account-breadcrumb">
          <ol>
            <li>
              <Link to="/">{m.account_breadcrumb_home()}</Link>
            </li>
            <li>
              <Link to="/dashboard">{m.account_breadcrumb_dashboard()}</Link>
            </li>
            <li>
              {!detail ? <span aria-current="page">{known.label()}</span> : <Link to={known.to}>{known.label()}</Link>}
            </li>
            {detail && (
              <li>
                {/* An order's page: its heading says its number (#1042); its id is no name for a person. */}
                <span aria-current="page">{section === 'orders' ? m.account_breadcrumb_order() : detail}</span>
              </li>
            )}
          </ol>
        </nav>
      )}
      <Outlet />
    </>
  );
}
