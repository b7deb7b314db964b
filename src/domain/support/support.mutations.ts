import { useMutation } from '@tanstack/react-query';
import * as supportEndpoints from '#contract/endpoints/support';
import { SUPPORT_TEXTS, type SupportSubject } from '#contract/support';
import { ApiError, call, neverReachedServer } from '#src/lib/api-client';
import { NO_ANSWER_MS } from '#src/lib/no-answer';

export const supportKeys = {
  all: ['support'] as const,
  send: () => [...supportKeys.all, 'send'] as const,
};

export interface SupportMessageInput {
  email: string;
  subject: SupportSubject;
  message: string;
  file: File | null;
}

/**
 * An attachment's upload on a village link's uplink, about 128 kbit/s: fetch cannot tell a slow upload from a dead
 * one, so a message with a file may take this much longer than NO_ANSWER_MS before it counts as lost (a 3 MB photo
 * about 3 minutes more; the largest file allowed, 10 MB, 11).
 */
const UPLOAD_BYTES_PER_MS = 16;

/**
 * `support.messages` as multipart/form-data. Resolves with the stored message's id; throws an ApiError carrying
 * the server's own text when it refused, status 0 when no answer came.
 */
export async function sendSupportMessage({ email, subject, message, file }: SupportMessageInput): Promise<string> {
  const form = new FormData();
  form.append('email', email);
  form.append('subject', subject);
  form.append('message', message);
  if (file) form.append('file', file, file.name);
  const sent = await call(supportEndpoints.messages, {
    form,
    noAnswerMs: NO_ANSWER_MS + (file?.size ?? 0) / UPLOAD_BYTES_PER_MS,
  });
  return sent.id;
}

/**
 * What the form says for a failed send (spec 001 §8): the server's own text, else the spec's fallbacks: the network
 * one when no answer came (a page from the way counts as none), "Failed to send message" for an answer of the shop's
 * with no text to show (an empty message, or one this version of the app does not understand).
 */
export function supportFailureText(error: unknown): string {
  if (neverReachedServer(error)) return SUPPORT_TEXTS.network;
  const fromShop = error instanceof ApiError && error.payload !== undefined && error.message.trim() !== '';
  return fromShop ? error.message : SUPPORT_TEXTS.failed;
}

export function useSendSupportMessage() {
  return useMutation({
    mutationKey: supportKeys.send(),
    mutationFn: sendSupportMessage,
    // The form shows the failure itself; a toast would say it twice.
    meta: { errorToast: false },
  });
}
