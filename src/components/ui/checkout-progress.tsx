import { m } from '#src/lib/i18n/paraglide/messages.js';
import './checkout-progress.css';

export const CHECKOUT_STEPS = ['Cart', 'Address', 'Payment', 'Confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Each step's name in the shopper's language. */
const STEP_NAMES: Record<CheckoutStep, () => string> = {
  Cart: m.ui_checkout_step_cart,
  Address: m.ui_checkout_step_address,
  Payment: m.ui_checkout_step_payment,
  Confirmation: m.ui_checkout_step_confirmation,
};

/** The 4-step progress bar of spec 001 §2 above the cart and each checkout step. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={m.ui_checkout_progress()}>
      <ol className="checkout-progress">
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step}
            className={`checkout-progress__step${index <= currentIndex ? ' checkout-progress__step--done' : ''}`}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className="checkout-progress__number" aria-hidden="true">
              {index + 1}
            </span>
            {STEP_NAMES[step]()}
          </li>
        ))}
      </ol>
    </nav>
  );
}
