import { Link } from '@tanstack/react-router';
import { useLogout } from '#src/domain/session/auth.mutations';
import { useShopper } from '#src/domain/session/use-shopper';
import '../account.css';

const TILES = [
  { to: '/dashboard/profile', title: 'Profile', text: 'Manage personal information' },
  { to: '/dashboard/addresses', title: 'Addresses', text: 'Edit shipping addresses' },
  { to: '/dashboard/orders', title: 'Orders', text: 'Track, return or buy again' },
  { to: '/dashboard/payment-methods', title: 'Payment Methods', text: 'Cash on delivery and past payments' },
  { to: '/dashboard/help', title: 'Help Center', text: 'Support' },
  { to: '/dashboard/settings', title: 'Settings', text: 'Dark mode, your data, sign out everywhere' },
] as const;

/** /dashboard: the My Account hub (spec 001 §2). */
export function DashboardPage() {
  const user = useShopper();
  const logout = useLogout();

  return (
    <div className="page">
      <h1>My Account</h1>
      {user && <p>Hello, {user.name}.</p>}
      <ul className="account-tiles">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="account-tile">
              <span className="account-tile__title">{tile.title}</span>
              <span className="account-tile__text">{tile.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="account-tile" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <span className="account-tile__title">{logout.isPending ? 'Logging out…' : 'Log Out'}</span>
            <span className="account-tile__text">Sign out on this device</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
