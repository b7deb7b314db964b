import type { Address } from '#contract/address';
import './addresses.css';

/** An address as the shopper reads it: lines, landmark, place, then the phone. Spans only, so it may sit in a label. */
export function AddressSummary({ address }: { address: Address }) {
  const place = [address.district, address.city].filter(Boolean).join(', ');
  return (
    <span className="address-summary">
      <span>{[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}</span>
      {address.landmark && <span>Near {address.landmark}</span>}
      <span>
        {place}, {address.state} {address.postalCode}
      </span>
      <span>{address.country}</span>
      <span>Phone: {address.phone}</span>
    </span>
  );
}
