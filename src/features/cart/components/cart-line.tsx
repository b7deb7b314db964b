import { Link } from '@tanstack/react-router';
import type { CartItem } from '#contract/cart';
import { Price } from '#src/components/ui/price';
import { descriptionOf } from '#src/domain/catalog/catalog-words';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { canCheckOut } from '../state/cart-selection.atoms';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  line: CartItem;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  busy: boolean;
  /** A change to this line is waiting for the connection. */
  queued: boolean;
  onQuantityChange: (quantity: number) => void;
}

export function CartLine({ line, checked, onCheckedChange, busy, queued, onQuantityChange }: CartLineProps) {
  const checkable = canCheckOut(line);
  const outOfStock = line.status !== 'in stock' || line.maxQuantity <= 0;
  return (
    <li className={checkable ? 'cart-line' : 'cart-line cart-line--unavailable'}>
      <input
        type="checkbox"
        className="cart-line__check"
        checked={checkable && checked}
        disabled={!checkable}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-label={m.cart_line_select({ name: line.name })}
      />
      <img
        className="cart-line__image"
        src={line.image}
        alt={line.name}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
      />
      <div className="cart-line__info">
        <Link
          to="/product/$category/$id"
          params={{ category: line.category || 'search', id: String(line.id) }}
          className="cart-line__name"
        >
          {line.name}
        </Link>
        {line.description && <p className="cart-line__description">{descriptionOf(line)}</p>}
        {/* Spec 001 §9: the rounded percent off the MRP, shown only when there is a saving. */}
        <Price className="cart-line__price" price={line.price} mrp={line.originalPrice} />
        {outOfStock ? (
          <p className="cart-line__notice">
            <span className="stock stock--out">{m.cart_line_out_of_stock()}</span> {m.cart_line_unavailable()}{' '}
            <button
              type="button"
              className="cart-line__remove"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) onQuantityChange(0);
              }}
            >
              {m.cart_line_remove()}
              <span className="visually-hidden"> {line.name}</span>
            </button>
          </p>
        ) : (
          !checkable && <p className="cart-line__notice">{m.cart_line_only_left({ count: line.maxQuantity })}</p>
        )}
        {queued && <p className="cart-line__sync">{m.cart_line_will_sync()}</p>}
      </div>
      <div className="cart-line__actions">
        <QuantityStepper
          name={line.name}
          quantity={line.quantity}
          max={line.maxQuantity}
          busy={busy}
          onChange={onQuantityChange}
        />
        <p className="cart-line__total">
          <span className="visually-hidden">{`${m.cart_line_total()} `}</span>
          {formatRupees(line.price * line.quantity)}
        </p>
      </div>
    </li>
  );
}
