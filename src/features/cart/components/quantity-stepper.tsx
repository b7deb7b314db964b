import { TrashIcon } from '#src/components/ui/icons';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface QuantityStepperProps {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  max: number;
  /** While the cart is busy the buttons stay focusable but do nothing. */
  busy: boolean;
  /** Receives the new absolute quantity; 0 removes the line. */
  onChange: (quantity: number) => void;
}

/**
 * − quantity +; at 1 the − becomes a remove button (spec 001 §2). aria-disabled rather than
 * disabled: a keyboard shopper keeps focus on the button they just pressed through the busy
 * window, and the −/remove button is one element so the swap does not drop focus either.
 */
export function QuantityStepper({ name, quantity, max, busy, onChange }: QuantityStepperProps) {
  const removes = quantity <= 1;
  const canIncrease = !busy && quantity < max;
  return (
    <fieldset className="quantity-stepper" aria-label={m.cart_stepper_quantity_of({ name })}>
      <button
        type="button"
        className={`quantity-stepper__button${removes ? ' quantity-stepper__button--remove' : ''}`}
        aria-label={removes ? m.cart_stepper_remove({ name }) : m.cart_stepper_decrease({ name })}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onChange(quantity - 1);
        }}
      >
        {removes ? <TrashIcon size={18} /> : '−'}
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        <span className="visually-hidden">{`${m.cart_stepper_quantity()} `}</span>
        {quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={m.cart_stepper_increase({ name })}
        aria-disabled={!canIncrease}
        onClick={() => {
          if (canIncrease) onChange(quantity + 1);
        }}
      >
        +
      </button>
    </fieldset>
  );
}
