import * as v from 'valibot';
import { EmailSchema, EmptyDataSchema } from './common';
import { successEnvelope } from './envelope';

/** The home page's newsletter block (spec 000 §9) and its double opt-in. */
export const NEWSLETTER_TEXTS = {
  checkInbox: 'Check your inbox to confirm your subscription.',
  confirmed: "You're subscribed! Look out for 10% off your first order.",
  badEmail: 'Please enter a valid email address.',
  badLink: 'This confirmation link has expired or is not the latest one. Please subscribe again for a new link.',
} as const;

/** How long the link in a confirmation mail works. */
export const CONFIRMATION_LINK_DAYS = 7;

/** The page the confirmation mail links to: `/newsletter/confirm?token=…`. */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';

/** `newsletter.subscribe` */
export const SubscribeRequestSchema = v.object({ email: EmailSchema });
export type SubscribeRequest = v.InferOutput<typeof SubscribeRequestSchema>;

/**
 * 200 `{ success: true, data: null, message: NEWSLETTER_TEXTS.checkInbox }` for every valid address,
 * new, waiting for confirmation or already subscribed, so the call tells no one who is on the list.
 * A new address is only pending: it counts once its owner opens the link mailed to it.
 */
export const SubscribeResponseSchema = successEnvelope(EmptyDataSchema);
export type SubscribeResponse = v.InferOutput<typeof SubscribeResponseSchema>;

/** The token of a confirmation link: 32 random bytes, base64url. */
export const ConfirmationTokenSchema = v.pipe(
  v.string('token must be a string'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'token must be the one in the confirmation link'),
);

/** `newsletter.confirm` {token}: the confirm page's button (a POST, so a mail scanner opening the link confirms nothing). */
export const ConfirmSubscriptionRequestSchema = v.object({ token: ConfirmationTokenSchema });
/** 200 `{ success: true, data: null, message: NEWSLETTER_TEXTS.confirmed }`, again for a second press; 400 badLink otherwise. */
export const ConfirmSubscriptionResponseSchema = successEnvelope(EmptyDataSchema);
