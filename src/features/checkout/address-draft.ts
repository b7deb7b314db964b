import * as v from 'valibot';
import type { AddressBody } from '../../../contract/address';
import type { AddressCheck, AddressFieldErrors } from '../addresses/address-checks';
import {
  AddressFieldsDraftSchema,
  checkAddressDraft,
  draftErrorsFromServer,
  draftFieldsToBody,
  EMPTY_ADDRESS_FIELDS_DRAFT,
} from '../addresses/address-draft';

/** Spec 001 §3: the checkout form offers Home and Work as the address's type; Other takes a typed label. */
export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** The new-address form as typed (`name` is the label when `label` is other). */
export const AddressDraftSchema = v.object({
  label: v.picklist(ADDRESS_LABELS),
  ...AddressFieldsDraftSchema.entries,
});
export type AddressDraft = v.InferOutput<typeof AddressDraftSchema>;

export const EMPTY_ADDRESS_DRAFT: AddressDraft = { label: 'home', ...EMPTY_ADDRESS_FIELDS_DRAFT };

/** The addAddress body the draft stands for, before any checks. */
export function draftToBody(draft: AddressDraft): AddressBody {
  return {
    name: draft.label === 'other' ? draft.name : '',
    // Home and Work are labels: the server stores them as shipping addresses named Home or Work.
    type: draft.label === 'other' ? 'shipping' : draft.label,
    ...draftFieldsToBody(draft),
  };
}

// Only Other asks for a typed label: Home and Work name themselves.
const NAME_MESSAGE = 'Please enter a label for this address, for example Parents’ home.';

/**
 * Spec 001 says the checkout form checks nothing, but the server needs street, phone, city, state
 * and postal code; finding out field by field is worse, so the server's own checks run first.
 */
export function checkDraft(draft: AddressDraft): AddressCheck {
  return checkAddressDraft(draftToBody(draft), draft, NAME_MESSAGE);
}

export function checkoutDraftErrorsFromServer(
  errors: Record<string, string> | undefined,
  draft: AddressDraft,
): AddressFieldErrors {
  return draftErrorsFromServer(errors, draft, NAME_MESSAGE);
}
