import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import type { OrderSummary } from '#contract/order';
import { changedQuantityText, paymentMethodLabel, shortOrderNumber } from '#src/domain/orders/order-status';
import { deliveryPromise } from '#src/lib/delivery-promise';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatPlacedAt, placedAtInstant } from '#src/lib/indian-dates';
import { BuyAgainButton } from './buy-again-button';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';

// Decision 113. Fetched only for an order taken while the shop was closed; lazily, so no start-up code names it.
const OpensAtNote = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.OpensAtNote })),
);

/** A card shows this many lines; the details list them all. */
const ITEMS_SHOWN = 3;

export function OrderCard({ order, userId }: { order: OrderSummary; userId: string }) {
  const headingId = useId();
  const orderLabel = m.orders_order_label({ number: shortOrderNumber(order) });
  const hidden = order.items.length - ITEMS_SHOWN;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-card__header">
        <h2 id={headingId} className="order-card__title">
          {m.orders_order_title({ number: shortOrderNumber(order) })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className="order-card__placed">
        {m.orders_placed_on()} <time dateTime={placedAtInstant(order.placedAt)}>{formatPlacedAt(order.placedAt)}</time>
      </p>
      <ul className="order-card__items">
        {order.items.slice(0, ITEMS_SHOWN).map((item) => (
          <li key={item.product.id} className="order-card__item">
            {/* The name is written beside the picture, so the picture itself is decorative. */}
            <img src={item.product.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <span>
              {item.product.name} <CardQuantity item={item} />
            </span>
          </li>
        ))}
        {hidden > 0 && <li className="order-card__more">{m.orders_and_more({ count: hidden })}</li>}
      </ul>
      <dl className="order-facts">
        <div>
          <dt>{m.orders_total()}</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>{m.orders_payment()}</dt>
          <dd>
            {paymentMethodLabel(order.paymentMethod)} <PaymentStatusBadge paymentStatus={order.paymentStatus} />
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
      <div className="order-card__actions">
        <Link to="/dashboard/orders/$id" params={{ id: order.id }} className="order-card__details-link">
          {m.orders_view_details()}
          <span className="visually-hidden"> {m.orders_details_of({ order: orderLabel })}</span>
        </Link>
        <BuyAgainButton userId={userId} items={order.items} orderLabel={orderLabel} />
      </div>
    </article>
  );
}

function CardQuantity({ item }: { item: OrderSummary['items'][number] }) {
  const changed = changedQuantityText(item);
  return changed ? (
    <span className="order-card__quantity order-card__quantity--changed">· {changed}</span>
  ) : (
    <span className="order-card__quantity">× {item.quantity}</span>
  );
}
