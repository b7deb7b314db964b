import { useState } from 'react';
import type { StaffOrder } from '#contract/shop';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export type Paper = 'thermal' | 'a4';

/**
 * The slip that goes in the bag: the order number, the lines, the total to collect, the address with its
 * landmark and the phone. Printed alone (shop-order.css), on 58 mm thermal paper or A4, as chosen.
 */
export function PrintSlip({ order, print = () => window.print() }: { order: StaffOrder; print?: () => void }) {
  const [paper, setPaper] = useState<Paper>('thermal');
  const address = order.customer.address;
  const delivered = order.lines.filter((line) => line.quantity > 0);
  return (
    <section className="staff-slip-box">
      <h2>{m.shop_order_slip_heading()}</h2>
      <fieldset className="staff-slip-box__paper">
        <legend>{m.shop_order_slip_paper()}</legend>
        {(['thermal', 'a4'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="slip-paper" checked={paper === option} onChange={() => setPaper(option)} />
            {option === 'thermal' ? m.shop_order_slip_thermal() : m.shop_order_slip_a4()}
          </label>
        ))}
      </fieldset>
      <button type="button" className="staff-button" onClick={print}>
        {m.shop_order_slip_print()}
      </button>
      <div className={`slip slip--${paper}`} data-testid="slip">
        <p className="slip__shop">Kirana</p>
        <p className="slip__number">#{order.number}</p>
        <table className="slip__lines">
          <tbody>
            {delivered.map((line) => (
              <tr key={line.productId}>
                <td>{line.quantity} ×</td>
                <td>{line.name}</td>
                <td>{formatRupees(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="slip__total">
          {m.shop_to_collect()} {formatRupees(order.total)}
        </p>
        <p className="slip__to">{order.customer.name}</p>
        <p>
          {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
          {address.landmark && (
            <>
              <br />
              {m.shop_landmark({ landmark: address.landmark })}
            </>
          )}
          <br />
          {[address.city, address.postalCode].filter(Boolean).join(' ')}
        </p>
        <p>{order.customer.phone}</p>
      </div>
    </section>
  );
}
