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

/** /shop: the board (a rider's deliveries); /shop/order/<id>; the owner's /shop/money, /shop/staff and /shop/hours. */
function screenFor(screen: StaffScreen, member: StaffMember) {
  const owner = member.role === 'owner';
  if (screen.name === 'order') {
    return <OrderPage orderId={screen.orderId} member={member} collect={(order) => <CollectPayment order={order} />} />;
  }
  if (screen.name === 'money' && owner) return <MoneyPage />;
  if (screen.name === 'staff' && owner) return <StaffPage member={member} />;
  if (screen.name === 'hours' && owner) return <HoursPage />;
  return member.role === 'rider' ? <RiderPage member={member} /> : <BoardPage />;
}
