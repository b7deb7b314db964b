import { ALREADY_IN_CART_MESSAGE, type CartItem } from '../../../../contract/cart';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';

export type FlashKind = 'success' | 'info' | 'error';
export interface Flash {
  kind: FlashKind;
  text: string;
}

/** Spec 001 §8, the wishlist's "move to cart" messages. */
export const MOVE_TO_CART_MESSAGES = {
  added: 'Item added to cart!',
  alreadyInCart: ALREADY_IN_CART_MESSAGE,
  failed: 'An error occurred while adding to cart.',
  noSuccess: 'Could not add to cart. Please try again.',
} as const;

/** Without a connection the change is queued, not refused: say so rather than stay silent until it is sent. */
export const QUEUED_FOR_CART_MESSAGE = "No connection: the item will be added to your cart when you're back online.";
export const REMOVED_FROM_WISHLIST_MESSAGE = 'Item removed from your wishlist.';

/**
 * The cart's add mutation answers `undefined` when the product was already in the cart (the
 * server's 409 is taken as "what you asked for holds"), and a line when it was added.
 */
export function addedMessage(line: CartItem | undefined): Flash {
  return line
    ? { kind: 'success', text: MOVE_TO_CART_MESSAGES.added }
    : { kind: 'info', text: MOVE_TO_CART_MESSAGES.alreadyInCart };
}

/**
 * A refusal from the server is "an error occurred". "No success" is whatever else ends the
 * attempt: anything that is not the API's error, or a lost request if the cart's retry policy
 * ever stops retrying those (today they wait for the connection instead, see wishlist-card).
 */
export function failedMessage(error: unknown): Flash {
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    return error.status === 409 && error.message === ALREADY_IN_CART_MESSAGE
      ? { kind: 'info', text: MOVE_TO_CART_MESSAGES.alreadyInCart }
      : { kind: 'error', text: MOVE_TO_CART_MESSAGES.failed };
  }
  return { kind: 'error', text: MOVE_TO_CART_MESSAGES.noSuccess };
}
