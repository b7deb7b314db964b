import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '#contract/discount';
import { CheckoutProgress } from '#src/components/ui/checkout-progress';
import { checkoutOrderAttemptAtom, checkoutOrderIdAtom } from '#src/domain/checkout/checkout.atoms';
import { isOrderChange } from '#src/domain/checkout/checkout.changes';
import { placedOrderOf } from '#src/domain/checkout/placed-orders';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { deliveryPromise } from '#src/lib/delivery-promise';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatPlacedAt, placedAtInstant } from '#src/lib/indian-dates';
import { useOutboxChanges } from '#src/lib/outbox/use-outbox';
import { WaitingOrderCard } from './waiting-order';
import '../checkout.css';

// Decision 113. Fetched only for an order taken while the shop was closed; lazily, so no start-up code names it.
const OpensAtNote = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.OpensAtNote })),
);

const authenticated = getRouteApi('/_authenticated');

/**
 * /order-confirmation: the order just placed, or saved on the phone waiting for the signal (then it
 * follows the order until it is placed). The checkout state is kept until the shopper leaves this
 * page (the route's onLeave), so a reload still shows the order.
 */
export function OrderConfirmationPage() {
  const { user } = authenticated.useRouteContext();
  const attempt = useAtomValue(checkoutOrderAttemptAtom);
  // Placed while this tab was not listening (reloaded, or asleep while another tab sent it): the phone's record says.
  const orderId = useAtomValue(checkoutOrderIdAtom) || placedOrderOf(attempt?.key);
  const waiting = useOutboxChanges(user.id).find((change) => change.id === attempt?.key);
  if (!orderId) return <WaitingConfirmation change={waiting && isOrderChange(waiting) ? waiting : undefined} />;
  return <PlacedConfirmation orderId={orderId} />;
}

/** The order is on the phone, not yet at the shop; or it never went (cancelled here, or refused). */
function WaitingConfirmation({ change }: { change: Parameters<typeof WaitingOrderCard>[0]['change'] | undefined }) {
  return (
    <div className="page checkout-page checkout-confirmation">
      <CheckoutProgress current="Confirmation" />
      {change ? (
        <>
          <h1>{m.checkout_saved_on_phone()}</h1>
          <WaitingOrderCard change={change} />
        </>
      ) : (
        <>
          <h1>{m.checkout_not_placed_title()}</h1>
          <p>{m.checkout_nothing_ordered()}</p>
        </>
      )}
      <div className="checkout-actions">
        <Link to="/" className="button-primary">
          {m.checkout_continue_shopping()}
        </Link>
        <Link to="/dashboard/orders" className="button-secondary">
          {m.checkout_my_orders()}
        </Link>
      </div>
    </div>
  );
}

/**
 * The order as the server took it: its time, the delivery promise and the discount are the
 * server's (decisions 012, 013), in the same words as the order list and details.
 */
function PlacedConfirmation({ orderId }: { orderId: string }) {
  const { data: order, isError } = useQuery(orderQueries.detail(orderId));
  // Until the order is read (or if it cannot be, with no signal), say where to find it rather than guess.
  const pending = isError ? m.checkout_shown_when_online() : m.checkout_loading();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under a button press: screen readers should start at the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="page checkout-page checkout-confirmation">
      <CheckoutProgress current="Confirmation" />
      <h1 ref={heading} tabIndex={-1}>
        {m.checkout_thank_you()}
      </h1>
      <p>{m.checkout_confirmed()}</p>
      <dl className="checkout-panel checkout-facts">
        <div>
          <dt>{m.checkout_order_number()}</dt>
          <dd className="checkout-facts__order-number">
            {/* The number people say (#1042) once the order is read; its id only if it cannot be, or has no number. */}
            {order?.number !== undefined ? `#${order.number}` : order !== undefined || isError ? orderId : pending}
          </dd>
        </div>
        <div>
          <dt>{m.checkout_order_date()}</dt>
          <dd>
            {order ? <time dateTime={placedAtInstant(order.placedAt)}>{formatPlacedAt(order.placedAt)}</time> : pending}
          </dd>
        </div>
        <div>
          <dt>{m.checkout_estimated_delivery()}</dt>
          <dd>
            {order ? (
              <>
                {deliveryPromise(order)}
                {order.opensAt && (
                  <Suspense fallback={null}>
                    <OpensAtNote order={order} />
                  </Suspense>
                )}
              </>
            ) : (
              pending
            )}
          </dd>
        </div>
        {order && order.firstOrderDiscount > 0 && (
          <div>
            <dt>{m.checkout_first_order_off({ percent: FIRST_ORDER_DISCOUNT_PERCENT })}</dt>
            <dd>−{formatRupees(order.firstOrderDiscount)}</dd>
          </div>
        )}
        {order && (
          <div>
            <dt>{m.checkout_total_on_delivery()}</dt>
            <dd>{formatRupees(order.total)}</dd>
          </div>
        )}
      </dl>
      <div className="checkout-actions">
        <Link to="/" className="button-primary">
          {m.checkout_continue_shopping()}
        </Link>
        <Link to="/dashboard/orders/$id" params={{ id: orderId }} className="button-secondary">
          {m.checkout_view_order()}
        </Link>
      </div>
    </div>
  );
}
