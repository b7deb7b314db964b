import * as v from 'valibot';
import { ADDRESS_COUNTRIES, type AddressBody } from '../../../contract/address';
import { DEFAULT_DIAL_CODE } from '../auth/country-codes';

/** Spec 001 §3: the checkout form offers Home and Work as the address's type; Other takes a typed label. */
export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** The new-address form as typed: strings only, so a half-filled form can be kept and restored. */
export const AddressDraftSchema = v.object({
  label: v.picklist(ADDRESS_LABELS),
  /** The label when `label` is other. */
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
export type AddressDraft = v.InferOutput<typeof AddressDraftSchema>;

/** The fields a message can be attached to (the label and country code are choices that cannot be wrong). */
export type DraftField = Exclude<keyof AddressDraft, 'label' | 'dialCode'>;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** Top to bottom, as the form shows them: the first one with a message gets the focus. */
export const DRAFT_FIELD_ORDER: readonly DraftField[] = [
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
];

export const EMPTY_ADDRESS_DRAFT: AddressDraft = {
  label: 'home',
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

/**
 * A typed number with the chosen country code: "098765 43210" under +91 is +919876543210. A number
 * typed with its own + code keeps it, so a second number from another country can be given.
 */
export function withDialCode(dialCode: string, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) return trimmed;
  return dialCode + trimmed.replace(/\D/g, '').replace(/^0+/, '');
}

/** The addAddress body the draft stands for, before any checks. */
export function draftToBody(draft: AddressDraft): AddressBody {
  return {
    name: draft.label === 'other' ? draft.name : '',
    // Home and Work are labels: the server stores them as shipping addresses named Home or Work.
    type: draft.label === 'other' ? 'shipping' : draft.label,
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
