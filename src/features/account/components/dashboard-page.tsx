import { Link } from '@tanstack/react-router';
import { useLogout } from '#src/domain/session/auth.mutations';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../account.css';

const TILES = [
  { to: '/dashboard/profile', title: m.account_section_profile, text: m.account_tile_profile_text },
  { to: '/dashboard/addresses', title: m.account_section_addresses, text: m.account_tile_addresses_text },
  { to: '/dashboard/orders', title: m.account_section_orders, text: m.account_tile_orders_text },
  {
    to: '/dashboard/payment-methods',
    title: m.account_section_payment_methods,
    text: m.account_tile_payment_methods_text,
  },
  { to: '/dashboard/help', title: m.account_section_help, text: m.account_tile_help_text },
  { to: '/dashboard/settings', title: m.account_section_settings, text: m.account_tile_settings_text },
] as const;

/** /dashboard: the My Account hub (spec 001 §2). */
export function DashboardPage() {
  const user = useShopper();
  const logout = useLogout();

  return (
    <div className="page">
      <h1>{m.account_dashboard_title()}</h1>
      {user && <p>{m.account_dashboard_hello({ name: user.name })}</p>}
      <ul className="account-tiles">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="account-tile">
              <span className="account-tile__title">{tile.title()}</span>
              <span className="account-tile__text">{tile.text()}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="account-tile" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <span className="account-tile__title">
              {logout.isPending ? m.account_dashboard_logging_out() : m.account_dashboard_log_out()}
            </span>
            <span className="account-tile__text">{m.account_dashboard_log_out_text()}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
