import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CartItem } from '../../../../contract/cart';
import type { PriceConflict } from '../../../../contract/order';
import { formatRupees } from '../../../lib/format';
import { priceChanges } from '../price-conflict';

interface PriceConflictNoticeProps {
  message: string;
  prices: PriceConflict['data'];
  items: readonly CartItem[];
  previousTotal: number;
  onAccept: () => void;
}

/** confirmOrder's 409: today's prices side by side with the ones shown; nothing is ordered until they are accepted. */
export function PriceConflictNotice({ message, prices, items, previousTotal, onAccept }: PriceConflictNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The shopper pressed Complete Order and must now read this before anything else.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="checkout-conflict" aria-labelledby="price-conflict-heading">
      <h2 id="price-conflict-heading" ref={heading} tabIndex={-1}>
        Prices have changed
      </h2>
      <p>{message}</p>
      <ul>
        {priceChanges(items, prices).map((change) => (
          <li key={change.productId}>
            {change.name}: was <s>{formatRupees(change.was)}</s>, now <strong>{formatRupees(change.now)}</strong>
          </li>
        ))}
      </ul>
      <p className="checkout-conflict__total">
        New total {formatRupees(prices.total)} (was {formatRupees(previousTotal)})
      </p>
      <div className="checkout-actions">
        <button type="button" className="button-primary" onClick={onAccept}>
          Accept new prices
        </button>
        <Link to="/cart" className="button-secondary">
          Back to cart
        </Link>
      </div>
    </section>
  );
}
