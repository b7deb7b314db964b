import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { ApiError, answeredWith } from './api-client';
import type { Toasts } from './toast';

/** How long a persisted cache is trusted to restore: a shopper away for a week still sees their shop. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The toast on failure: the server's message by default, a fixed text, or false when the screen shows it. */
      errorToast?: string | false;
    };
  }
}

/**
 * A refusal (4xx) will not change by asking again; a flaky network or a server hiccup may. With no
 * signal a retry would pause until it returns, holding every loader that waits on it: fail at once
 * instead, so the page shows what it has.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (!onlineManager.isOnline()) return false;
  return failureCount < MAX_RETRIES;
}

export interface QueryClientOptions {
  /**
   * Called on any 401 (the session expired or ended elsewhere): the auth feature forgets the cached session,
   * so the header shows Login and the signed-in layout sends the shopper to /login.
   */
  onUnauthorized?: (queryClient: QueryClient) => void;
  /** Where a failed change is said (the page's toasts). */
  toasts: Toasts;
}

export function createQueryClient({ onUnauthorized, toasts }: QueryClientOptions) {
  const refused = (error: unknown) => {
    if (answeredWith(error, 401)) onUnauthorized?.(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    // Errors are handled here rather than in the HTTP client, so every screen gets the same treatment.
    queryCache: new QueryCache({ onError: refused }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        refused(error);
        const errorToast = mutation.meta?.errorToast;
        if (errorToast !== false) toasts.error(errorToast ?? messageOf(error));
      },
    }),
    defaultOptions: {
      queries: {
        // gcTime must be at least maxAge, or restored queries are dropped before they are used.
        gcTime: PERSIST_MAX_AGE,
        staleTime: 60_000,
        // Try the network even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
      },
      // Changes are online-only: with no signal one fails at once (ApiError status 0) rather than pausing with
      // a button stuck, and persisted with nothing to replay it. Changes that may wait go through the outbox.
      mutations: { networkMode: 'always', retry: false },
    },
  });
  return queryClient;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : m.lib_something_went_wrong();
}
