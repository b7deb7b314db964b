import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { OrderDetail } from '#contract/order';
import { changedQuantityText } from '#src/domain/orders/order-status';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export function OrderItems({ items }: { items: OrderDetail['items'] }) {
  const headingId = useId();
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.orders_items()}</h2>
      <ul className="order-items">
        {items.map((item) => {
          const { product, quantity, price } = item;
          // The shop had less than ordered: what comes is said plainly ("Not available", "2 of 3").
          const changed = changedQuantityText(item);
          return (
            <li key={product.id} className="order-item">
              <Link
                to="/product/$category/$id"
                params={{ category: product.category, id: String(product.id) }}
                className="order-item__link"
              >
                {/* The link's text is the name; alt text would only say it twice. */}
                <img src={product.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
                <span className="order-item__name">{product.name}</span>
              </Link>
              {changed ? (
                <span className="order-item__quantity order-item__quantity--changed">{changed}</span>
              ) : (
                <span className="order-item__quantity">{m.orders_quantity({ quantity })}</span>
              )}
              <span className="order-item__price">
                {m.orders_price_each({ price: formatRupees(price) })}
                {quantity > 1 && <strong> · {formatRupees(price * quantity)}</strong>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
