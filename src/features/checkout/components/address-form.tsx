import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { type FormEvent, useId, useState } from 'react';
import type { Address, AddressCountry } from '../../../../contract/address';
import { describedControl, FormField } from '../../../components/ui/form-field';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { ADDRESS_FIELD_ORDER, type AddressField, type AddressFieldErrors } from '../../addresses/address-checks';
import { useAddAddress } from '../../addresses/api/addresses.mutations';
import { AlternatePhoneField } from '../../addresses/components/alternate-phone-field';
import { CountryField } from '../../addresses/components/country-field';
import { PhoneField } from '../../addresses/components/phone-field';
import { PostalCodeField } from '../../addresses/components/postal-code-field';
import { StateField } from '../../addresses/components/state-field';
import { stateAfterCountryChange } from '../../addresses/indian-states';
import { countryForDialCode } from '../../auth/country-codes';
import type { AddressDraft } from '../address-draft';
import { checkDraft, draftErrorsFromServer } from '../check-address-draft';
import { addressDraftAtom } from '../state/address-draft.atoms';

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
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [failure, setFailure] = useState('');
  const addAddress = useAddAddress({ meta: { errorToast: false } });
  const formId = useId();
  const idOf = (field: AddressField) => `${formId}-${field}`;

  function update(changes: Partial<AddressDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    // A field being corrected no longer carries its old message.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as AddressField];
      return next;
    });
  }

  function changeCountry(country: AddressCountry) {
    update({ country, state: stateAfterCountryChange(country, draft.state) });
  }

  function showErrors(found: AddressFieldErrors) {
    setErrors(found);
    const first = ADDRESS_FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (addAddress.isPending) return;
    setFailure('');
    const checked = checkDraft(draft);
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
          if (error instanceof ApiError) showErrors(draftErrorsFromServer(error.errors, draft));
        },
      },
    );
  }

  const text = (field: Exclude<AddressField, 'country'>, label: string, autoComplete: string, hint?: string) => (
    <FormField id={idOf(field)} label={label} hint={hint} error={errors[field]}>
      <input
        {...describedControl(idOf(field), { hint, error: errors[field] })}
        autoComplete={autoComplete}
        value={draft[field]}
        onChange={(event) => update({ [field]: event.target.value } as Partial<AddressDraft>)}
      />
    </FormField>
  );

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
      {draft.label === 'other' && text('name', 'Label', 'off', 'For example Parents’ home')}

      <PhoneField
        id={idOf('phone')}
        label="Mobile number"
        dialCode={draft.dialCode}
        number={draft.phone}
        error={errors.phone}
        onDialCodeChange={(dialCode) => update({ dialCode, country: countryForDialCode(dialCode, draft.country) })}
        onNumberChange={(phone) => update({ phone })}
      />
      <AlternatePhoneField
        id={idOf('alternatePhone')}
        value={draft.alternatePhone}
        error={errors.alternatePhone}
        onChange={(alternatePhone) => update({ alternatePhone })}
      />

      {text('addressLine1', 'Flat, house no., building, street', 'address-line1')}
      {text('addressLine2', 'Area, sector, village (optional)', 'address-line2')}
      {text('landmark', 'Landmark (optional)', 'off', 'For example Near Apollo Pharmacy')}
      {text('district', 'District (optional)', 'off')}
      {text('city', 'Town or city', 'address-level2')}
      <StateField
        id={idOf('state')}
        country={draft.country}
        value={draft.state}
        error={errors.state}
        onChange={(state) => update({ state })}
      />
      <PostalCodeField
        id={idOf('postalCode')}
        country={draft.country}
        value={draft.postalCode}
        error={errors.postalCode}
        onChange={(postalCode) => update({ postalCode })}
      />
      <CountryField id={idOf('country')} value={draft.country} error={errors.country} onChange={changeCountry} />

      <p className="checkout-alert" role="alert">
        {failure}
      </p>
      <div className="checkout-actions">
        <button type="submit" className="button-primary" disabled={addAddress.isPending}>
          {addAddress.isPending ? 'Saving…' : 'Save address'}
        </button>
        {onCancel && (
          <button type="button" className="checkout-button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
