import * as v from 'valibot';
import { AlternatePhoneSchema, EmailSchema, PhoneSchema, requiredText, UserIdSchema } from './common';
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
