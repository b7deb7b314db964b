import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '#contract/order';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useBuyAgain } from '../use-buy-again';

/**
 * Buy again with its outcome kept beside the button (the toast says it too, but fades): the report
 * and a way on to the cart. `orderLabel` tells the buttons of a list apart for screen readers.
 */
export function BuyAgainButton({
  userId,
  items,
  orderLabel,
}: {
  userId: string;
  items: OrderSummary['items'];
  orderLabel: string;
}) {
  const { buyAgain, isPending, report } = useBuyAgain(userId);
  return (
    <div className="buy-again">
      <button
        type="button"
        className="button-primary buy-again__button"
        onClick={() => buyAgain(items)}
        disabled={isPending || items.length === 0}
      >
        {isPending ? m.orders_buy_again_adding() : m.orders_buy_again()}
        <span className="visually-hidden"> {orderLabel}</span>
      </button>
      {report && (
        <p className={`buy-again__report buy-again__report--${report.kind}`}>
          {report.text} <Link to="/cart">{m.orders_go_to_cart()}</Link>
        </p>
      )}
    </div>
  );
}
