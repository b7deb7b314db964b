import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../../features/account/components/orders-page';

export const Route = createFileRoute('/_authenticated/dashboard/orders/')({
  component: OrdersPage,
});
