import * as v from 'valibot';
import {
  AlternatePhoneSchema,
  EmptyDataSchema,
  isValidPostalCode,
  optionalText,
  PhoneSchema,
  POSTAL_CODE_PIN_MESSAGE,
  PostalCodeSchema,
  requiredText,
  UserIdSchema,
} from './common';
import { successEnvelope } from './envelope';

/** The address book's country options (spec 001 §5); India is the default (§9). */
export const ADDRESS_COUNTRIES = ['India', 'United States', 'United Kingdom', 'Canada', 'Australia'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export const ADDRESS_TYPES = ['shipping', 'billing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The most addresses one shopper keeps; an address book, not a contact list. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  added: 'Address added successfully!',
  updated: 'Address updated successfully!',
  deleted: 'Address deleted successfully.',
} as const;

/** The exact refusal of spec 001 §5 for unchecking the only default address of a type. */
export function lastDefaultMessage(type: AddressType): string {
  return `At least one default ${type} address is required. Set another address as default before unchecking this one.`;
}

export const AddressIdSchema = v.pipe(v.string('id must be a string'), v.uuid('id must be an address id'));

export const AddressCountrySchema = v.optional(
  v.picklist(ADDRESS_COUNTRIES, `country must be one of ${ADDRESS_COUNTRIES.join(', ')}`),
  'India',
);

/**
 * type: shipping | billing. The checkout form offers Home and Work there instead; those are
 * labels, so they are stored as type shipping with the label as the name when no name is given.
 */
export const ADDRESS_LABELS = { home: 'Home', work: 'Work' } as const;

const AddressTypeInputSchema = v.pipe(
  v.string('type must be text'),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['shipping', 'billing', 'home', 'work'], 'type must be shipping, billing, Home or Work'),
);

/**
 * The body of addAddress and editAddress: the address book's form and the checkout form both
 * send it. Required (spec 001 §5 address book): name, street (addressLine1), phone, city, state,
 * postal code. The phone may come as `phone` or `phoneNumber` (the spec uses both names).
 */
export const AddressBodySchema = v.pipe(
  v.object({
    /** editAddress: the address being changed; ignored by addAddress. */
    id: v.optional(AddressIdSchema),
    userId: v.optional(UserIdSchema),
    /** A label such as Home or Work, or the recipient's name. */
    name: optionalText('name', 100),
    phone: v.optional(PhoneSchema),
    phoneNumber: v.optional(PhoneSchema),
    alternatePhone: AlternatePhoneSchema,
    /** The street. */
    addressLine1: requiredText('addressLine1 (street)', 200),
    addressLine2: optionalText('addressLine2', 200),
    landmark: optionalText('landmark', 100),
    district: optionalText('district', 100),
    city: requiredText('city', 100),
    state: requiredText('state', 100),
    postalCode: PostalCodeSchema,
    country: AddressCountrySchema,
    type: v.optional(AddressTypeInputSchema, 'shipping'),
    /** Absent on editAddress: keep the address's current default flag. */
    isDefault: v.optional(v.boolean('isDefault must be true or false')),
  }),
  v.forward(
    v.partialCheck(
      [['phone'], ['phoneNumber']],
      (input) => input.phone !== undefined || input.phoneNumber !== undefined,
      'phone is required',
    ),
    ['phone'],
  ),
  v.forward(
    v.partialCheck(
      [['name'], ['type']],
      (input) => input.name !== '' || input.type === 'home' || input.type === 'work',
      'name is required',
    ),
    ['name'],
  ),
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      (input) => isValidPostalCode(input.postalCode, input.country),
      POSTAL_CODE_PIN_MESSAGE,
    ),
    ['postalCode'],
  ),
  v.transform(({ id, userId, phone, phoneNumber, alternatePhone, type, name, ...rest }) => {
    const label = type === 'home' || type === 'work' ? ADDRESS_LABELS[type] : '';
    return {
      id,
      userId,
      address: {
        ...rest,
        name: name || label,
        phone: (phone ?? phoneNumber) as string,
        // A missing optional key skips its schema's transform, so absent arrives here as undefined.
        alternatePhone: alternatePhone ?? null,
        type: (type === 'billing' ? 'billing' : 'shipping') as AddressType,
      },
    };
  }),
);
export type AddressBody = v.InferInput<typeof AddressBodySchema>;
export type AddressFields = v.InferOutput<typeof AddressBodySchema>['address'];

/** `addresses.getUserAddresses` and PUT editAddress?userId= */
export const AddressUserQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** `addresses.deleteAddress` */
export const DeleteAddressQuerySchema = v.object({
  id: AddressIdSchema,
  userId: v.optional(UserIdSchema),
});

/** An address as the server returns it (spec 001 §3). */
export const AddressSchema = v.object({
  id: v.string(),
  userId: v.string(),
  name: v.string(),
  /** E.164, e.g. +919876543210. */
  phone: v.string(),
  /** The same number as `phone`: the spec reads either name. */
  phoneNumber: v.string(),
  alternatePhone: v.nullable(v.string()),
  addressLine1: v.string(),
  addressLine2: v.string(),
  landmark: v.string(),
  district: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
  type: v.picklist(ADDRESS_TYPES),
  isDefault: v.boolean(),
  /** ISO date-time. */
  createdAt: v.string(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const AddressListResponseSchema = successEnvelope(v.array(AddressSchema));
/** addAddress (201, or 200 when the same address already existed) and editAddress (200). */
export const AddressResponseSchema = successEnvelope(AddressSchema);
export const DeleteAddressResponseSchema = successEnvelope(EmptyDataSchema);
