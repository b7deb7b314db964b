import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { type FormEvent, useState } from 'react';
import type { Address } from '#contract/address';
import { checkCheckoutDraft, checkoutDraftErrorsFromServer } from '#src/domain/addresses/address-draft';
import { AddressFields } from '#src/domain/addresses/address-fields';
import { useAddAddress } from '#src/domain/addresses/addresses.mutations';
import { useAddressDraftForm } from '#src/domain/addresses/use-address-draft-form';
import { addressDraftAtom } from '#src/domain/checkout/address-draft.atoms';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';

const OFFLINE_SAVE_MESSAGE =
  'You are offline, so the address cannot be saved yet. What you typed is kept: try again once you are connected.';

const LABEL_CHOICES = [
  { value: 'home', text: 'Home' },
  { value: 'work', text: 'Work' },
  { value: 'other', text: 'Other' },
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
          if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
            setFailure(OFFLINE_SAVE_MESSAGE);
            return;
          }
          setFailure(error.message || 'Failed to save address.');
          if (error instanceof ApiError) showErrors(checkoutDraftErrorsFromServer(error.errors, draft));
        },
      },
    );
  }

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>Add a new address</h2>

      <fieldset className="checkout-choice">
        <legend>Save this address as</legend>
        {LABEL_CHOICES.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={`${formId}-label`}
              value={choice.value}
              checked={draft.label === choice.value}
              onChange={() => update({ label: choice.value })}
            />
            {choice.text}
          </label>
        ))}
      </fieldset>
      <AddressFields
        draft={draft}
        errors={errors}
        idOf={idOf}
        update={update}
        name={draft.label === 'other' ? { label: 'Label', hint: 'For example Parents’ home' } : undefined}
        street={{ label: 'Flat, house no., building, street' }}
        landmarkHint="For example Near Apollo Pharmacy"
      />

      <p className="checkout-alert" role="alert">
        {failure}
      </p>
      <div className="checkout-actions">
        <button type="submit" className="button-primary" disabled={addAddress.isPending}>
          {addAddress.isPending ? 'Saving…' : 'Save address'}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
