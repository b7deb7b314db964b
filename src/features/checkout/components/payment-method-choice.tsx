import type { PaymentMethod } from '#src/domain/checkout/checkout.atoms';

interface PaymentMethodChoiceProps {
  method: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
}

/** Spec 001 §9: COD is the only method and the default, so the one radio starts checked. */
export function PaymentMethodChoice({ method, onChoose }: PaymentMethodChoiceProps) {
  return (
    <fieldset className="checkout-panel checkout-choice">
      <legend>Payment method</legend>
      <label>
        <input
          type="radio"
          name="payment-method"
          value="COD"
          checked={method === 'COD'}
          onChange={() => onChoose('COD')}
          aria-describedby="payment-method-cod-hint"
        />
        Cash on Delivery (COD)
      </label>
      <p className="checkout-field__hint" id="payment-method-cod-hint">
        Pay in cash when your order arrives.
      </p>
    </fieldset>
  );
}
