import {
  type AddressCheck,
  type AddressCheckContext,
  type AddressFieldErrors,
  checkAddressBody,
  fieldErrorsFromServer,
} from '../addresses/address-checks';
import { type AddressDraft, draftToBody } from './address-draft';

function contextOf(draft: AddressDraft): AddressCheckContext {
  return {
    country: draft.country,
    dialCode: draft.dialCode,
    // Only Other asks for a typed label: Home and Work name themselves.
    nameMessage: 'Please enter a label for this address, for example Parents’ home.',
  };
}

/**
 * Spec 001 says the checkout form checks nothing, but the server needs street, phone, city, state
 * and postal code; finding out field by field is worse, so the server's own checks run first.
 */
export function checkDraft(draft: AddressDraft): AddressCheck {
  return checkAddressBody(draftToBody(draft), contextOf(draft));
}

export function draftErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressDraft,
): AddressFieldErrors {
  return fieldErrorsFromServer(errors, contextOf(draft));
}
