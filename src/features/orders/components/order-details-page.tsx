import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DocumentTitle } from '#src/components/ui/document-title';
import { useLiveOrders } from '#src/domain/orders/live-orders';
import { cancelReasonText, shortOrderNumber } from '#src/domain/orders/order-status';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { answeredWith } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatPlacedAt, placedAtInstant } from '#src/lib/indian-dates';
import { BuyAgainButton } from './buy-again-button';
import { CancelOrder } from './cancel-order';
import { OrderStatusBadge } from './order-badges';
import { OrderDelivery } from './order-delivery';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { OrderRider } from './order-rider';
import { OrderTimeline } from './order-timeline';
import { OrderUpdatesPush } from './order-updates-push';
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
  useLiveOrders();

  if (!order) {
    if (isPending) return <p role="status">{m.orders_details_loading()}</p>;
    const notFound = answeredWith(error, 404);
    return (
      <div className="page orders-page">
        <DocumentTitle title={notFound ? m.orders_not_found() : m.orders_details_title()} />
        <h1>{notFound ? m.orders_not_found() : m.orders_details_failed()}</h1>
        <p>{notFound ? m.orders_not_found_text() : m.orders_check_connection()}</p>
        <div className="orders-actions">
          {!notFound && (
            <button type="button" className="button-primary" onClick={() => refetch()} disabled={isFetching}>
              {m.orders_try_again()}
            </button>
          )}
          <Link to="/dashboard/orders" activeOptions={{ exact: true }}>
            {m.orders_back()}
          </Link>
        </div>
      </div>
    );
  }

  const orderLabel = m.orders_order_label({ number: shortOrderNumber(order) });
  const cancelReason = order.status === 'cancelled' ? cancelReasonText(order.cancelReason) : null;
  return (
    <div className="page orders-page order-details">
      <DocumentTitle title={m.orders_order_title({ number: shortOrderNumber(order) })} />
      <header className="order-details__header">
        <h1>{m.orders_order_title({ number: shortOrderNumber(order) })}</h1>
        <OrderStatusBadge status={order.status} />
      </header>
      {error && <StaleNote savedAt={dataUpdatedAt} />}
      <p className="order-details__meta">
        {m.orders_placed_on()} <time dateTime={placedAtInstant(order.placedAt)}>{formatPlacedAt(order.placedAt)}</time>
        {/* A copy from before orders had short numbers is told apart by its id, as it was then. */}
        {order.number === undefined && (
          <>
            <br />
            {m.orders_order_id()} <span className="order-details__id">{order.id}</span>
          </>
        )}
      </p>
      {cancelReason && (
        <p className="order-details__cancelled">{m.orders_cancelled_because({ reason: cancelReason })}</p>
      )}
      <OrderRider order={order} />
      <OrderTimeline order={order} />
      <CancelOrder order={order} />
      <OrderItems items={order.items} />
      <OrderUpdatesPush />
      <div className="order-details__columns">
        <OrderDelivery customer={order.customer} />
        <OrderPayment order={order} />
      </div>
      <div className="orders-actions">
        <BuyAgainButton userId={userId} items={order.items} orderLabel={orderLabel} />
        <Link to="/dashboard/orders" activeOptions={{ exact: true }}>
          {m.orders_back()}
        </Link>
      </div>
    </div>
  );
}
