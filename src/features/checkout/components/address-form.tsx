import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { type FormEvent, useId, useState } from 'react';
import { ADDRESS_COUNTRIES, type Address, type AddressCountry } from '../../../../contract/address';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { useAddAddress } from '../../addresses/api/addresses.mutations';
import { COUNTRY_CODES, countryForDialCode } from '../../auth/country-codes';
import { type AddressDraft, DRAFT_FIELD_ORDER, type DraftErrors, type DraftField } from '../address-draft';
import { checkDraft, draftErrorsFromServer } from '../check-address-draft';
import { isIndianState } from '../indian-states';
import { addressDraftAtom } from '../state/address-draft.atoms';
import { describedControl, FormField } from './form-field';
import { StateField } from './state-field';

const OFFLINE_SAVE_MESSAGE =
  'You are offline, so the address cannot be saved yet. What you typed is kept: try again once you are connected.';

const ALTERNATE_PHONE_HINT = 'Same country code, unless you type one starting with +';

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
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState('');
  const addAddress = useAddAddress({ meta: { errorToast: false } });
  const formId = useId();
  const idOf = (field: DraftField) => `${formId}-${field}`;

  function update(changes: Partial<AddressDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    // A field being corrected no longer carries its old message.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as DraftField];
      return next;
    });
  }

  function changeCountry(country: AddressCountry) {
    // An Indian address needs an Indian state: a region typed for another country cannot stand.
    update(country === 'India' && !isIndianState(draft.state) ? { country, state: '' } : { country });
  }

  function showErrors(found: DraftErrors) {
    setErrors(found);
    const first = DRAFT_FIELD_ORDER.find((field) => found[field]);
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

  const india = draft.country === 'India';
  const text = (field: Exclude<DraftField, 'country'>, label: string, autoComplete: string, hint?: string) => (
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

      <FormField id={idOf('phone')} label="Mobile number" error={errors.phone}>
        <div className="checkout-phone">
          <select
            aria-label="Country code"
            value={draft.dialCode}
            onChange={(event) =>
              update({ dialCode: event.target.value, country: countryForDialCode(event.target.value, draft.country) })
            }
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code.label} value={code.dialCode}>
                {code.label} ({code.dialCode})
              </option>
            ))}
          </select>
          <input
            {...describedControl(idOf('phone'), { error: errors.phone })}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={draft.phone}
            onChange={(event) => update({ phone: event.target.value })}
          />
        </div>
      </FormField>
      <FormField
        id={idOf('alternatePhone')}
        label="Alternate mobile number (optional)"
        hint={ALTERNATE_PHONE_HINT}
        error={errors.alternatePhone}
      >
        <input
          {...describedControl(idOf('alternatePhone'), { hint: ALTERNATE_PHONE_HINT, error: errors.alternatePhone })}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={draft.alternatePhone}
          onChange={(event) => update({ alternatePhone: event.target.value })}
        />
      </FormField>

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
      <FormField id={idOf('postalCode')} label={india ? 'PIN code' : 'Postal code'} error={errors.postalCode}>
        <input
          {...describedControl(idOf('postalCode'), { error: errors.postalCode })}
          inputMode={india ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={10}
          value={draft.postalCode}
          onChange={(event) => update({ postalCode: event.target.value })}
        />
      </FormField>
      <FormField id={idOf('country')} label="Country" error={errors.country}>
        <select
          {...describedControl(idOf('country'), { error: errors.country })}
          autoComplete="country-name"
          value={draft.country}
          onChange={(event) => changeCountry(event.target.value as AddressCountry)}
        >
          {ADDRESS_COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </FormField>

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
