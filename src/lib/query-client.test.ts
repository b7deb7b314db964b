import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';
import { retryUntilDelivered, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a refusal such as 404 or 400', () => {
    expect(shouldRetry(0, new ApiError(404, 'Product not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'Invalid productId'))).toBe(false);
  });

  it('retries network failures and server errors twice', () => {
    for (const error of [new ApiError(NETWORK_ERROR_STATUS, 'offline'), new ApiError(503, 'busy'), new Error('x')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});

describe('retryUntilDelivered (cart and wishlist changes)', () => {
  it('keeps trying a change that never reached the server, and gives a server hiccup two more tries', () => {
    expect(retryUntilDelivered(50, new ApiError(NETWORK_ERROR_STATUS, 'offline'))).toBe(true);
    expect(retryUntilDelivered(1, new ApiError(503, 'busy'))).toBe(true);
    expect(retryUntilDelivered(2, new ApiError(503, 'busy'))).toBe(false);
  });

  it('takes a refusal as final', () => {
    expect(retryUntilDelivered(0, new ApiError(409, 'Out of stock'))).toBe(false);
  });
});
