import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long a persisted cache is trusted to restore: a shopper away for a week still sees their shop. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

const MAX_RETRIES = 2;

/** A refusal (4xx) will not change by asking again; a flaky network or a server hiccup may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // gcTime must be at least maxAge, or restored queries are dropped before they are used.
        gcTime: PERSIST_MAX_AGE,
        staleTime: 60_000,
        // Try the network even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
      },
    },
  });
}
