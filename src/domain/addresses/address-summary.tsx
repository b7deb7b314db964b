import type { Address } from '#contract/address';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { countryName, stateName } from './place-names';
import './addresses.css';

/** An address as the shopper reads it: lines, landmark, place, then the phone. Spans only, so it may sit in a label. */
export function AddressSummary({ address }: { address: Address }) {
  const place = [address.district, address.city].filter(Boolean).join(', ');
  return (
    <span className="address-summary">
      <span>{[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}</span>
      {address.landmark && <span>{m.addresses_summary_near({ landmark: address.landmark })}</span>}
      <span>
        {place}, {stateName(address.state)} {address.postalCode}
      </span>
      <span>{countryName(address.country)}</span>
      <span>{m.addresses_summary_phone({ phone: address.phone })}</span>
    </span>
  );
}
