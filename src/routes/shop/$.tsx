import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { StaffMember } from '#contract/shop';
import { lazyComponent } from '#src/lib/lazy-component';

// The staff area (decision 110) is one route of the shopper's tree, its whole code lazy: each of its screens is a
// chunk of its own, asked for only on /shop. Its screens are picked here from the rest of the path.
const StaffFrame = lazyComponent(() => import('#src/features/shop-frame/components/staff-frame'), 'StaffFrame');
const StaffSignIn = lazyComponent(() => import('#src/features/shop-sign-in/components/staff-sign-in'), 'StaffSignIn');
const BoardPage = lazyComponent(() => import('#src/features/shop-board/components/board-page'), 'BoardPage');
const OrderPage = lazyComponent(() => import('#src/features/shop-order/components/order-page'), 'OrderPage');
const CollectPayment = lazyComponent(
  () => import('#src/features/shop-rider/components/collect-payment'),
  'CollectPayment',
);
const RiderPage = lazyComponent(() => import('#src/features/shop-rider/components/rider-page'), 'RiderPage');
const MoneyPage = lazyComponent(() => import('#src/features/shop-rider/components/money-page'), 'MoneyPage');
const StaffPage = lazyComponent(() => import('#src/features/shop-staff/components/staff-page'), 'StaffPage');

export const Route = createFileRoute('/shop/$')({ component: StaffArea });

function StaffArea() {
  const { _splat = '' } = Route.useParams();
  return (
    <Suspense fallback={null}>
      <StaffFrame signIn={<StaffSignIn />}>{(member) => screenFor(_splat, member)}</StaffFrame>
    </Suspense>
  );
}

/** /shop: the board (a rider's deliveries); /shop/order/<id>; the owner's /shop/money and /shop/staff. */
function screenFor(path: string, member: StaffMember) {
  const [screen, id] = path.split('/');
  const owner = member.role === 'owner';
  if (screen === 'order' && id) {
    return <OrderPage orderId={id} member={member} collect={(order) => <CollectPayment order={order} />} />;
  }
  if (screen === 'money' && owner) return <MoneyPage />;
  if (screen === 'staff' && owner) return <StaffPage member={member} />;
  return member.role === 'rider' ? <RiderPage member={member} /> : <BoardPage />;
}
