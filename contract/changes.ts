import * as v from 'valibot';

/**
 * Exactly once for the shopper's changes (cart add/update, wishlist add/delete, confirmOrder):
 * the phone sends each change with a key it made (a UUID), and may send it again as often as it
 * must. The server applies it once and answers a repeat with the first answer, or with the shopper's
 * state now where that was the answer (draft-ietf-httpapi-idempotency-key-header; decision 099).
 */

/** The request header carrying the change's key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The key may be at most this long (the spec's limit for confirmOrder, held for every change). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** Set to 'true' on the answer to a key already applied (nothing was done again). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The server remembers an applied key at least this long; a change resent later is treated as
 * new (orders are the exception: an order's key is kept with the order).
 */
export const APPLIED_CHANGE_RETENTION_DAYS = 30;

/** 1 to IDEMPOTENCY_KEY_MAX_LENGTH printable ASCII characters (a UUID fits). */
export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(
    new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`),
    `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
  ),
);

/** 400: the header is there but is not a usable key. */
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = `Invalid ${IDEMPOTENCY_KEY_HEADER}`;

/**
 * 422: the key was already used for a different request (another body, query or endpoint).
 * A client bug, never a network accident: the change must get a new key to be sent.
 */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different change. Send a new change with a new key.';
