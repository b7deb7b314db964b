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
      /**
       * The toast shown when the mutation fails: by default the server's message, a fixed text
       * instead, or false when the screen shows the error itself.
       */
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
   * Called on any 401: the server no longer knows this shopper (session expired or ended elsewhere).
   * The auth feature passes a handler that forgets the cached session, so the header shows Login and
   * the signed-in layout sends the shopper to /login.
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
      // Online-only is the default for every change: sent now, once, and with no signal it fails at
      // once (ApiError status 0) so the screen can say so, instead of pausing with a button stuck. A
      // paused mutation would also be persisted with no function to replay it. Changes that may wait
      // for the signal go through the outbox (lib/outbox), whose mutationFn only records them.
      mutations: { networkMode: 'always', retry: false },
    },
  });
  return queryClient;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : m.lib_something_went_wrong();
}
