import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { type FormEvent, useState } from 'react';
import type { Address } from '#contract/address';
import { checkCheckoutDraft, checkoutDraftErrorsFromServer } from '#src/domain/addresses/address-draft';
import { AddressFields } from '#src/domain/addresses/address-fields';
import { useAddAddress } from '#src/domain/addresses/addresses.mutations';
import { useAddressDraftForm } from '#src/domain/addresses/use-address-draft-form';
import { addressDraftAtom } from '#src/domain/checkout/address-draft.atoms';
import { ApiError, neverReachedServer } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const LABEL_CHOICES = [
  { value: 'home', text: m.checkout_label_home },
  { value: 'work', text: m.checkout_label_work },
  { value: 'other', text: m.checkout_label_other },
] as const;

interface AddressFormProps {
  userId: string;
  onSaved: (address: Address) => void;
  /** Absent when the shopper has no saved address to go back to. */
  onCancel?: () => void;
}

/** The new-address form of the address step (spec 001 "Address (checkout)"); the draft survives failures and reloads. */
export function AddressForm({ userId, onSaved, onCancel }: AddressFormProps) {
  const [draft, setDraft] = useAtom(addressDraftAtom);
  const [failure, setFailure] = useState('');
  const addAddress = useAddAddress({ meta: { errorToast: false } });
  const { formId, errors, idOf, update, showErrors } = useAddressDraftForm(setDraft);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (addAddress.isPending) return;
    setFailure('');
    const checked = checkCheckoutDraft(draft);
    if (!checked.valid) {
      showErrors(checked.errors);
      return;
    }
    addAddress.mutate(
      { userId, address: checked.address },
      {
        onSuccess: (saved) => {
          setDraft(RESET);
          onSaved(saved);
        },
        onError: (error) => {
          if (neverReachedServer(error)) {
            setFailure(m.checkout_offline_save());
            return;
          }
          setFailure(error.message || m.checkout_save_failed());
          if (error instanceof ApiError) showErrors(checkoutDraftErrorsFromServer(error.errors, draft));
        },
      },
    );
  }

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{m.checkout_add_address()}</h2>

      <fieldset className="checkout-choice">
        <legend>{m.checkout_save_as()}</legend>
        {LABEL_CHOICES.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={`${formId}-label`}
              value={choice.value}
              checked={draft.label === choice.value}
              onChange={() => update({ label: choice.value })}
            />
            {choice.text()}
          </label>
        ))}
      </fieldset>
      <AddressFields
        draft={draft}
        errors={errors}
        idOf={idOf}
        update={update}
        name={draft.label === 'other' ? { label: m.checkout_name_label(), hint: m.checkout_name_hint() } : undefined}
        street={{ label: m.checkout_street_label() }}
        landmarkHint={m.checkout_landmark_hint()}
      />

      <p className="checkout-alert" role="alert">
        {failure}
      </p>
      <div className="checkout-actions">
        <button type="submit" className="button-primary" disabled={addAddress.isPending}>
          {addAddress.isPending ? m.checkout_saving() : m.checkout_save_address()}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" onClick={onCancel}>
            {m.checkout_cancel()}
          </button>
        )}
      </div>
    </form>
  );
}
