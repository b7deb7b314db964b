import { useId } from 'react';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '#contract/discount';
import type { OrderDetail } from '#contract/order';
import { deliveryPromise } from '#src/lib/delivery-promise';
import { formatRupees } from '#src/lib/format';
import { PaymentStatusBadge } from './order-badges';

export function OrderPayment({ order }: { order: OrderDetail }) {
  const headingId = useId();
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Payment</h2>
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        {order.firstOrderDiscount > 0 && (
          <div>
            <dt>First order {FIRST_ORDER_DISCOUNT_PERCENT}% off</dt>
            <dd>−{formatRupees(order.firstOrderDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{formatRupees(order.shipping)}</dd>
        </div>
        <div className="order-totals__total">
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <PaymentStatusBadge paymentStatus={order.paymentStatus} />
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{deliveryPromise(order)}</dd>
        </div>
      </dl>
    </section>
  );
}
