import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** What the shopper types to confirm: hard to do by accident, easy on a phone keyboard. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  open: boolean;
  deleting: boolean;
  /** The reason the last attempt failed, shown inside the dialog. */
  error: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Delete Account asks first. A native modal <dialog> keeps the focus inside and closes on Escape;
 * the focus starts in the confirmation box, and the delete button works only once DELETE is typed.
 */
export function DeleteAccountDialog({ open, deleting, error, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const id = useId();
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setTyped('');
      dialog.showModal();
      inputRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmed && !deleting) onConfirm();
  }

  return (
    <dialog
      ref={dialogRef}
      className="settings-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        // Escape must not hide a deletion that is already on its way.
        if (deleting) event.preventDefault();
      }}
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <form className="settings-dialog__body" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>Delete your account?</h2>
        <div id={`${id}-text`}>
          <p>
            This deletes your profile, addresses, cart, wishlist, reviews, recently viewed products, searches and
            support messages, and signs you out on every device. It cannot be undone.
          </p>
          <p>
            Your past orders are kept without your name, phone number or street address, because the shop must keep its
            invoices for tax purposes.
          </p>
          <p>Want a copy first? Cancel and use Download My Data.</p>
        </div>
        <label htmlFor={`${id}-confirm`} className="settings-dialog__label">
          Type {DELETE_CONFIRMATION_WORD} to confirm
        </label>
        <input
          ref={inputRef}
          id={`${id}-confirm`}
          className="settings-dialog__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error && (
          <p className="settings-alert" role="alert">
            {error}
          </p>
        )}
        <div className="settings-actions">
          <button type="submit" className="button-secondary button-secondary--danger" disabled={!confirmed || deleting}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className="button-secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
