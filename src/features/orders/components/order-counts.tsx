import type { OrderCounts as Counts } from '#src/domain/orders/order-status';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export function OrderCounts({ counts }: { counts: Counts }) {
  const tiles = [
    { label: m.orders_count_delivered(), value: counts.delivered },
    { label: m.orders_count_in_progress(), value: counts.inProgress },
    { label: m.orders_count_total(), value: counts.total },
  ];
  return (
    <section aria-label={m.orders_counts_label()}>
      <dl className="order-counts">
        {tiles.map((tile) => (
          <div key={tile.label} className="order-counts__tile">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
