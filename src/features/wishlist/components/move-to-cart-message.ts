import { ALREADY_IN_CART_MESSAGE } from '#contract/cart';
import type { MoveToCartResult } from '#contract/wishlist';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export type FlashKind = 'success' | 'info' | 'error';
export interface Flash {
  kind: FlashKind;
  text: string;
}

/** Spec 001 §8, the wishlist's "move to cart" messages (in English, alreadyInCart is the server's ALREADY_IN_CART_MESSAGE). */
export const MOVE_TO_CART_MESSAGES = {
  added: () => m.wishlist_added(),
  alreadyInCart: () => m.wishlist_already_in_cart(),
  failed: () => m.wishlist_move_failed(),
  noSuccess: () => m.wishlist_move_no_success(),
} as const;

/** Without a connection the change is queued, not refused: say so rather than stay silent until it is sent. */
export const queuedForCartMessage = () => m.wishlist_queued_for_cart();
export const removedFromWishlistMessage = () => m.wishlist_removed();

/** The server moved it: into the cart, or it was there already (the line is left as it was). */
export function movedMessage(result: MoveToCartResult): Flash {
  return result.alreadyInCart
    ? { kind: 'info', text: MOVE_TO_CART_MESSAGES.alreadyInCart() }
    : { kind: 'success', text: MOVE_TO_CART_MESSAGES.added() };
}

/**
 * A refusal from the server is "an error occurred". "No success" is whatever else ends the
 * attempt: anything that is not the API's error, or a lost request if the cart's retry policy
 * ever stops retrying those (today they wait for the connection instead, see wishlist-card).
 */
export function failedMessage(error: unknown): Flash {
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    return error.status === 409 && error.message === ALREADY_IN_CART_MESSAGE
      ? { kind: 'info', text: MOVE_TO_CART_MESSAGES.alreadyInCart() }
      : { kind: 'error', text: MOVE_TO_CART_MESSAGES.failed() };
  }
  return { kind: 'error', text: MOVE_TO_CART_MESSAGES.noSuccess() };
}
