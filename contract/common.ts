import * as v from 'valibot';

/** A shopper's id as the spec passes it in queries and bodies (checked against the session). */
export const UserIdSchema = v.pipe(v.string('userId must be a string'), v.uuid('userId must be a user id'));

/** A product id in a JSON body. */
export const ProductIdSchema = v.pipe(
  v.number('productId must be a number'),
  v.integer('productId must be a whole number'),
  v.minValue(1, 'productId must be positive'),
  v.maxValue(2_147_483_647, 'productId is too large'),
);

/** A product id in a query string. */
export const ProductIdQuerySchema = v.pipe(
  v.string('productId is required'),
  v.regex(/^[1-9]\d{0,9}$/, 'productId must be a positive whole number'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'productId is too large'),
);

/**
 * A mobile number, normalised to E.164: "98765 43210" and "+91-98765-43210" both become
 * "+919876543210". Ten digits without a country code are taken as Indian.
 */
export const PhoneSchema = v.pipe(
  v.string('phone must be a string'),
  v.transform((raw) => raw.replace(/[\s()-]/g, '')),
  v.transform((compact) => (/^\d{10}$/.test(compact) ? `+91${compact}` : compact)),
  v.regex(/^\+[1-9]\d{6,14}$/, 'phone must be a valid mobile number with its country code'),
  v.check(
    (e164) => !e164.startsWith('+91') || /^\+91[6-9]\d{9}$/.test(e164),
    'phone must be a valid Indian mobile number',
  ),
);

/**
 * An optional second number. Absent stays absent (undefined), and null or '' (a cleared form
 * field) mean "none" (null); anything else must be a mobile number, normalised like the phone.
 */
export const AlternatePhoneSchema = v.pipe(
  v.optional(v.nullable(v.string('alternatePhone must be a string'))),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    if (raw === undefined) return undefined;
    if (raw === null || raw.trim() === '') return null;
    const parsed = v.safeParse(PhoneSchema, raw);
    if (parsed.success) return parsed.output;
    addIssue({ message: 'alternatePhone must be a valid mobile number with its country code' });
    return NEVER;
  }),
);

/** A postal code of any country: 3-10 letters, digits, spaces or dashes. India's rule is `isValidPostalCode`. */
export const PostalCodeSchema = v.pipe(
  v.string('postalCode must be text'),
  v.trim(),
  v.nonEmpty('postalCode is required'),
  v.maxLength(10, 'postalCode must be at most 10 characters'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'postalCode must be a valid postal code'),
);

/** In India a postal code is a six-digit PIN that does not start with 0. */
export function isValidPostalCode(postalCode: string, country: string): boolean {
  return country !== 'India' || /^[1-9]\d{5}$/.test(postalCode);
}

export const POSTAL_CODE_PIN_MESSAGE = 'postalCode must be a 6-digit PIN code';

export const EmailSchema = v.pipe(
  v.string('email must be a string'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'email is too long'),
  v.email('email must be a valid e-mail address'),
);

/** A required line of text: trimmed, not empty, bounded. */
export function requiredText(field: string, max: number) {
  return v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );
}

/** An optional line of text: trimmed, bounded, '' when absent. */
export function optionalText(field: string, max: number) {
  return v.optional(
    v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`)),
    '',
  );
}

/** `{ success: true, data: null }` answers to calls that only change something. */
export const EmptyDataSchema = v.null();
