import { useId } from 'react';
import type { OrderDetail } from '#contract/order';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Where the order goes and to whom; empty optional parts (line 2, landmark, district) are left out. */
export function OrderDelivery({ customer }: { customer: OrderDetail['customer'] }) {
  const headingId = useId();
  const { address } = customer;
  const lines = [
    { part: 'line1', text: address.addressLine1 },
    { part: 'line2', text: address.addressLine2 },
    { part: 'landmark', text: address.landmark },
    { part: 'city', text: [address.district, address.city].filter(Boolean).join(', ') },
    { part: 'state', text: `${address.state} ${address.postalCode}`.trim() },
    { part: 'country', text: address.country },
  ].filter((line) => line.text);
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.orders_delivery_address()}</h2>
      <address className="order-address">
        <strong>{customer.name}</strong>
        {lines.map((line) => (
          <span key={line.part}>{line.text}</span>
        ))}
        <span>
          {m.orders_phone()} <a href={`tel:${customer.phone}`}>{customer.phone}</a>
        </span>
      </address>
    </section>
  );
}
