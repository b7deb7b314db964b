import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ADDRESS_MESSAGES, ADDRESS_TYPES, type Address, type AddressType, lastDefaultMessage } from '#contract/address';
import {
  type AddressBookDraft,
  addressBookErrorsFromServer,
  checkAddressBookDraft,
  draftFromAddress,
  EMPTY_ADDRESS_BOOK_DRAFT,
} from '#src/domain/addresses/address-draft';
import { AddressFields } from '#src/domain/addresses/address-fields';
import { useAddAddress, useEditAddress } from '#src/domain/addresses/addresses.mutations';
import { useAddressDraftForm } from '#src/domain/addresses/use-address-draft-form';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';

const SAVE_FAILED = 'Failed to save address.';
const OFFLINE = 'You are offline: what you typed is kept, so try again once you are connected.';
const TYPE_LABELS: Record<AddressType, string> = { shipping: 'Shipping', billing: 'Billing' };

interface AddressBookFormProps {
  userId: string;
  /** Every saved address, to know which type already has another default. */
  addresses: readonly Address[];
  /** Absent when adding. */
  editing?: Address;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** The address book's add/edit form (spec 001 §5): the server's checks run first, and nothing typed is lost to a failure. */
export function AddressBookForm({ userId, addresses, editing, onSaved, onCancel }: AddressBookFormProps) {
  const [draft, setDraft] = useState<AddressBookDraft>(() =>
    editing ? draftFromAddress(editing) : EMPTY_ADDRESS_BOOK_DRAFT,
  );
  const [defaultRefusal, setDefaultRefusal] = useState('');
  const [failure, setFailure] = useState('');
  const addAddress = useAddAddress({ meta: { errorToast: false } });
  const editAddress = useEditAddress({ meta: { errorToast: false } });
  const saving = addAddress.isPending || editAddress.isPending;
  const { formId, errors, idOf, update: updateFields, showErrors } = useAddressDraftForm(setDraft);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form replaces the list: the keyboard and the screen reader start at its heading.
    headingRef.current?.focus();
  }, []);

  // The server keeps exactly one default per type: with no other default of this type, this one must be it.
  const onlyPossibleDefault = !addresses.some(
    (address) => address.id !== editing?.id && address.type === draft.type && address.isDefault,
  );
  const isDefault = draft.isDefault || onlyPossibleDefault;

  function update(changes: Partial<AddressBookDraft>) {
    updateFields(changes);
    if ('type' in changes || 'isDefault' in changes) setDefaultRefusal('');
  }

  function changeDefault(checked: boolean) {
    if (!checked && onlyPossibleDefault) {
      setDefaultRefusal(lastDefaultMessage(draft.type));
      return;
    }
    update({ isDefault: checked });
  }

  function saveFailed(error: Error) {
    if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
      setFailure(`${SAVE_FAILED} ${OFFLINE}`);
      return;
    }
    const fieldErrors = error instanceof ApiError ? addressBookErrorsFromServer(error.errors, draft) : {};
    if (Object.keys(fieldErrors).length > 0) {
      setFailure(SAVE_FAILED);
      showErrors(fieldErrors);
      return;
    }
    // A refusal the shopper can act on (the book is full, another default was unset elsewhere) is worth reading.
    const serverText = error instanceof ApiError && error.payload !== undefined ? error.message : '';
    setFailure(serverText ? `${SAVE_FAILED} ${serverText}` : SAVE_FAILED);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    const checked = checkAddressBookDraft({ ...draft, isDefault });
    if (!checked.valid) {
      showErrors(checked.errors);
      return;
    }
    const handlers = { onError: saveFailed };
    if (editing) {
      editAddress.mutate(
        { userId, address: { ...checked.address, id: editing.id } },
        { ...handlers, onSuccess: () => onSaved(ADDRESS_MESSAGES.updated) },
      );
    } else {
      addAddress.mutate(
        { userId, address: checked.address },
        { ...handlers, onSuccess: () => onSaved(ADDRESS_MESSAGES.added) },
      );
    }
  }

  const headingId = `${formId}-heading`;
  const defaultHintId = `${formId}-default-hint`;
  const refusalId = `${formId}-isDefault`;
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {editing ? `Edit ${editing.name}` : 'Add a new address'}
      </h2>
      <p className="account-form__note">Fields without “optional” are required.</p>

      <AddressFields
        draft={draft}
        errors={errors}
        idOf={idOf}
        update={update}
        name={{ label: 'Name', hint: 'For example Home, Work or Parents’ home' }}
        street={{ label: 'Street address', hint: 'Flat, house no., building, street' }}
      />

      <fieldset className="account-choice">
        <legend>Address type</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${formId}-type`}
              value={type}
              checked={draft.type === type}
              onChange={() => update({ type })}
            />
            {TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>

      <div className="account-check">
        <label>
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(event) => changeDefault(event.target.checked)}
            aria-describedby={
              [defaultRefusal ? refusalId : '', onlyPossibleDefault ? defaultHintId : ''].filter(Boolean).join(' ') ||
              undefined
            }
            aria-invalid={defaultRefusal ? true : undefined}
          />
          Default {draft.type} address
        </label>
        {onlyPossibleDefault && (
          <p className="form-field__hint" id={defaultHintId}>
            {`There is no other default ${draft.type} address, so this one is the default.`}
          </p>
        )}
        <p className="form-field__error" id={refusalId} role="alert">
          {defaultRefusal}
        </p>
      </div>

      <p className="account-alert" role="alert">
        {failure}
      </p>
      <div className="account-actions">
        <button type="submit" className="button-primary" disabled={saving}>
          {saving ? 'Saving…' : editing ? 'Save changes' : 'Save address'}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
