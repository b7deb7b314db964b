import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ADDRESS_TYPES, type Address, type AddressType } from '#contract/address';
import {
  type AddressBookDraft,
  AddressBookDraftSchema,
  addressBookErrorsFromServer,
  checkAddressBookDraft,
  draftFromAddress,
  EMPTY_ADDRESS_BOOK_DRAFT,
} from '#src/domain/addresses/address-draft';
import { AddressFields } from '#src/domain/addresses/address-fields';
import { useAddAddress, useEditAddress } from '#src/domain/addresses/addresses.mutations';
import { addressName } from '#src/domain/addresses/place-names';
import { useAddressDraftForm } from '#src/domain/addresses/use-address-draft-form';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { draftKey, tabStorage } from '#src/lib/tab-storage';
import { useTabState } from '#src/lib/use-tab-state';

/** Each address type's words: its name, its default checkbox, and the two notes about its default (spec 001 §5). */
const TYPE_TEXTS: Record<
  AddressType,
  { label: () => string; defaultLabel: () => string; onlyDefault: () => string; lastDefault: () => string }
> = {
  shipping: {
    label: m.addresses_book_type_shipping,
    defaultLabel: m.addresses_book_default_shipping,
    onlyDefault: m.addresses_book_only_default_shipping,
    lastDefault: m.addresses_book_last_default_shipping,
  },
  billing: {
    label: m.addresses_book_type_billing,
    defaultLabel: m.addresses_book_default_billing,
    onlyDefault: m.addresses_book_only_default_billing,
    lastDefault: m.addresses_book_last_default_billing,
  },
};

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
  // Kept in the tab until saved or cancelled: the shopper may leave for a chat to copy the address, and a phone short
  // of memory ends the browser's tab meanwhile.
  const draftName = draftKey(`address:${userId}:${editing?.id ?? 'new'}`);
  const [draft, setDraft] = useTabState(draftName, AddressBookDraftSchema, () =>
    editing ? draftFromAddress(editing) : EMPTY_ADDRESS_BOOK_DRAFT,
  );
  /** Saved or cancelled: the next time the form opens it starts from the address as saved. */
  const forgetDraft = () => tabStorage.forget(draftName);
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
      setDefaultRefusal(TYPE_TEXTS[draft.type].lastDefault());
      return;
    }
    update({ isDefault: checked });
  }

  function saveFailed(error: Error) {
    if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
      setFailure(m.addresses_book_save_failed_offline());
      return;
    }
    const fieldErrors = error instanceof ApiError ? addressBookErrorsFromServer(error.errors, draft) : {};
    if (Object.keys(fieldErrors).length > 0) {
      setFailure(m.addresses_book_save_failed());
      showErrors(fieldErrors);
      return;
    }
    // A refusal the shopper can act on (the book is full, another default was unset elsewhere) is worth reading.
    const serverText = error instanceof ApiError && error.payload !== undefined ? error.message : '';
    setFailure(
      serverText ? m.addresses_book_save_failed_because({ reason: serverText }) : m.addresses_book_save_failed(),
    );
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
        {
          ...handlers,
          onSuccess: () => {
            forgetDraft();
            onSaved(m.addresses_book_updated());
          },
        },
      );
    } else {
      addAddress.mutate(
        { userId, address: checked.address },
        {
          ...handlers,
          onSuccess: () => {
            forgetDraft();
            onSaved(m.addresses_book_added());
          },
        },
      );
    }
  }

  const headingId = `${formId}-heading`;
  const defaultHintId = `${formId}-default-hint`;
  const refusalId = `${formId}-isDefault`;
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {editing ? m.addresses_book_edit_named({ name: addressName(editing.name) }) : m.addresses_book_add()}
      </h2>
      <p className="account-form__note">{m.addresses_book_required_note()}</p>

      <AddressFields
        draft={draft}
        errors={errors}
        idOf={idOf}
        update={update}
        name={{ label: m.addresses_book_name(), hint: m.addresses_book_name_hint() }}
        street={{ label: m.addresses_book_street(), hint: m.addresses_book_street_hint() }}
      />

      <fieldset className="account-choice">
        <legend>{m.addresses_book_type()}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${formId}-type`}
              value={type}
              checked={draft.type === type}
              onChange={() => update({ type })}
            />
            {TYPE_TEXTS[type].label()}
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
          {TYPE_TEXTS[draft.type].defaultLabel()}
        </label>
        {onlyPossibleDefault && (
          <p className="form-field__hint" id={defaultHintId}>
            {TYPE_TEXTS[draft.type].onlyDefault()}
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
          {saving ? m.addresses_book_saving() : editing ? m.addresses_book_save_changes() : m.addresses_book_save()}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            forgetDraft();
            onCancel();
          }}
        >
          {m.addresses_book_cancel()}
        </button>
      </div>
    </form>
  );
}
