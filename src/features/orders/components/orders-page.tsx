import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DocumentTitle } from '#src/components/ui/document-title';
import { useLiveOrders } from '#src/domain/orders/live-orders';
import { countOrders } from '#src/domain/orders/order-status';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { OrderCard } from './order-card';
import { OrderCounts } from './order-counts';
import { StaleNote } from './stale-note';
import '../orders.css';

const route = getRouteApi('/_authenticated/dashboard/orders/');

/** /dashboard/orders (spec 001 §2 Orders): renders from the cached list when there is one, online or not. */
/** `waiting`: orders still on the phone (placed with no signal), shown above the shop's list; the route brings them. */
export function OrdersPage({ waiting }: { waiting?: ReactNode } = {}) {
  const userId = route.useRouteContext({ select: (context) => context.user.id });
  const { data: orders, isPending, isError, dataUpdatedAt, refetch, isFetching } = useQuery(orderQueries.list(userId));
  useLiveOrders();

  return (
    <div className="page orders-page">
      <DocumentTitle title={m.orders_title()} />
      <h1>{m.orders_title()}</h1>
      {waiting}
      {orders ? (
        <>
          {isError && <StaleNote savedAt={dataUpdatedAt} />}
          <OrderCounts counts={countOrders(orders)} />
          {orders.length === 0 ? (
            <p className="orders-empty">{m.orders_empty()}</p>
          ) : (
            <ul className="order-list">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} userId={userId} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : isPending ? (
        <p role="status">{m.orders_loading()}</p>
      ) : (
        <div className="orders-failure">
          <div role="alert">
            <p className="orders-failure__title">{m.orders_load_failed()}</p>
            <p>{m.orders_refresh_hint()}</p>
          </div>
          <button type="button" className="button-primary" onClick={() => refetch()} disabled={isFetching}>
            {m.orders_try_again()}
          </button>
        </div>
      )}
    </div>
  );
}
