import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DocumentTitle } from '#src/components/ui/document-title';
import { shortOrderNumber } from '#src/domain/orders/order-status';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { ApiError } from '#src/lib/api-client';
import { formatPlacedAt, placedAtInstant } from '#src/lib/indian-dates';
import { BuyAgainButton } from './buy-again-button';
import { CancelOrder } from './cancel-order';
import { OrderStatusBadge } from './order-badges';
import { OrderDelivery } from './order-delivery';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { OrderTimeline } from './order-timeline';
import { StaleNote } from './stale-note';
import '../orders.css';

const route = getRouteApi('/_authenticated/dashboard/orders/$id');

/**
 * /dashboard/orders/$id (spec 001 §2, §4). Cancel works until the order is packed; the spec's Return
 * button calls nothing, so it is left out rather than shown doing nothing.
 */
export function OrderDetailsPage() {
  const { id } = route.useParams();
  const userId = route.useRouteContext({ select: (context) => context.user.id });
  const { data: order, error, isPending, dataUpdatedAt, refetch, isFetching } = useQuery(orderQueries.detail(id));

  if (!order) {
    if (isPending) return <p role="status">Loading order details…</p>;
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="page orders-page">
        <DocumentTitle title={notFound ? 'Order not found' : 'Order details'} />
        <h1>{notFound ? 'Order not found' : 'Failed to load order details'}</h1>
        <p>
          {notFound
            ? 'There is no order with this number in your account.'
            : 'Please check your connection and try again.'}
        </p>
        <div className="orders-actions">
          {!notFound && (
            <button type="button" className="button-primary" onClick={() => refetch()} disabled={isFetching}>
              Try again
            </button>
          )}
          <Link to="/dashboard/orders" activeOptions={{ exact: true }}>
            Back to my orders
          </Link>
        </div>
      </div>
    );
  }

  const orderLabel = `order #${shortOrderNumber(order.id)}`;
  return (
    <div className="page orders-page order-details">
      <DocumentTitle title={`Order #${shortOrderNumber(order.id)}`} />
      <header className="order-details__header">
        <h1>Order #{shortOrderNumber(order.id)}</h1>
        <OrderStatusBadge status={order.status} />
      </header>
      {error && <StaleNote savedAt={dataUpdatedAt} />}
      <p className="order-details__meta">
        Placed on <time dateTime={placedAtInstant(order.placedAt)}>{formatPlacedAt(order.placedAt)}</time>
        <br />
        Order ID: <span className="order-details__id">{order.id}</span>
      </p>
      <OrderTimeline order={order} />
      <CancelOrder order={order} />
      <OrderItems items={order.items} />
      <div className="order-details__columns">
        <OrderDelivery customer={order.customer} />
        <OrderPayment order={order} />
      </div>
      <div className="orders-actions">
        <BuyAgainButton userId={userId} items={order.items} orderLabel={orderLabel} />
        <Link to="/dashboard/orders" activeOptions={{ exact: true }}>
          Back to my orders
        </Link>
      </div>
    </div>
  );
}
