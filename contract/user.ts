import * as v from 'valibot';
import { AddressSchema } from './address';
import { AlternatePhoneSchema, EmailSchema, EmptyDataSchema, PhoneSchema, requiredText, UserIdSchema } from './common';
import { successEnvelope } from './envelope';
import { OrderDetailSchema } from './order';

/** The languages the shop speaks (decision 021), by their ISO 639-1 codes. */
export const LANGUAGES = ['en', 'hi'] as const;
export const LanguageSchema = v.picklist(LANGUAGES, 'language must be en or hi');
export type Language = v.InferOutput<typeof LanguageSchema>;

/** The shopper as the session, getUser and editUser describe them (spec 001 §3 "User"). */
export const UserProfileSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  /** E.164; the sign-in identity. */
  phone: v.string(),
  alternatePhone: v.nullable(v.string()),
  /** The language last chosen on a signed-in phone; null until one is (absent from an older server). */
  language: v.optional(v.nullable(LanguageSchema)),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

/** The profile plus what the account screens show about the account itself. */
export const AccountProfileSchema = v.object({
  ...UserProfileSchema.entries,
  /** ISO date-time the account was created ("member since"). */
  createdAt: v.string(),
});
export type AccountProfile = v.InferOutput<typeof AccountProfileSchema>;

/** `users.getUser` */
export const GetUserResponseSchema = successEnvelope(AccountProfileSchema);

/** `users.editUser` */
export const EditUserQuerySchema = v.object({ userId: v.optional(UserIdSchema) });

/**
 * `users.editUser` body. Name, e-mail and the alternate number change; `phone` may be sent
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

/** `users.setLanguage`: the language the shopper chose, kept on the account for their other phones. */
export const SetLanguageBodySchema = v.object({ language: LanguageSchema });
export const SetLanguageResponseSchema = successEnvelope(EmptyDataSchema);
/** Spec 001 §8 "Profile saved"; the server's message and the screen's banner. */
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';

/** `users.exportData` and `users.deleteAccount` take the spec's optional, checked userId. */
export const AccountQuerySchema = v.object({ userId: v.optional(UserIdSchema) });

/** A product the shopper keeps in a list, with its name at the time of the export. */
const ExportedProductSchema = v.object({ productId: v.number(), name: v.string() });

/**
 * `users.exportData`: everything the shop holds about the shopper, as one JSON document
 * (sent as a file: Content-Disposition attachment). Times are ISO date-times.
 */
export const AccountDataSchema = v.object({
  exportedAt: v.string(),
  profile: AccountProfileSchema,
  addresses: v.array(AddressSchema),
  orders: v.array(OrderDetailSchema),
  reviews: v.array(
    v.object({
      id: v.string(),
      ...ExportedProductSchema.entries,
      /** The name shown with the review. */
      reviewerName: v.string(),
      rating: v.number(),
      comment: v.string(),
      createdAt: v.string(),
    }),
  ),
  wishlist: v.array(v.object({ ...ExportedProductSchema.entries, addedAt: v.string() })),
  cart: v.array(v.object({ ...ExportedProductSchema.entries, quantity: v.number(), addedAt: v.string() })),
  recentlyViewed: v.array(v.object({ ...ExportedProductSchema.entries, viewedAt: v.string() })),
  searches: v.array(v.object({ keyword: v.string(), searchedAt: v.string() })),
  supportMessages: v.array(
    v.object({
      id: v.string(),
      email: v.string(),
      subject: v.string(),
      message: v.string(),
      fileName: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
  sessions: v.array(v.object({ createdAt: v.string(), lastSeenAt: v.string(), userAgent: v.nullable(v.string()) })),
});
export type AccountData = v.InferOutput<typeof AccountDataSchema>;
export const ExportDataResponseSchema = successEnvelope(AccountDataSchema);

/**
 * `users.deleteAccount`: the shopper, their personal data and every session go; their
 * orders stay as the shop's tax records, detached and anonymised (decision 008).
 */
export const DeleteAccountResponseSchema = successEnvelope(EmptyDataSchema);
export const ACCOUNT_DELETED_MESSAGE = 'Your account and personal data have been deleted.';
