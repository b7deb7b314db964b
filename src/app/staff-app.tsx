import { Fragment, Suspense } from 'react';
import type { StaffMember } from '#contract/shop';
import type { StaffClient } from '#src/domain/shop/staff-client';
import { type StaffScreen, staffScreenOf, useStaffPath } from '#src/domain/shop/staff-nav';
import { Toaster } from '#src/features/shell/components/toaster';
import { StaffFrame } from '#src/features/shop-frame/components/staff-frame';
import { StaffSignIn } from '#src/features/shop-sign-in/components/staff-sign-in';
import { useLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { lazyComponent } from '#src/lib/lazy-component';
import { type Toasts, ToastsProvider } from '#src/lib/toast';

// The frame and the sign-in are the first screen; each screen behind them is a chunk of its own, fetched while the
// frame's header already shows.
const BoardPage = lazyComponent(() => import('#src/features/shop-board/components/board-page'), 'BoardPage');
const OrderPage = lazyComponent(() => import('#src/features/shop-order/components/order-page'), 'OrderPage');
const CollectPayment = lazyComponent(
  () => import('#src/features/shop-rider/components/collect-payment'),
  'CollectPayment',
);
const RiderPage = lazyComponent(() => import('#src/features/shop-rider/components/rider-page'), 'RiderPage');
const MoneyPage = lazyComponent(() => import('#src/features/shop-rider/components/money-page'), 'MoneyPage');
const StaffPage = lazyComponent(() => import('#src/features/shop-staff/components/staff-page'), 'StaffPage');
const CatalogPage = lazyComponent(() => import('#src/features/shop-catalog/components/catalog-page'), 'CatalogPage');
const ProductEditor = lazyComponent(
  () => import('#src/features/shop-catalog/components/product-editor'),
  'ProductEditor',
);
const AddProduct = lazyComponent(() => import('#src/features/shop-catalog/components/add-product'), 'AddProduct');
const LowStockPage = lazyComponent(
  () => import('#src/features/shop-catalog/components/low-stock-page'),
  'LowStockPage',
);
const ActivityPage = lazyComponent(
  () => import('#src/features/shop-activity/components/activity-page'),
  'ActivityPage',
);
const ImportPage = lazyComponent(() => import('#src/features/shop-import/components/import-page'), 'ImportPage');
const HoursPage = lazyComponent(() => import('#src/features/shop-hours/components/hours-page'), 'HoursPage');

/**
 * The staff area, the whole of shop.html (decision 110): its own client and outbox inside the frame, the screen
 * picked from the address. A new language draws it afresh (keyed by it), as the shopper's app is.
 */
export function StaffApp({ toasts, client }: { toasts: Toasts; client?: StaffClient }) {
  const locale = useLocale();
  const screen = staffScreenOf(useStaffPath());
  return (
    <ToastsProvider value={toasts}>
      <Fragment key={locale}>
        <StaffFrame client={client} signIn={<StaffSignIn />}>
          {(member) => (
            <Suspense fallback={<p role="status">{m.shop_loading()}</p>}>{screenFor(screen, member)}</Suspense>
          )}
        </StaffFrame>
        <Toaster />
      </Fragment>
    </ToastsProvider>
  );
}

/**
 * /shop: the board (a rider's deliveries); /shop/order/<id>; the owner's /shop/money, /shop/staff, /shop/hours and
 * /shop/import; the catalog (/shop/catalog, /shop/catalog/<id>, /shop/low-stock) for owner and packer, adding and
 * /shop/activity the owner's.
 */
function screenFor(screen: StaffScreen, member: StaffMember) {
  const owner = member.role === 'owner';
  if (screen.name === 'order') {
    return <OrderPage orderId={screen.orderId} member={member} collect={(order) => <CollectPayment order={order} />} />;
  }
  if (screen.name === 'money' && owner) return <MoneyPage />;
  if (screen.name === 'staff' && owner) return <StaffPage member={member} />;
  if (member.role !== 'rider') {
    if (screen.name === 'catalog') return <CatalogPage member={member} />;
    if (screen.name === 'product')
      return <ProductEditor key={screen.productId} productId={screen.productId} member={member} />;
    if (screen.name === 'low-stock') return <LowStockPage />;
    if (screen.name === 'new-product' && owner) return <AddProduct />;
    if (screen.name === 'activity' && owner) return <ActivityPage />;
  }
  if (screen.name === 'import' && owner) return <ImportPage />;
  if (screen.name === 'hours' && owner) return <HoursPage />;
  return member.role === 'rider' ? <RiderPage member={member} /> : <BoardPage />;
}
