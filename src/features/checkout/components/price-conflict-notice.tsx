import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CartItem } from '#contract/cart';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '#contract/discount';
import type { PriceConflict } from '#contract/order';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { priceChanges } from '../price-conflict';

interface PriceConflictNoticeProps {
  message: string;
  prices: PriceConflict['data'];
  items: readonly CartItem[];
  previousTotal: number;
  previousFirstOrderDiscount: number;
  onAccept: () => void;
}

/** confirmOrder's 409: today's prices side by side with the ones shown; nothing is ordered until they are accepted. */
export function PriceConflictNotice({
  message,
  prices,
  items,
  previousTotal,
  previousFirstOrderDiscount,
  onAccept,
}: PriceConflictNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The shopper pressed Complete Order and must now read this before anything else.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="checkout-conflict" aria-labelledby="price-conflict-heading">
      <h2 id="price-conflict-heading" ref={heading} tabIndex={-1}>
        {m.checkout_prices_changed()}
      </h2>
      <p>{message}</p>
      <ul>
        {priceChanges(items, prices).map((change) => (
          <li key={change.productId}>
            {change.name}: {m.checkout_price_was()} <s>{formatRupees(change.was)}</s>, {m.checkout_price_now()}{' '}
            <strong>{formatRupees(change.now)}</strong>
          </li>
        ))}
      </ul>
      <FirstOrderDiscountChange was={previousFirstOrderDiscount} now={prices.firstOrderDiscount} />
      <p className="checkout-conflict__total">
        {m.checkout_new_total({ total: formatRupees(prices.total), previous: formatRupees(previousTotal) })}
      </p>
      <div className="checkout-actions">
        <button type="button" className="button-primary" onClick={onAccept}>
          {m.checkout_accept_prices()}
        </button>
        <Link to="/cart" className="button-secondary">
          {m.checkout_back_to_cart()}
        </Link>
      </div>
    </section>
  );
}

/** The first-order discount the shop gives now, when it is not the one the shopper saw (decision 013). */
export function FirstOrderDiscountChange({ was, now }: { was: number; now: number }) {
  if (was === now) return null;
  return (
    <p>
      {m.checkout_first_order_off({ percent: FIRST_ORDER_DISCOUNT_PERCENT })}: {m.checkout_price_was()}{' '}
      <s>−{formatRupees(was)}</s>, {m.checkout_price_now()} <strong>−{formatRupees(now)}</strong>
    </p>
  );
}
