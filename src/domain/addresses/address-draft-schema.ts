/**
 * The shape of an address form as typed, apart from its checks and words: what checkout's kept draft
 * is read back with. Checkout's state is reset at sign-out, so this module is part of every page's
 * start; the checks (address-draft.ts) come with the forms.
 */
import * as v from 'valibot';
import { ADDRESS_COUNTRIES } from '#contract/address';
import { DEFAULT_DIAL_CODE } from '#src/domain/phone/default-dial-code';

/**
 * The fields both address forms (checkout and the address book) type: strings only, so a
 * half-filled form can be kept and restored; the phone split into its code and number.
 */
export const AddressFieldsDraftSchema = v.object({
  /** The address book's name, or checkout's typed label when it is Other. */
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
export type AddressFieldsDraft = v.InferOutput<typeof AddressFieldsDraftSchema>;

export const EMPTY_ADDRESS_FIELDS_DRAFT: AddressFieldsDraft = {
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

/** Spec 001 §3: the checkout form offers Home and Work as the address's type; Other takes a typed label. */
export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** The new-address form as typed (`name` is the label when `label` is other). */
export const AddressDraftSchema = v.object({
  label: v.picklist(ADDRESS_LABELS),
  ...AddressFieldsDraftSchema.entries,
});
export type AddressDraft = v.InferOutput<typeof AddressDraftSchema>;

export const EMPTY_ADDRESS_DRAFT: AddressDraft = { label: 'home', ...EMPTY_ADDRESS_FIELDS_DRAFT };
