import { isKnownStatus, isPaid, orderStatusLabel } from '#src/domain/orders/order-status';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** The status badge; unknown values keep their raw text and a neutral look. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = isKnownStatus(status) ? status.replaceAll('_', '-') : 'unknown';
  return <span className={`order-badge order-badge--${tone}`}>{orderStatusLabel(status)}</span>;
}

/** Paid, or else the pending style with the value as received (spec 001 §4). */
export function PaymentStatusBadge({ paymentStatus }: { paymentStatus: string }) {
  const paid = isPaid(paymentStatus);
  return (
    <span className={`payment-badge payment-badge--${paid ? 'paid' : 'pending'}`}>
      {paid ? m.orders_paid() : paymentStatus === 'pending' ? m.orders_pending() : paymentStatus}
    </span>
  );
}
