import { percentOff } from '#contract/discount';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import './price.css';

/**
 * A price and, when there is a saving, the MRP struck through and the percent off. The one price
 * block of the shop (product page, product cards, cart, wishlist) with the one discount rule
 * (contract/discount.ts), so a product shows the same saving on every screen. `className` places it
 * (e.g. `cart-line__price`); screen readers hear "Price ₹160 MRP ₹180 11% off".
 */
export function Price({ price, mrp, className }: { price: number; mrp: number; className?: string }) {
  const percent = percentOff(price, mrp);
  return (
    <p className={className ? `price ${className}` : 'price'}>
      <span className="visually-hidden">{m.ui_price_price()} </span>
      <strong className="price__now">{formatRupees(price)}</strong>
      {percent > 0 && (
        <>
          {' '}
          <s className="price__mrp">
            <span className="visually-hidden">{m.ui_price_mrp()} </span>
            {formatRupees(mrp)}
          </s>{' '}
          <span className="price__discount">{m.ui_price_percent_off({ percent })}</span>
        </>
      )}
    </p>
  );
}
