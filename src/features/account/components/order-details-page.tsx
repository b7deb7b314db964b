import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/_authenticated/dashboard/orders/$id');

/** /dashboard/orders/$id — a placeholder until the order screens are built. */
export function OrderDetailsPage() {
  const { id } = route.useParams();
  return (
    <div className="page">
      <h1>Order details</h1>
      <p>The items, delivery address and progress of order {id} will be shown here.</p>
    </div>
  );
}
