/**
 * The address forms as typed, in one place: the fields both forms share, checkout's new-address
 * form (Home / Work / Other) and the address book's form (name, type, default). Each turns into the
 * same addAddress / editAddress body and is checked by the server's own rules first.
 */
import * as v from 'valibot';
import { ADDRESS_COUNTRIES, ADDRESS_TYPES, type Address, type AddressBody } from '#contract/address';
import { alternateForForm, splitDialCode, withDialCode } from '#src/domain/phone/phone-numbers';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { type AddressCheck, type AddressFieldErrors, checkAddressBody, fieldErrorsFromServer } from './address-checks';
import {
  type AddressDraft,
  type AddressFieldsDraft,
  AddressFieldsDraftSchema,
  EMPTY_ADDRESS_FIELDS_DRAFT,
} from './address-draft-schema';

/** The part of an addAddress / editAddress body both forms build the same way; each adds its own name and type. */
function draftFieldsToBody(draft: AddressFieldsDraft): Omit<AddressBody, 'name' | 'type' | 'isDefault' | 'id'> {
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
function checkAddressDraft(body: AddressBody, draft: AddressFieldsDraft, nameMessage: string): AddressCheck {
  return checkAddressBody(body, { country: draft.country, dialCode: draft.dialCode, nameMessage });
}

function draftErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressFieldsDraft,
  nameMessage: string,
): AddressFieldErrors {
  return fieldErrorsFromServer(errors, { country: draft.country, dialCode: draft.dialCode, nameMessage });
}

// Checkout's new-address form -------------------------------------------------------------------

/** The addAddress body checkout's draft stands for, before any checks. */
function checkoutDraftToBody(draft: AddressDraft): AddressBody {
  return {
    name: draft.label === 'other' ? draft.name : '',
    // Home and Work are labels: the server stores them as shipping addresses named Home or Work.
    type: draft.label === 'other' ? 'shipping' : draft.label,
    ...draftFieldsToBody(draft),
  };
}

// Only Other asks for a typed label: Home and Work name themselves.

/**
 * Spec 001 says the checkout form checks nothing, but the server needs street, phone, city, state
 * and postal code; finding out field by field is worse, so the server's own checks run first.
 */
export function checkCheckoutDraft(draft: AddressDraft): AddressCheck {
  return checkAddressDraft(checkoutDraftToBody(draft), draft, m.addresses_check_checkout_label());
}

export function checkoutDraftErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressDraft,
): AddressFieldErrors {
  return draftErrorsFromServer(errors, draft, m.addresses_check_checkout_label());
}

// The address book's form ------------------------------------------------------------------------

/** The address book's form as typed: the shared address fields plus the type and the default mark. */
export const AddressBookDraftSchema = v.object({
  ...AddressFieldsDraftSchema.entries,
  type: v.picklist(ADDRESS_TYPES),
  isDefault: v.boolean(),
});
export type AddressBookDraft = v.InferOutput<typeof AddressBookDraftSchema>;

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

/** The addAddress / editAddress body the address book's draft stands for, before any checks. */
function bookDraftToBody(draft: AddressBookDraft): AddressBody {
  return { name: draft.name, type: draft.type, ...draftFieldsToBody(draft), isDefault: draft.isDefault };
}

/** Spec 001 §5: name, street, phone, city, state and postal code are required, as the server's own schema says. */
export function checkAddressBookDraft(draft: AddressBookDraft): AddressCheck {
  return checkAddressDraft(bookDraftToBody(draft), draft, m.addresses_check_book_name());
}

export function addressBookErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressBookDraft,
): AddressFieldErrors {
  return draftErrorsFromServer(errors, draft, m.addresses_check_book_name());
}

export {
  ADDRESS_LABELS,
  type AddressDraft,
  AddressDraftSchema,
  type AddressFieldsDraft,
  AddressFieldsDraftSchema,
  EMPTY_ADDRESS_DRAFT,
  EMPTY_ADDRESS_FIELDS_DRAFT,
} from './address-draft-schema';
