import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import * as supportEndpoints from '#contract/endpoints/support';
import { FailureEnvelopeSchema } from '#contract/envelope';
import { SUPPORT_TEXTS, SupportMessageResponseSchema, type SupportSubject } from '#contract/support';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';

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
 * `support.messages` as multipart/form-data (the one call that is not JSON, so it does not go
 * through api()). The browser writes the Content-Type with its boundary itself. Resolves with the
 * stored message's id; throws an ApiError carrying the server's own text when it refused, status 0
 * when the request never arrived.
 */
export async function sendSupportMessage({ email, subject, message, file }: SupportMessageInput): Promise<string> {
  const form = new FormData();
  form.append('email', email);
  form.append('subject', subject);
  form.append('message', message);
  if (file) form.append('file', file, file.name);

  let response: Response;
  try {
    response = await fetch(supportEndpoints.messages.path, {
      method: supportEndpoints.messages.method,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, SUPPORT_TEXTS.network);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = v.safeParse(FailureEnvelopeSchema, payload);
    throw failure.success && failure.output.message.trim() !== ''
      ? new ApiError(response.status, failure.output.message, failure.output.errors, payload)
      : new ApiError(response.status, SUPPORT_TEXTS.failed);
  }
  const sent = v.safeParse(SupportMessageResponseSchema, payload);
  if (!sent.success) throw new ApiError(response.status, SUPPORT_TEXTS.failed);
  return sent.output.data.id;
}

/** What the form says for a failed send (spec 001 §8): the server's text, or the spec's fallbacks. */
export function supportFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) return SUPPORT_TEXTS.network;
  return error.message || SUPPORT_TEXTS.failed;
}

export function useSendSupportMessage() {
  return useMutation({
    mutationKey: supportKeys.send(),
    mutationFn: sendSupportMessage,
    // The form shows the failure itself; a toast would say it twice.
    meta: { errorToast: false },
  });
}
