import * as v from 'valibot';
import { EmailSchema, EmptyDataSchema } from './common';
import { successEnvelope } from './envelope';

/** The home page's newsletter promise (spec 000 §9). */
export const NEWSLETTER_TEXTS = {
  subscribed: "You're subscribed! Look out for 10% off your first order.",
  badEmail: 'Please enter a valid email address.',
} as const;

/** POST /api/newsletter/subscribe */
export const SubscribeRequestSchema = v.object({ email: EmailSchema });
export type SubscribeRequest = v.InferOutput<typeof SubscribeRequestSchema>;

/**
 * 200 `{ success: true, data: null, message: NEWSLETTER_TEXTS.subscribed }`, the same for a new and an
 * existing subscriber, so the call cannot tell anyone who is on the list.
 */
export const SubscribeResponseSchema = successEnvelope(EmptyDataSchema);
export type SubscribeResponse = v.InferOutput<typeof SubscribeResponseSchema>;
