import type { AddressCountry } from '#contract/address';
import { describedControl, FormField } from '#src/components/ui/form-field';
import { countryForDialCode } from '#src/domain/phone/country-codes';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { AddressField, AddressFieldErrors } from './address-checks';
import type { AddressFieldsDraft } from './address-draft';
import { AlternatePhoneField } from './alternate-phone-field';
import { CountryField } from './country-field';
import { stateAfterCountryChange } from './indian-states';
import { PhoneField } from './phone-field';
import { PostalCodeField } from './postal-code-field';
import { StateField } from './state-field';

interface FieldText {
  label: string;
  hint?: string;
}

interface AddressFieldsProps {
  draft: AddressFieldsDraft;
  errors: AddressFieldErrors;
  idOf: (field: AddressField) => string;
  update: (changes: Partial<AddressFieldsDraft>) => void;
  /** Absent when the form asks for no name (checkout's Home and Work name themselves). */
  name?: FieldText;
  // The two forms word the street and the landmark differently.
  street: FieldText;
  landmarkHint?: string;
}

/** The fields both address forms ask for, name to country, in the order the shopper fills them. */
export function AddressFields({ draft, errors, idOf, update, name, street, landmarkHint }: AddressFieldsProps) {
  const text = (
    field: 'name' | 'addressLine1' | 'addressLine2' | 'landmark' | 'district' | 'city',
    { label, hint }: FieldText,
    autoComplete: string,
  ) => (
    <FormField id={idOf(field)} label={label} hint={hint} error={errors[field]}>
      <input
        {...describedControl(idOf(field), { hint, error: errors[field] })}
        autoComplete={autoComplete}
        value={draft[field]}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </FormField>
  );

  return (
    <>
      {name && text('name', name, 'off')}
      <PhoneField
        id={idOf('phone')}
        label={m.addresses_field_mobile()}
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
      {text('addressLine1', street, 'address-line1')}
      {text('addressLine2', { label: m.addresses_field_area() }, 'address-line2')}
      {text('landmark', { label: m.addresses_field_landmark(), hint: landmarkHint }, 'off')}
      {text('district', { label: m.addresses_field_district() }, 'off')}
      {text('city', { label: m.addresses_field_city() }, 'address-level2')}
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
      <CountryField
        id={idOf('country')}
        value={draft.country}
        error={errors.country}
        onChange={(country: AddressCountry) =>
          update({ country, state: stateAfterCountryChange(country, draft.state) })
        }
      />
    </>
  );
}
