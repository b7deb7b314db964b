import * as v from 'valibot';
import { EmailSchema, PhoneSchema, requiredText, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

/** The shopper as the session, getUser and editUser describe them (spec 001 §3 "User"). */
export const UserProfileSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  /** E.164; the sign-in identity. */
  phone: v.string(),
  alternatePhone: v.nullable(v.string()),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

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

/** GET /api/user/getUser */
export const GetUserResponseSchema = successEnvelope(UserProfileSchema);

/** PUT /api/user/editUser ?userId */
export const EditUserQuerySchema = v.object({ userId: v.optional(UserIdSchema) });

/**
 * PUT /api/user/editUser body. Name, e-mail and the alternate number change; `phone` may be sent
 * back as it is, but a different one is refused: changing the sign-in number needs a new verification.
 */
export const EditUserBodySchema = v.object({
  id: v.optional(UserIdSchema),
  name: requiredText('name', 100),
  email: EmailSchema,
  phone: v.optional(PhoneSchema),
  alternatePhone: AlternatePhoneSchema,
});
export type EditUserBody = v.InferInput<typeof EditUserBodySchema>;

export const EditUserResponseSchema = successEnvelope(UserProfileSchema);
