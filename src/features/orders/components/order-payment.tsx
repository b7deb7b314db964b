import { lazy, Suspense, useId } from 'react';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '#contract/discount';
import type { OrderDetail } from '#contract/order';
import { changedQuantityText, paymentMethodLabel } from '#src/domain/orders/order-status';
import { deliveryPromise } from '#src/lib/delivery-promise';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { PaymentStatusBadge } from './order-badges';

// Decision 113. Fetched only for an order taken while the shop was closed; lazily, so no start-up code names it.
const OpensAtNote = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.OpensAtNote })),
);

export function OrderPayment({ order }: { order: OrderDetail }) {
  const headingId = useId();
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.orders_payment()}</h2>
      {/* The figures are the server's, worked out again when the shop had less of a line. */}
      {order.items.some((item) => changedQuantityText(item) !== null) && (
        <p className="order-repriced">{m.orders_repriced()}</p>
      )}
      <dl className="order-totals">
        <div>
          <dt>{m.orders_subtotal()}</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        {order.firstOrderDiscount > 0 && (
          <div>
            <dt>{m.orders_first_order_off({ percent: FIRST_ORDER_DISCOUNT_PERCENT })}</dt>
            <dd>−{formatRupees(order.firstOrderDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{m.orders_shipping()}</dt>
          <dd>{formatRupees(order.shipping)}</dd>
        </div>
        <div className="order-totals__total">
          <dt>{m.orders_total()}</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>{m.orders_method()}</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
        <div>
          <dt>{m.orders_payment_status()}</dt>
          <dd>
            <PaymentStatusBadge paymentStatus={order.paymentStatus} />
          </dd>
        </div>
        <div>
          <dt>{m.orders_delivery()}</dt>
          <dd>
            {deliveryPromise(order)}
            {order.opensAt && (
              <Suspense fallback={null}>
                <OpensAtNote order={order} />
              </Suspense>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
