import { useId } from 'react';
import type { OrderDetail } from '#contract/order';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Once out for delivery: who brings it, and a call button (the shopper may need to guide them to the door). */
export function OrderRider({ order }: { order: Pick<OrderDetail, 'status' | 'rider'> }) {
  const headingId = useId();
  if (order.status !== 'out_for_delivery' || !order.rider) return null;
  const { name, phone } = order.rider;
  return (
    <section className="order-rider" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {m.orders_rider_heading()}
      </h2>
      <p>{m.orders_rider_bringing({ name })}</p>
      <a className="button-primary" href={`tel:${phone}`}>
        {m.orders_rider_call({ name })}
      </a>
    </section>
  );
}
