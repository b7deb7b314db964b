import { ApiError } from '../api-client';
import type { Outcome } from './change';

/** How one send of a change ended: the server's answer, or what was thrown instead. */
export type Sent = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * What the outbox does with a change after a send. Applied or refused, it settles and the backoff starts over
 * (1 s); retry, it waits on the phone and goes again at the backoff's next step (1-2-4-8-10 s), first in line.
 */
export type Verdict = Outcome | { status: 'retry'; serverErrors: number };

/** A change the server answers with an error this many times is set aside as refused (Retry in the sync centre). */
export const MAX_SERVER_ERRORS = 3;

/**
 * Sorts one send's ending. A 4xx is final, except those that say "not now" (signed out, still in flight, too many
 * requests); a 5xx counts toward setting the change aside, so a server that keeps failing on it never holds up the
 * rest. Anything else (no answer, a page from the way) says nothing about the change: it goes again.
 */
export function classify(sent: Sent, serverErrorsBefore: number): Verdict {
  if (sent.ok) return { status: 'applied', data: sent.data };
  const { error } = sent;
  if (!(error instanceof ApiError)) return { status: 'retry', serverErrors: serverErrorsBefore };
  const serverErrors = serverErrorsBefore + (error.status >= 500 ? 1 : 0);
  const refused = error.status >= 500 ? serverErrors >= MAX_SERVER_ERRORS : isFinal(error.status);
  if (!refused) return { status: 'retry', serverErrors };
  return { status: 'refused', refusal: { status: error.status, message: error.message, payload: error.payload } };
}

function isFinal(status: number): boolean {
  return status >= 400 && ![401, 408, 425, 429].includes(status);
}
