import { ADDRESS_COUNTRIES, type Address, type AddressBody, type AddressType } from '../../../../contract/address';
import type { AddressCheck, AddressFieldErrors } from '../../addresses/address-checks';
import {
  type AddressFieldsDraft,
  checkAddressDraft,
  draftErrorsFromServer,
  draftFieldsToBody,
  EMPTY_ADDRESS_FIELDS_DRAFT,
} from '../../addresses/address-draft';
import { alternateForForm, splitDialCode } from '../../addresses/phone-numbers';

/** The address book's form as typed: the shared address fields plus the type and the default mark. */
export interface AddressBookDraft extends AddressFieldsDraft {
  type: AddressType;
  isDefault: boolean;
}

export const EMPTY_ADDRESS_BOOK_DRAFT: AddressBookDraft = {
  ...EMPTY_ADDRESS_FIELDS_DRAFT,
  type: 'shipping',
  isDefault: false,
};

function isAddressCountry(country: string): country is AddressFieldsDraft['country'] {
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
  return { name: draft.name, type: draft.type, ...draftFieldsToBody(draft), isDefault: draft.isDefault };
}

const NAME_MESSAGE = 'Please enter a name for this address, for example Home or Work.';

/** Spec 001 §5: name, street, phone, city, state and postal code are required, as the server's own schema says. */
export function checkAddressBookDraft(draft: AddressBookDraft): AddressCheck {
  return checkAddressDraft(draftToBody(draft), draft, NAME_MESSAGE);
}

export function addressBookErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressBookDraft,
): AddressFieldErrors {
  return draftErrorsFromServer(errors, draft, NAME_MESSAGE);
}
