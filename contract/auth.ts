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

/** `auth.checkUserExists` {phone} */
export const CheckUserExistsBodySchema = PhoneBodySchema;
export const CheckUserExistsResponseSchema = successEnvelope(v.object({ exists: v.boolean() }));

/**
 * The country codes the login page offers (spec 001 §9), sorted by country name. The shop sends
 * codes only to those the server serves (`auth.otpCountries`; India unless configured).
 */
export const PHONE_COUNTRY_CODES = [
  { label: 'Australia', dialCode: '+61' },
  { label: 'Brazil', dialCode: '+55' },
  { label: 'China', dialCode: '+86' },
  { label: 'France', dialCode: '+33' },
  { label: 'Germany', dialCode: '+49' },
  { label: 'India', dialCode: '+91' },
  { label: 'Italy', dialCode: '+39' },
  { label: 'Japan', dialCode: '+81' },
  { label: 'Mexico', dialCode: '+52' },
  { label: 'Russia', dialCode: '+7' },
  { label: 'Singapore', dialCode: '+65' },
  { label: 'South Korea', dialCode: '+82' },
  { label: 'Spain', dialCode: '+34' },
  { label: 'UK', dialCode: '+44' },
  { label: 'US/Canada', dialCode: '+1' },
] as const;

/** `auth.otpCountries`: the country codes ("+91") whose mobile numbers get one-time codes. */
export const OtpCountriesResponseSchema = successEnvelope(
  v.object({ dialCodes: v.array(v.pipe(v.string(), v.regex(/^\+[1-9]\d{0,2}$/))) }),
);

/** "India (+91)", or the bare code for one the spec's list does not name. */
function countryName(dialCode: string): string {
  const known = PHONE_COUNTRY_CODES.find((code) => code.dialCode === dialCode);
  return known ? `${known.label} (${dialCode})` : dialCode;
}

/** What the login page says, and sendOtp answers for any other number: where the shop sends codes. */
export function servedCountriesText(dialCodes: readonly string[]): string {
  if (dialCodes.length === 0) return 'We cannot send sign-in codes just now.';
  const names = dialCodes.map(countryName);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `We send sign-in codes only to mobile numbers in ${listed}.`;
}

/** sendOtp's answer for satellite, international-network and premium-rate numbers, never served (SMS toll fraud). */
export const PREMIUM_NUMBER_TEXT = 'We cannot send sign-in codes to satellite or premium-rate numbers.';

/** `auth.sendOtp` {phone}: the same answer whether or not the number has an account. */
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

/** `auth.verifyOtp` {phone, otp}: marks the phone verified for this browser for a few minutes. */
export const VerifyOtpBodySchema = v.object({ phone: PhoneSchema, otp: OtpCodeSchema });
export const VerifyOtpResponseSchema = successEnvelope(
  v.object({
    verified: v.literal(true),
    /** Whether the number already has an account: the next call is login, else register. */
    registered: v.boolean(),
  }),
);

/** `auth.login` {phone}: only for a phone just verified in this browser. */
export const LoginBodySchema = PhoneBodySchema;
export const LoginResponseSchema = successEnvelope(UserProfileSchema);

/**
 * `auth.register`: the shopper and their first (default, shipping) address, for a phone
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

/** `auth.getSession`: the signed-in shopper, or null (200 either way). */
export const GetSessionResponseSchema = successEnvelope(v.nullable(UserProfileSchema));

/** `auth.logout`: 200 even when nobody was signed in. */
export const LogoutResponseSchema = successEnvelope(v.null());

/** `auth.logoutAll` (signed in): ends every session of the shopper, this one included. */
export const LogoutAllResponseSchema = successEnvelope(v.object({ endedSessions: v.number() }));

/** The device name of a session whose browser sent no recognisable User-Agent. */
export const UNKNOWN_DEVICE = 'Unknown device';
/** How the server names a session's device, the browser then the system: "Chrome on Android". */
export const DEVICE_NAME_JOINER = ' on ';

/** One signed-in browser of the shopper, as the sessions list shows it. */
export const SessionInfoSchema = v.object({
  /** An opaque id naming the session to `auth.endSession` (never its cookie token). */
  id: v.pipe(v.string(), v.uuid()),
  /** ISO date-times. */
  createdAt: v.string(),
  lastSeenAt: v.string(),
  /** A short description from the browser's user agent, such as "Chrome on Android". */
  device: v.string(),
  /** The session of the browser asking. */
  current: v.boolean(),
});
export type SessionInfo = v.InferOutput<typeof SessionInfoSchema>;

/** `auth.sessions` (signed in): the shopper's live sessions, the current one first, then the most recently used. */
export const SessionListResponseSchema = successEnvelope(v.array(SessionInfoSchema));

/**
 * `auth.endSession` {sessionId} (signed in): signs one of the shopper's other devices out.
 * Another shopper's or an unknown id is 404 (ids cannot be probed); this browser's own session is
 * 409: Log Out ends it, with its cookie.
 */
export const EndSessionBodySchema = v.object({
  sessionId: v.pipe(v.string('sessionId must be a string'), v.uuid('sessionId must be a session id')),
});
export const EndSessionResponseSchema = successEnvelope(v.null());
