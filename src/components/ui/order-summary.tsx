import type { ReactNode } from 'react';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '#contract/discount';
import type { OrderSummaryFigures } from '#contract/order';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import './order-summary.css';

/**
 * The order summary box of the cart and checkout (spec 001 §9 figures, see contract orderSummary),
 * with the first-order discount when the order gets it (decision 013).
 */
export function OrderSummary({ figures, children }: { figures: OrderSummaryFigures; children?: ReactNode }) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{m.ui_order_summary_title()}</h2>
      <dl>
        <div>
          <dt>{m.ui_order_summary_subtotal()}</dt>
          <dd>{formatRupees(figures.subtotal)}</dd>
        </div>
        <div>
          <dt>{m.ui_order_summary_discount()}</dt>
          <dd className="order-summary__discount">−{formatRupees(figures.discount)}</dd>
        </div>
        {figures.firstOrderDiscount > 0 && (
          <div>
            <dt>{m.ui_order_summary_first_order({ percent: FIRST_ORDER_DISCOUNT_PERCENT })}</dt>
            <dd className="order-summary__discount">−{formatRupees(figures.firstOrderDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{m.ui_order_summary_shipping()}</dt>
          <dd>{formatRupees(figures.shipping)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>{m.ui_order_summary_total()}</dt>
          <dd>{formatRupees(figures.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
