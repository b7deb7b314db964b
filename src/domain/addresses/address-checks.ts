import * as v from 'valibot';
import { type AddressBody, AddressBodySchema, type AddressFields } from '#contract/address';
import { m } from '#src/lib/i18n/paraglide/messages.js';

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
      return dialCode === '+91' ? m.addresses_check_phone_india() : m.addresses_check_phone();
    case 'alternatePhone':
      return m.addresses_check_alternate_phone();
    case 'addressLine1':
      return m.addresses_check_street();
    case 'city':
      return m.addresses_check_city();
    case 'state':
      return india ? m.addresses_check_state_india() : m.addresses_check_state();
    case 'postalCode':
      return india ? m.addresses_check_pin_code() : m.addresses_check_postal_code();
    case 'country':
      return m.addresses_check_country();
    default:
      return m.addresses_check_field();
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
        ? m.addresses_check_max_length({ max: String(issue.requirement) })
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
