import * as v from 'valibot';
import { AddressBodySchema, type AddressFields } from '../../../contract/address';
import { type AddressDraft, DRAFT_FIELD_ORDER, type DraftErrors, type DraftField, draftToBody } from './address-draft';

/** What the shopper reads for a field the server would refuse (the contract's own texts name API fields). */
function fieldMessage(field: DraftField, draft: AddressDraft): string {
  const india = draft.country === 'India';
  switch (field) {
    case 'name':
      return 'Please enter a label for this address, for example Parents’ home.';
    case 'phone':
      return draft.dialCode === '+91'
        ? 'Please enter a valid 10-digit mobile number.'
        : 'Please enter a valid mobile number.';
    case 'alternatePhone':
      return 'Please enter a valid mobile number, or leave this empty.';
    case 'addressLine1':
      return 'Please enter your flat or house number and street.';
    case 'city':
      return 'Please enter your town or city.';
    case 'state':
      return india ? 'Please choose your state.' : 'Please enter your state, province or region.';
    case 'postalCode':
      return india ? 'Please enter a 6-digit PIN code.' : 'Please enter a valid postal code.';
    case 'country':
      return 'Please choose a country from the list.';
    default:
      return 'Please check this field.';
  }
}

function draftFieldOf(path: string | null): DraftField | undefined {
  if (path === 'phoneNumber') return 'phone';
  return DRAFT_FIELD_ORDER.find((field) => field === path);
}

export type DraftCheck = { valid: true; address: AddressFields } | { valid: false; errors: DraftErrors };

/**
 * The checks the server makes (the contract's AddressBodySchema), run before sending so every
 * problem shows beside its field at once. Spec 001 says the checkout form checks nothing, but the
 * server needs street, phone, city, state and postal code; finding out field by field is worse.
 */
export function checkDraft(draft: AddressDraft): DraftCheck {
  const parsed = v.safeParse(AddressBodySchema, draftToBody(draft));
  if (parsed.success) return { valid: true, address: parsed.output.address };
  const errors: DraftErrors = {};
  for (const issue of parsed.issues) {
    const field = draftFieldOf(v.getDotPath(issue));
    if (!field || errors[field]) continue;
    errors[field] =
      issue.type === 'max_length'
        ? `Please keep this to ${String(issue.requirement)} characters or fewer.`
        : fieldMessage(field, draft);
  }
  return { valid: false, errors };
}

/** The server's per-field refusals (400 `errors`, keyed by API field) in the shopper's words. */
export function draftErrorsFromServer(errors: Record<string, string> | undefined, draft: AddressDraft): DraftErrors {
  const mapped: DraftErrors = {};
  for (const key of Object.keys(errors ?? {})) {
    const field = draftFieldOf(key);
    if (field) mapped[field] = fieldMessage(field, draft);
  }
  return mapped;
}
