import type { Address } from '#contract/address';
import { AddressSummary } from '#src/domain/addresses/address-summary';
import { addressName } from '#src/domain/addresses/place-names';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface AddressBookListProps {
  addresses: readonly Address[];
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/** The saved addresses as cards, each with its type, its default mark and its two actions. */
export function AddressBookList({ addresses, onEdit, onDelete }: AddressBookListProps) {
  return (
    <ul className="address-book">
      {addresses.map((address) => (
        <li key={address.id} className="address-card">
          <div className="address-card__head">
            <h2 className="address-card__name">{addressName(address.name)}</h2>
            <span className="account-badge">
              {address.type === 'billing' ? m.addresses_book_type_billing() : m.addresses_book_type_shipping()}
            </span>
            {address.isDefault && (
              <span className="account-badge account-badge--default">{m.addresses_book_default()}</span>
            )}
          </div>
          <AddressSummary address={address} />
          <div className="address-card__actions">
            <button
              type="button"
              className="button-secondary"
              aria-label={m.addresses_book_edit_named({ name: addressName(address.name) })}
              onClick={() => onEdit(address)}
            >
              {m.addresses_book_edit()}
            </button>
            <button
              type="button"
              className="button-secondary button-secondary--danger"
              aria-label={m.addresses_book_delete_named({ name: addressName(address.name) })}
              aria-haspopup="dialog"
              onClick={() => onDelete(address)}
            >
              {m.addresses_book_delete()}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
