import { useId } from 'react';
import { DocumentTitle } from '#src/components/ui/document-title';
import { useShopper } from '#src/domain/session/use-shopper';
import { PaymentHistory } from './payment-history';
import '../account.css';

/** Shown so shoppers know what is planned; none of them can be added or saved yet. */
const COMING_SOON = [
  { name: 'Credit and debit cards', text: 'Visa, Mastercard and RuPay' },
  { name: 'UPI', text: 'Pay from any UPI app' },
  { name: 'Wallets', text: 'Pay from a mobile wallet' },
] as const;

/**
 * /dashboard/payment-methods. The spec's page is a mock-up of saved cards and sample payments;
 * here cash on delivery is the one method that works, the others say plainly they are not there
 * yet, and the history is the shopper's own orders.
 */
export function PaymentMethodsPage() {
  const shopper = useShopper();
  const methodsId = useId();
  return (
    <div className="page account-page">
      <DocumentTitle title="Payment Methods" />
      <h1>Payment Methods</h1>

      <section aria-labelledby={methodsId}>
        <h2 id={methodsId}>How you can pay</h2>
        <ul className="payment-methods">
          <li className="payment-method payment-method--available">
            <div className="payment-method__head">
              <h3>Cash on delivery (COD)</h3>
              <span className="account-badge account-badge--default">Available</span>
            </div>
            <p>
              Pay in cash when your order arrives, and only for the items you accept at the door. Nothing is charged
              when you place an order, and no card or account details are asked for or stored.
            </p>
            <p>Please keep the exact amount ready where you can: our delivery partners carry limited change.</p>
          </li>
          {COMING_SOON.map((method) => (
            <li key={method.name} className="payment-method payment-method--soon">
              <div className="payment-method__head">
                <h3>{method.name}</h3>
                <span className="account-badge">Coming soon</span>
              </div>
              <p>{method.text}. Not available yet: nothing can be added or saved.</p>
            </li>
          ))}
        </ul>
      </section>

      {shopper ? (
        <PaymentHistory userId={shopper.id} />
      ) : (
        <p className="account-alert" role="alert">
          User not authenticated.
        </p>
      )}
    </div>
  );
}
