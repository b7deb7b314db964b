import type { CartItem } from '#contract/cart';
import { formatRupees } from '#src/lib/format';

/** The lines of this order: what, how many, at what price. */
export function CheckoutLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="checkout-lines">
      {items.map((item) => (
        <li key={item.id} className="checkout-line">
          <img src={item.image} alt="" width={48} height={48} loading="lazy" />
          <span className="checkout-line__name">{item.name}</span>
          <span className="checkout-line__quantity">
            {item.quantity} × {formatRupees(item.price)}
          </span>
          <span className="checkout-line__amount">{formatRupees(item.quantity * item.price)}</span>
        </li>
      ))}
    </ul>
  );
}
