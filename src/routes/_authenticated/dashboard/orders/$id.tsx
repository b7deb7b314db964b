import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { OrderDetailsPage } from '#src/features/orders/components/order-details-page';

export const Route = createFileRoute('/_authenticated/dashboard/orders/$id')({
  // Cached details answer at once; a failed fetch (404 included) is the page's to show.
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(orderQueries.detail(id)).catch(() => undefined),
  component: OrderDetailsPage,
});
