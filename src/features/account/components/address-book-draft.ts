import {
  ADDRESS_COUNTRIES,
  type Address,
  type AddressBody,
  type AddressCountry,
  type AddressType,
} from '../../../../contract/address';
import {
  type AddressCheck,
  type AddressCheckContext,
  type AddressFieldErrors,
  checkAddressBody,
  fieldErrorsFromServer,
} from '../../addresses/address-checks';
import { alternateForForm, splitDialCode, withDialCode } from '../../addresses/phone-numbers';
import { DEFAULT_DIAL_CODE } from '../../auth/country-codes';

/** The address book's form as typed: the phone split into its code and number, as the form shows it. */
export interface AddressBookDraft {
  name: string;
  dialCode: string;
  phone: string;
  alternatePhone: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  district: string;
  city: string;
  state: string;
  postalCode: string;
  country: AddressCountry;
  type: AddressType;
  isDefault: boolean;
}

export const EMPTY_ADDRESS_BOOK_DRAFT: AddressBookDraft = {
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
  type: 'shipping',
  isDefault: false,
};

function isAddressCountry(country: string): country is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(country);
}

/**
 * A saved address in the form. Landmark and district (asked for at checkout) are kept in the
 * form too: editing sends the whole address, and anything left out would be wiped.
 */
export function draftFromAddress(address: Address): AddressBookDraft {
  const { dialCode, number } = splitDialCode(address.phone);
  return {
    name: address.name,
    dialCode,
    phone: number,
    alternatePhone: alternateForForm(address.alternatePhone, dialCode),
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    landmark: address.landmark,
    district: address.district,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: isAddressCountry(address.country) ? address.country : 'India',
    type: address.type,
    isDefault: address.isDefault,
  };
}

/** The addAddress / editAddress body the draft stands for, before any checks. */
export function draftToBody(draft: AddressBookDraft): AddressBody {
  return {
    name: draft.name,
    type: draft.type,
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
    isDefault: draft.isDefault,
  };
}

function contextOf(draft: AddressBookDraft): AddressCheckContext {
  return {
    country: draft.country,
    dialCode: draft.dialCode,
    nameMessage: 'Please enter a name for this address, for example Home or Work.',
  };
}

/** Spec 001 §5: name, street, phone, city, state and postal code are required, as the server's own schema says. */
export function checkAddressBookDraft(draft: AddressBookDraft): AddressCheck {
  return checkAddressBody(draftToBody(draft), contextOf(draft));
}

export function addressBookErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressBookDraft,
): AddressFieldErrors {
  return fieldErrorsFromServer(errors, contextOf(draft));
}
