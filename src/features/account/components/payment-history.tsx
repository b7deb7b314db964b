import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { OrderSummary } from '#contract/order';
// The same short number the Orders screen shows for the order.
import { shortOrderNumber } from '#src/domain/orders/order-status';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatPlacedOn } from '#src/lib/indian-dates';

function methodLabel(method: string): string {
  return method === 'COD' ? m.account_history_cod() : method;
}

/** Paid once the cash is handed over; before that the amount is still due at the door. */
function statusLabel(order: OrderSummary): string {
  if (order.paymentStatus === 'paid') return m.account_history_paid();
  if (order.status === 'cancelled') return m.account_history_not_charged();
  return order.paymentStatus === 'pending' ? m.account_history_due() : order.paymentStatus;
}

/** The shopper's real payments: one per order, from the same cached list the Orders screen reads. */
export function PaymentHistory({ userId }: { userId: string }) {
  const { data: orders, isPending, refetch, isFetching } = useQuery(orderQueries.list(userId));
  const headingId = useId();

  return (
    <section className="payment-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.account_history_title()}</h2>
      {orders ? (
        orders.length === 0 ? (
          <p className="account-empty">{m.account_history_empty()}</p>
        ) : (
          <table className="payment-table">
            <caption className="visually-hidden">{m.account_history_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.account_history_date()}</th>
                <th scope="col">{m.account_history_order()}</th>
                <th scope="col">{m.account_history_amount()}</th>
                <th scope="col">{m.account_history_method()}</th>
                <th scope="col">{m.account_history_status()}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label={m.account_history_date()}>{formatPlacedOn(order.placedAt)}</td>
                  <td data-label={m.account_history_order()}>
                    <Link to="/dashboard/orders/$id" params={{ id: order.id }}>
                      #{shortOrderNumber(order)}
                    </Link>
                  </td>
                  <td data-label={m.account_history_amount()}>{formatRupees(order.total)}</td>
                  <td data-label={m.account_history_method()}>{methodLabel(order.paymentMethod)}</td>
                  <td data-label={m.account_history_status()}>
                    <span className={`account-badge account-badge--${order.paymentStatus === 'paid' ? 'paid' : 'due'}`}>
                      {statusLabel(order)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : isPending ? (
        <p role="status">{m.account_history_loading()}</p>
      ) : (
        <div className="account-alert" role="alert">
          <p>{m.account_history_failed()}</p>
          <button type="button" className="button-secondary" onClick={() => void refetch()} disabled={isFetching}>
            {m.account_history_try_again()}
          </button>
        </div>
      )}
    </section>
  );
}
