import { useEffect, useId, useRef } from 'react';
import type { Address } from '#contract/address';
import { AddressSummary } from '#src/domain/addresses/address-summary';
import { addressName } from '#src/domain/addresses/place-names';
import { m } from '#src/lib/i18n/paraglide/messages.js';

interface DeleteAddressDialogProps {
  /** The address waiting for the shopper's yes; null while no deletion is asked for. */
  address: Address | null;
  deleting: boolean;
  onConfirm: (address: Address) => void;
  onCancel: () => void;
}

/**
 * "Deleting asks for confirmation" (spec 001 §2). A native modal <dialog> keeps the focus inside,
 * closes on Escape and hands the focus back to the Delete button that opened it.
 */
export function DeleteAddressDialog({ address, deleting, onConfirm, onCancel }: DeleteAddressDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = address !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Keeping the address is the safe answer, so it is the one Enter would give.
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="account-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        if (open) onCancel();
      }}
    >
      {address && (
        <div className="account-dialog__body">
          <h2 id={`${id}-title`}>{m.addresses_book_delete_title()}</h2>
          <div id={`${id}-text`}>
            <p className="account-dialog__name">{addressName(address.name)}</p>
            <AddressSummary address={address} />
            <p>{m.addresses_book_delete_final()}</p>
          </div>
          <div className="account-actions">
            <button
              type="button"
              className="button-secondary account-button-danger"
              disabled={deleting}
              onClick={() => onConfirm(address)}
            >
              {deleting ? m.addresses_book_deleting() : m.addresses_book_delete_address()}
            </button>
            <button type="button" className="button-secondary" ref={cancelRef} onClick={onCancel}>
              {m.addresses_book_keep()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
