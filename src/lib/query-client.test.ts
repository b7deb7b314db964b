import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from '#src/lib/toast';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

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

describe('changes (mutations)', () => {
  it('are online-only by default: with no signal a change runs once and fails at once, never paused', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient({ toasts: new Toasts() });
    const send = vi.fn().mockRejectedValue(new ApiError(NETWORK_ERROR_STATUS, 'You seem to be offline'));
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: send, meta: { errorToast: false } });

    await expect(mutation.execute(undefined)).rejects.toThrow('You seem to be offline');
    expect(send).toHaveBeenCalledTimes(1);
    expect(mutation.state.isPaused).toBe(false);
  });
});
