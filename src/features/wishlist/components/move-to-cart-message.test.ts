import { describe, expect, it } from 'vitest';
import { ALREADY_IN_CART_MESSAGE, type CartItem } from '#contract/cart';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';
import { failedMessage, movedMessage } from './move-to-cart-message';

const LINE = { id: 3, name: 'Chakki Atta 5 kg' } as CartItem;

describe('the wishlist\'s "move to cart" messages (spec 001 §8)', () => {
  it('tells a line added by the move from one that was already in the cart', () => {
    expect(movedMessage({ cartItem: LINE, alreadyInCart: false })).toEqual({
      kind: 'success',
      text: 'Item added to cart!',
    });
    expect(movedMessage({ cartItem: LINE, alreadyInCart: true })).toEqual({
      kind: 'info',
      text: 'Item is already in the cart.',
    });
  });

  it('says an error occurred for a refusal, and asks to try again when there was no answer', () => {
    expect(failedMessage(new ApiError(500, 'Internal error')).text).toBe('An error occurred while adding to cart.');
    expect(failedMessage(new ApiError(409, 'Out of stock')).text).toBe('An error occurred while adding to cart.');
    expect(failedMessage(new ApiError(409, ALREADY_IN_CART_MESSAGE)).text).toBe('Item is already in the cart.');
    expect(failedMessage(new ApiError(NETWORK_ERROR_STATUS, 'offline')).text).toBe(
      'Could not add to cart. Please try again.',
    );
    expect(failedMessage(new TypeError('boom')).text).toBe('Could not add to cart. Please try again.');
  });
});
