import { useId, useState } from 'react';
import type { StaffOrder } from '#contract/shop';
import { STAFF_CHANGES } from '#src/domain/shop/staff.changes';
import type { useStepRunner } from '#src/domain/shop/use-step';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';

type Line = StaffOrder['lines'][number];

/** The lines grouped by the shop's aisles (categories), in the order the packer walks them. */
export function byAisle(lines: readonly Line[]): [string, Line[]][] {
  const aisles = new Map<string, Line[]>();
  for (const line of lines) aisles.set(line.category, [...(aisles.get(line.category) ?? []), line]);
  return [...aisles].sort(([a], [b]) => a.localeCompare(b));
}

/** The pick list; while the order is accepted and not packed, a line can be marked not available or fewer. */
export function PickList({
  order,
  canChange,
  steps,
}: {
  order: StaffOrder;
  canChange: boolean;
  steps: ReturnType<typeof useStepRunner>;
}) {
  return (
    <section className="staff-pick">
      <h2>{m.shop_order_pick_list()}</h2>
      {byAisle(order.lines).map(([aisle, lines]) => (
        <section key={aisle} className="staff-pick__aisle" aria-label={aisle}>
          <h3>{aisle}</h3>
          <ul>
            {lines.map((line) => (
              <PickLine key={line.productId} order={order} line={line} canChange={canChange} steps={steps} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function PickLine({
  order,
  line,
  canChange,
  steps,
}: {
  order: StaffOrder;
  line: Line;
  canChange: boolean;
  steps: ReturnType<typeof useStepRunner>;
}) {
  const [fewer, setFewer] = useState(false);
  const [quantity, setQuantity] = useState(Math.max(1, line.quantity - 1));
  const id = useId();
  const changed = line.quantity !== line.orderedQuantity;
  const change = (to: number) =>
    void steps.run(STAFF_CHANGES.changeLine, {
      orderId: order.id,
      number: order.number ?? 0,
      productId: line.productId,
      name: line.name,
      quantity: to,
    });
  return (
    <li className={changed ? 'staff-pick__line is-changed' : 'staff-pick__line'}>
      <span className="staff-pick__qty">
        {changed
          ? m.shop_order_qty_of({ quantity: line.quantity, ordered: line.orderedQuantity })
          : `${line.quantity} ×`}
      </span>
      <span className="staff-pick__name">
        {line.name}
        {line.nameHi && (
          <span lang="hi" className="staff-pick__hindi">
            {' '}
            {line.nameHi}
          </span>
        )}
        {line.quantity === 0 && <strong> · {m.shop_not_available()}</strong>}
      </span>
      <span className="staff-pick__price">{formatRupees(line.price * line.quantity)}</span>
      {canChange && line.quantity > 0 && (
        <span className="staff-actions">
          <button type="button" className="staff-button" disabled={steps.busy} onClick={() => change(0)}>
            {m.shop_not_available()}
          </button>
          {line.quantity > 1 && !fewer && (
            <button type="button" className="staff-button" onClick={() => setFewer(true)}>
              {m.shop_order_fewer()}
            </button>
          )}
          {fewer && (
            <span className="staff-pick__fewer">
              <label htmlFor={id}>{m.shop_order_have_only()}</label>
              <select id={id} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
                {Array.from({ length: line.quantity - 1 }, (_, index) => index + 1).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="staff-button staff-button--primary"
                disabled={steps.busy}
                onClick={() => {
                  setFewer(false);
                  change(quantity);
                }}
              >
                {m.shop_order_set_quantity()}
              </button>
            </span>
          )}
        </span>
      )}
    </li>
  );
}
