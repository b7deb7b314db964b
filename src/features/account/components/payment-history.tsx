import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { OrderSummary } from '#contract/order';
// The same short number the Orders screen shows for the order.
import { shortOrderNumber } from '#src/domain/orders/order-status';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { formatRupees } from '#src/lib/format';
import { formatPlacedOn } from '#src/lib/indian-dates';

function methodLabel(method: string): string {
  return method === 'COD' ? 'Cash on delivery' : method;
}

/** Paid once the cash is handed over; before that the amount is still due at the door. */
function statusLabel(order: OrderSummary): string {
  if (order.paymentStatus === 'paid') return 'Paid';
  if (order.status === 'cancelled') return 'Not charged';
  return order.paymentStatus === 'pending' ? 'Due on delivery' : order.paymentStatus;
}

/** The shopper's real payments: one per order, from the same cached list the Orders screen reads. */
export function PaymentHistory({ userId }: { userId: string }) {
  const { data: orders, isPending, refetch, isFetching } = useQuery(orderQueries.list(userId));
  const headingId = useId();

  return (
    <section className="payment-history" aria-labelledby={headingId}>
      <h2 id={headingId}>Payment history</h2>
      {orders ? (
        orders.length === 0 ? (
          <p className="account-empty">
            No payments yet. When you place an order, its cash-on-delivery payment will show here.
          </p>
        ) : (
          <table className="payment-table">
            <caption className="visually-hidden">Payments for your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Order</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label="Date">{formatPlacedOn(order.placedAt)}</td>
                  <td data-label="Order">
                    <Link to="/dashboard/orders/$id" params={{ id: order.id }}>
                      #{shortOrderNumber(order.id)}
                    </Link>
                  </td>
                  <td data-label="Amount">{formatRupees(order.total)}</td>
                  <td data-label="Method">{methodLabel(order.paymentMethod)}</td>
                  <td data-label="Status">
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
        <p role="status">Loading payments…</p>
      ) : (
        <div className="account-alert" role="alert">
          <p>Your payments could not be loaded.</p>
          <button type="button" className="button-secondary" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
