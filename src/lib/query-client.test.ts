import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';
import { shouldRetry } from './query-client';

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
