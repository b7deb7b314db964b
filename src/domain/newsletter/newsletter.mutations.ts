import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import * as newsletterEndpoints from '#contract/endpoints/newsletter';
import { ConfirmSubscriptionResponseSchema, NEWSLETTER_TEXTS, SubscribeResponseSchema } from '#contract/newsletter';
import { call } from '#src/lib/api-client';

export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribe: () => [...newsletterKeys.all, 'subscribe'] as const,
  confirm: () => [...newsletterKeys.all, 'confirm'] as const,
};

/**
 * The server says what happened in the envelope's message (its data is null), and api() hands back
 * only data: lift the message into data so the shopper reads the server's own words.
 */
const SubscribeMessageSchema = v.pipe(
  SubscribeResponseSchema,
  v.transform((envelope) => ({ ...envelope, data: envelope.message ?? NEWSLETTER_TEXTS.checkInbox })),
);
const ConfirmMessageSchema = v.pipe(
  ConfirmSubscriptionResponseSchema,
  v.transform((envelope) => ({ ...envelope, data: envelope.message ?? NEWSLETTER_TEXTS.confirmed })),
);

/** `newsletter.subscribe`; resolves to the message to show ("Check your inbox to confirm…"). */
export function subscribeToNewsletter(email: string): Promise<string> {
  return call(newsletterEndpoints.subscribe, { body: { email }, answer: SubscribeMessageSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationKey: newsletterKeys.subscribe(),
    mutationFn: subscribeToNewsletter,
    // The form shows the error beside the field; a toast would say it twice.
    meta: { errorToast: false },
  });
}

/** `newsletter.confirm` with the token of the mailed link; resolves to the message to show. */
export function useConfirmSubscription() {
  return useMutation({
    mutationKey: newsletterKeys.confirm(),
    mutationFn: (token: string) => call(newsletterEndpoints.confirm, { body: { token }, answer: ConfirmMessageSchema }),
    meta: { errorToast: false },
  });
}
