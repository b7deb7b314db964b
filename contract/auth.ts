import * as v from 'valibot';
import { AddressCountrySchema } from './address';
import {
  AlternatePhoneSchema,
  EmailSchema,
  isValidPostalCode,
  optionalText,
  PhoneSchema,
  POSTAL_CODE_PIN_MESSAGE,
  PostalCodeSchema,
  requiredText,
} from './common';
import { successEnvelope } from './envelope';
import { UserProfileSchema } from './user';

/** Sign-in is a phone number and a one-time code (spec 000 §7 "Auth"). */
export const OTP_LENGTH = 6;

/** The one-time code as typed: six digits, sent as a string so leading zeros survive. */
export const OtpCodeSchema = v.pipe(
  v.string('otp must be a string'),
  v.trim(),
  v.regex(/^\d{6}$/, 'otp must be the 6-digit code'),
);

export const PhoneBodySchema = v.object({ phone: PhoneSchema });

/** POST /api/auth/checkUserExists {phone} */
export const CheckUserExistsBodySchema = PhoneBodySchema;
export const CheckUserExistsResponseSchema = successEnvelope(v.object({ exists: v.boolean() }));

/** POST /api/auth/sendOtp {phone}: the same answer whether or not the number has an account. */
export const SendOtpBodySchema = PhoneBodySchema;
export const SendOtpDataSchema = v.object({
  sent: v.literal(true),
  /** How long the code works. */
  expiresInSeconds: v.number(),
  /** When the next code may be asked for. */
  resendAfterSeconds: v.number(),
  /** Demo shops only (the SMS outbox is in use): the code itself, so a visitor can sign in without a phone. */
  devCode: v.optional(v.string()),
});
export type SendOtpData = v.InferOutput<typeof SendOtpDataSchema>;
export const SendOtpResponseSchema = successEnvelope(SendOtpDataSchema);

/** POST /api/auth/verifyOtp {phone, otp}: marks the phone verified for this browser for a few minutes. */
export const VerifyOtpBodySchema = v.object({ phone: PhoneSchema, otp: OtpCodeSchema });
export const VerifyOtpResponseSchema = successEnvelope(
  v.object({
    verified: v.literal(true),
    /** Whether the number already has an account: the next call is login, else register. */
    registered: v.boolean(),
  }),
);

/** POST /api/auth/login {phone}: only for a phone just verified in this browser. */
export const LoginBodySchema = PhoneBodySchema;
export const LoginResponseSchema = successEnvelope(UserProfileSchema);

/**
 * POST /api/auth/register: the shopper and their first (default, shipping) address, for a phone
 * just verified in this browser. `isDefault` is accepted as the client sends it; the first address
 * is always the default.
 */
export const RegisterBodySchema = v.pipe(
  v.object({
    name: requiredText('name', 100),
    email: EmailSchema,
    phone: PhoneSchema,
    alternatePhone: AlternatePhoneSchema,
    addressLine1: requiredText('addressLine1', 200),
    addressLine2: optionalText('addressLine2', 200),
    city: requiredText('city', 100),
    state: requiredText('state', 100),
    postalCode: PostalCodeSchema,
    country: AddressCountrySchema,
    isDefault: v.optional(v.boolean('isDefault must be true or false'), true),
  }),
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      (input) => isValidPostalCode(input.postalCode, input.country),
      POSTAL_CODE_PIN_MESSAGE,
    ),
    ['postalCode'],
  ),
);
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;
export const RegisterResponseSchema = successEnvelope(UserProfileSchema);

/** GET /api/auth/getSession: the signed-in shopper, or null (200 either way). */
export const GetSessionResponseSchema = successEnvelope(v.nullable(UserProfileSchema));

/** POST /api/auth/logout: 200 even when nobody was signed in. */
export const LogoutResponseSchema = successEnvelope(v.null());

/** POST /api/auth/logoutAll (signed in): ends every session of the shopper, this one included. */
export const LogoutAllResponseSchema = successEnvelope(v.object({ endedSessions: v.number() }));

/** The device name of a session whose browser sent no recognisable User-Agent. */
export const UNKNOWN_DEVICE = 'Unknown device';

/** One signed-in browser of the shopper, as the sessions list shows it. */
export const SessionInfoSchema = v.object({
  /** ISO date-times. */
  createdAt: v.string(),
  lastSeenAt: v.string(),
  /** A short description from the browser's user agent, such as "Chrome on Android". */
  device: v.string(),
  /** The session of the browser asking. */
  current: v.boolean(),
});
export type SessionInfo = v.InferOutput<typeof SessionInfoSchema>;

/** GET /api/auth/sessions (signed in): the shopper's live sessions, the current one first, then the most recently used. */
export const SessionListResponseSchema = successEnvelope(v.array(SessionInfoSchema));
