import * as v from 'valibot';
import { ADDRESS_COUNTRIES, type AddressBody } from '../../../contract/address';
import { DEFAULT_DIAL_CODE } from '../auth/country-codes';
import { type AddressCheck, type AddressFieldErrors, checkAddressBody, fieldErrorsFromServer } from './address-checks';
import { withDialCode } from './phone-numbers';

/**
 * The fields both address forms (checkout and the address book) type: strings only, so a
 * half-filled form can be kept and restored; the phone split into its code and number.
 */
export const AddressFieldsDraftSchema = v.object({
  /** The address book's name, or checkout's typed label when it is Other. */
  name: v.string(),
  dialCode: v.string(),
  /** The number without its country code, as typed. */
  phone: v.string(),
  alternatePhone: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  landmark: v.string(),
  district: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.picklist(ADDRESS_COUNTRIES),
});
export type AddressFieldsDraft = v.InferOutput<typeof AddressFieldsDraftSchema>;

export const EMPTY_ADDRESS_FIELDS_DRAFT: AddressFieldsDraft = {
  name: '',
  dialCode: DEFAULT_DIAL_CODE,
  phone: '',
  alternatePhone: '',
  addressLine1: '',
  addressLine2: '',
  landmark: '',
  district: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
};

/** The part of an addAddress / editAddress body both forms build the same way; each adds its own name and type. */
export function draftFieldsToBody(draft: AddressFieldsDraft): Omit<AddressBody, 'name' | 'type' | 'isDefault' | 'id'> {
  return {
    phone: withDialCode(draft.dialCode, draft.phone),
    alternatePhone: draft.alternatePhone.trim() === '' ? null : withDialCode(draft.dialCode, draft.alternatePhone),
    addressLine1: draft.addressLine1,
    addressLine2: draft.addressLine2,
    landmark: draft.landmark,
    district: draft.district,
    city: draft.city,
    state: draft.state,
    postalCode: draft.postalCode,
    country: draft.country,
  };
}

/** The server's checks on a body built from a draft, worded for the draft's country and phone code. */
export function checkAddressDraft(body: AddressBody, draft: AddressFieldsDraft, nameMessage: string): AddressCheck {
  return checkAddressBody(body, { country: draft.country, dialCode: draft.dialCode, nameMessage });
}

export function draftErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressFieldsDraft,
  nameMessage: string,
): AddressFieldErrors {
  return fieldErrorsFromServer(errors, { country: draft.country, dialCode: draft.dialCode, nameMessage });
}
