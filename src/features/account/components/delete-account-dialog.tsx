import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';

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
        <h2 id={`${id}-title`}>{m.account_delete_title()}</h2>
        <div id={`${id}-text`}>
          <p>{m.account_delete_text_1()}</p>
          <p>{m.account_delete_text_2()}</p>
          <p>{m.account_delete_text_3()}</p>
        </div>
        <label htmlFor={`${id}-confirm`} className="settings-dialog__label">
          {m.account_delete_type_to_confirm({ word: DELETE_CONFIRMATION_WORD })}
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
            {deleting ? m.account_delete_deleting() : m.account_delete_confirm()}
          </button>
          <button type="button" className="button-secondary" onClick={onCancel} disabled={deleting}>
            {m.account_delete_cancel()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
