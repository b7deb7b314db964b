import type { OrderCounts as Counts } from '#src/domain/orders/order-status';

export function OrderCounts({ counts }: { counts: Counts }) {
  const tiles = [
    { label: 'Delivered', value: counts.delivered },
    { label: 'In progress', value: counts.inProgress },
    { label: 'Total orders', value: counts.total },
  ];
  return (
    <section aria-label="Order counts">
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
