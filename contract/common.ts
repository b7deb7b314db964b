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
export const EmptyDataSchema = v.nullable(v.unknown());
