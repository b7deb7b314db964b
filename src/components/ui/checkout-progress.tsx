import './checkout-progress.css';

export const CHECKOUT_STEPS = ['Cart', 'Address', 'Payment', 'Confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The 4-step progress bar of spec 001 §2 above the cart and each checkout step. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout progress">
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
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
