import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '../../../../features/account/components/order-details-page';

export const Route = createFileRoute('/_authenticated/dashboard/orders/$id')({
  component: OrderDetailsPage,
});
