import { useId } from 'react';
import { DocumentTitle } from '#src/components/ui/document-title';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { PaymentHistory } from './payment-history';
import '../account.css';

/** Shown so shoppers know what is planned; none of them can be added or saved yet. */
const COMING_SOON = [
  { id: 'cards', name: m.account_payment_cards, text: m.account_payment_cards_text },
  { id: 'upi', name: m.account_payment_upi, text: m.account_payment_upi_text },
  { id: 'wallets', name: m.account_payment_wallets, text: m.account_payment_wallets_text },
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
      <DocumentTitle title={m.account_section_payment_methods()} />
      <h1>{m.account_section_payment_methods()}</h1>

      <section aria-labelledby={methodsId}>
        <h2 id={methodsId}>{m.account_payment_how()}</h2>
        <ul className="payment-methods">
          <li className="payment-method payment-method--available">
            <div className="payment-method__head">
              <h3>{m.account_payment_cod()}</h3>
              <span className="account-badge account-badge--default">{m.account_payment_available()}</span>
            </div>
            <p>{m.account_payment_cod_text_1()}</p>
            <p>{m.account_payment_cod_text_2()}</p>
          </li>
          {COMING_SOON.map((method) => (
            <li key={method.id} className="payment-method payment-method--soon">
              <div className="payment-method__head">
                <h3>{method.name()}</h3>
                <span className="account-badge">{m.account_payment_coming_soon()}</span>
              </div>
              <p>{m.account_payment_not_yet({ text: method.text() })}</p>
            </li>
          ))}
        </ul>
      </section>

      {shopper ? (
        <PaymentHistory userId={shopper.id} />
      ) : (
        <p className="account-alert" role="alert">
          {m.account_payment_not_signed_in()}
        </p>
      )}
    </div>
  );
}
