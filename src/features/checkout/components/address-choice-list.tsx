import type { Address } from '#contract/address';
import { AddressSummary } from '#src/domain/addresses/address-summary';
import { addressName } from '#src/domain/addresses/place-names';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface AddressChoiceListProps {
  addresses: readonly Address[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The saved addresses as one radio group: arrow keys move between them. */
export function AddressChoiceList({ addresses, selectedId, onSelect }: AddressChoiceListProps) {
  return (
    <fieldset className="checkout-address-list">
      <legend>{m.checkout_deliver_to()}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="checkout-address-option">
          <input
            type="radio"
            name="delivery-address"
            value={address.id}
            checked={address.id === selectedId}
            onChange={() => onSelect(address.id)}
          />
          <span className="checkout-address-option__body">
            <span className="checkout-address-option__name">
              {addressName(address.name)}
              {address.isDefault && <span className="checkout-badge">{m.checkout_default()}</span>}
            </span>
            <AddressSummary address={address} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
