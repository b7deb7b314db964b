import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { WaitingOrders } from '#src/features/checkout/components/waiting-order';
import { OrdersPage } from '#src/features/orders/components/orders-page';

export const Route = createFileRoute('/_authenticated/dashboard/orders/')({
  // Cached orders answer at once; a failed fetch is the page's to show, never a blocked navigation.
  loader: ({ context: { queryClient, user } }) =>
    queryClient.ensureQueryData(orderQueries.list(user.id)).catch(() => undefined),
  component: function OrdersRoute() {
    const { user } = Route.useRouteContext();
    return <OrdersPage waiting={<WaitingOrders userId={user.id} />} />;
  },
});
