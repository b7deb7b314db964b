import type { PaymentMethod } from '#src/domain/checkout/checkout.atoms';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface PaymentMethodChoiceProps {
  method: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
}

/** Spec 001 §9: COD is the only method and the default, so the one radio starts checked. */
export function PaymentMethodChoice({ method, onChoose }: PaymentMethodChoiceProps) {
  return (
    <fieldset className="checkout-panel checkout-choice">
      <legend>{m.checkout_payment_method()}</legend>
      <label>
        <input
          type="radio"
          name="payment-method"
          value="COD"
          checked={method === 'COD'}
          onChange={() => onChoose('COD')}
          aria-describedby="payment-method-cod-hint"
        />
        {m.checkout_cod()}
      </label>
      <p className="checkout-field__hint" id="payment-method-cod-hint">
        {m.checkout_cod_hint()}
      </p>
    </fieldset>
  );
}
