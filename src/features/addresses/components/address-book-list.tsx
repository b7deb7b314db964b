import type { Address } from '#contract/address';
import { AddressSummary } from '#src/domain/addresses/address-summary';

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
            <h2 className="address-card__name">{address.name}</h2>
            <span className="account-badge">{address.type === 'billing' ? 'Billing' : 'Shipping'}</span>
            {address.isDefault && <span className="account-badge account-badge--default">Default</span>}
          </div>
          <AddressSummary address={address} />
          <div className="address-card__actions">
            <button
              type="button"
              className="button-secondary"
              aria-label={`Edit ${address.name}`}
              onClick={() => onEdit(address)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button-secondary button-secondary--danger"
              aria-label={`Delete ${address.name}`}
              aria-haspopup="dialog"
              onClick={() => onDelete(address)}
            >
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
