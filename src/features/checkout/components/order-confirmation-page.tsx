import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { istTimestamp } from '../../../../contract/order';
import { CheckoutProgress } from '../../../components/ui/checkout-progress';
import { DELIVERY_DAYS, formatOrderDate } from '../delivery-dates';
import { checkoutOrderIdAtom, checkoutOrderPlacedAtAtom } from '../state/checkout.atoms';
import '../checkout.css';

/**
 * /order-confirmation: the order just placed. The checkout state is kept until the shopper leaves
 * this page (the route's onLeave), so a reload still shows the order.
 */
export function OrderConfirmationPage() {
  const orderId = useAtomValue(checkoutOrderIdAtom);
  const placedAt = useAtomValue(checkoutOrderPlacedAtAtom) || istTimestamp(new Date());
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under a button press: screen readers should start at the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="page checkout-page checkout-confirmation">
      <CheckoutProgress current="Confirmation" />
      <h1 ref={heading} tabIndex={-1}>
        Thank you for your order!
      </h1>
      <p>Your order is confirmed. Please keep the cash ready when it arrives.</p>
      <dl className="checkout-panel checkout-facts">
        <div>
          <dt>Order number</dt>
          <dd className="checkout-facts__order-number">{orderId}</dd>
        </div>
        <div>
          <dt>Order date</dt>
          <dd>{formatOrderDate(placedAt)}</dd>
        </div>
        <div>
          <dt>Estimated delivery</dt>
          <dd>{formatOrderDate(placedAt, DELIVERY_DAYS)}</dd>
        </div>
      </dl>
      <div className="checkout-actions">
        <Link to="/" className="button-primary">
          Continue Shopping
        </Link>
        <Link to="/dashboard/orders/$id" params={{ id: orderId }} className="button-secondary">
          View order
        </Link>
      </div>
    </div>
  );
}
