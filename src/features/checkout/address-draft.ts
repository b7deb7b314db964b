import * as v from 'valibot';
import { ADDRESS_COUNTRIES, type AddressBody } from '../../../contract/address';
import { withDialCode } from '../addresses/phone-numbers';
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
