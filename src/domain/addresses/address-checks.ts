import * as v from 'valibot';
import { type AddressBody, AddressBodySchema, type AddressFields } from '#contract/address';

/** The typed fields of an address form that can carry a message, top to bottom as the forms show them. */
export const ADDRESS_FIELD_ORDER = [
  'name',
  'phone',
  'alternatePhone',
  'addressLine1',
  'addressLine2',
  'landmark',
  'district',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELD_ORDER)[number];
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** What a message depends on: the country, the phone's code, and how the form names the name field. */
export interface AddressCheckContext {
  country: string;
  dialCode: string;
  /** Checkout asks for a label beside Home and Work; the address book for a name. */
  nameMessage: string;
}

/** What the shopper reads for a field the server would refuse (the contract's own texts name API fields). */
function fieldMessage(field: AddressField, { country, dialCode, nameMessage }: AddressCheckContext): string {
  const india = country === 'India';
  switch (field) {
    case 'name':
      return nameMessage;
    case 'phone':
      return dialCode === '+91'
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

function addressFieldOf(path: string | null): AddressField | undefined {
  if (path === 'phoneNumber') return 'phone';
  return ADDRESS_FIELD_ORDER.find((field) => field === path);
}

export type AddressCheck = { valid: true; address: AddressFields } | { valid: false; errors: AddressFieldErrors };

/**
 * The checks the server makes (the contract's AddressBodySchema), run before sending so every
 * problem shows beside its field at once rather than one round trip at a time.
 */
export function checkAddressBody(body: AddressBody, context: AddressCheckContext): AddressCheck {
  const parsed = v.safeParse(AddressBodySchema, body);
  if (parsed.success) return { valid: true, address: parsed.output.address };
  const errors: AddressFieldErrors = {};
  for (const issue of parsed.issues) {
    const field = addressFieldOf(v.getDotPath(issue));
    if (!field || errors[field]) continue;
    errors[field] =
      issue.type === 'max_length'
        ? `Please keep this to ${String(issue.requirement)} characters or fewer.`
        : fieldMessage(field, context);
  }
  return { valid: false, errors };
}

/** The server's per-field refusals (400 `errors`, keyed by API field) in the shopper's words. */
export function fieldErrorsFromServer(
  errors: Record<string, string> | undefined,
  context: AddressCheckContext,
): AddressFieldErrors {
  const mapped: AddressFieldErrors = {};
  for (const key of Object.keys(errors ?? {})) {
    const field = addressFieldOf(key);
    if (field) mapped[field] = fieldMessage(field, context);
  }
  return mapped;
}
