import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';

/**
 * The staff area's addresses and how its screens move between them (decision 110). It is a page of its own
 * (shop.html) with a few screens, so it keeps no router: the address is read from `location` and a link
 * pushes the next one. The shopper's router stays typed for the shopper's routes alone.
 */
export const STAFF_PATHS = {
  board: '/shop',
  order: (orderId: string) => `/shop/order/${encodeURIComponent(orderId)}`,
  money: '/shop/money',
  staff: '/shop/staff',
  catalog: '/shop/catalog',
  product: (productId: number) => `/shop/catalog/${productId}`,
  newProduct: '/shop/catalog/new',
  lowStock: '/shop/low-stock',
  activity: '/shop/activity',
  import: '/shop/import',
  hours: '/shop/hours',
} as const;

/** What the staff area shows for an address: the board (a rider's deliveries) for any it does not know. */
export type StaffScreen =
  | { name: 'board' }
  | { name: 'order'; orderId: string }
  | { name: 'money' | 'staff' | 'hours' }
  | { name: 'catalog' | 'new-product' | 'low-stock' | 'activity' | 'import' }
  | { name: 'product'; productId: number };

export function staffScreenOf(pathname: string): StaffScreen {
  const [screen, id] = pathname.replace(/^\/shop\/?/, '').split('/');
  if (screen === 'order' && id) return { name: 'order', orderId: decodeURIComponent(id) };
  if (screen === 'money' || screen === 'staff' || screen === 'hours') return { name: screen };
  if (screen === 'catalog') return catalogScreenOf(id);
  if (screen === 'low-stock' || screen === 'activity' || screen === 'import') return { name: screen };
  return { name: 'board' };
}

/** /shop/catalog (find), /shop/catalog/new (add), /shop/catalog/<id> (edit). */
function catalogScreenOf(id: string | undefined): StaffScreen {
  if (!id) return { name: 'catalog' };
  if (id === 'new') return { name: 'new-product' };
  return /^[1-9]\d{0,9}$/.test(id) ? { name: 'product', productId: Number(id) } : { name: 'catalog' };
}

const MOVED = 'kirana:staff-moved';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(MOVED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(MOVED, listener);
  };
}

const currentPath = () => window.location.pathname;

/** The address the staff area is at, redrawing the caller when a link or the back button moves it. */
export function useStaffPath(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}

/** Opens a staff screen without a reload, as a link does. */
export function goToStaffPath(path: string) {
  if (path === window.location.pathname) return;
  window.history.pushState(null, '', path);
  window.scrollTo?.(0, 0);
  window.dispatchEvent(new Event(MOVED));
}

/**
 * A link between staff screens: a real `<a href>` (a new tab, a long press and a copied link work), opened in place
 * on a plain click. The link of the screen open carries `aria-current="page"` (with `exact`, only on its own
 * address; otherwise on the addresses below it too).
 */
export function StaffLink({
  to,
  exact = false,
  className,
  children,
}: {
  to: string;
  exact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const path = useStaffPath();
  const active = exact ? path === to || path === `${to}/` : path === to || path.startsWith(`${to}/`);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goToStaffPath(to);
  };
  return (
    <a href={to} className={className} aria-current={active ? 'page' : undefined} onClick={open}>
      {children}
    </a>
  );
}
