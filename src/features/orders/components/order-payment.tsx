import { useId } from 'react';
import { deliveryTypeLabel, type OrderDetail } from '../../../../contract/order';
import { formatRupees } from '../../../lib/format';
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
          <dd>{deliveryTypeLabel(order.estimatedDeliveryTime)}</dd>
        </div>
      </dl>
    </section>
  );
}
