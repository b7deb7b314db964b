import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as authEndpoints from '#contract/endpoints/auth';
import type { UserProfile } from '#contract/user';
import { answeredWith, call } from '#src/lib/api-client';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  otpCountries: () => [...authKeys.all, 'otpCountries'] as const,
};

export const authQueries = {
  /** The signed-in shopper, or null. Guards, the header and personal sections all read this one query. */
  session: () =>
    queryOptions({
      queryKey: authKeys.session(),
      queryFn: ({ client, signal }) => fetchSession(client, signal),
      staleTime: 5 * 60_000,
    }),
  /** `auth.otpCountries`: the country codes ("+91") the shop sends sign-in codes to. */
  otpCountries: () =>
    queryOptions({
      queryKey: authKeys.otpCountries(),
      queryFn: async ({ signal }) => (await call(authEndpoints.otpCountries, { signal })).dialCodes,
      // A setting of the server: it changes with a new deployment, not while a page is open.
      staleTime: 60 * 60_000,
      // The login page falls back to the shop's default (India) without it; no toast for that.
      meta: { errorToast: false },
    }),
};

/**
 * A check that got no answer (no signal, a server hiccup) is no news: the phone's copy stands and
 * the query stays a success. Failing it would also drop the session from the persisted cache
 * (only successful queries are written), so the next offline open would find the shopper signed
 * out. Only the server's word ends a session: null, or a 401 (see forgetSession).
 */
async function fetchSession(client: QueryClient, signal: AbortSignal): Promise<UserProfile | null> {
  const copy = () => client.getQueryData<UserProfile | null>(authKeys.session());
  try {
    // The service worker keeps one getSession answer whatever the cookie was; the app's copy is
    // never older, so with a copy of its own the app asks the network only.
    return await call(authEndpoints.getSession, {
      signal,
      haveCopy: copy() !== undefined,
    });
  } catch (error) {
    const refused = answeredWith(error, 401);
    const cancelled = error instanceof DOMException && error.name === 'AbortError';
    // Spec 000 §4, §8: a session check that failed is logged with the spec's words (a 401 is an answer, not a failure).
    if (!refused && !cancelled) console.error('Failed to fetch session', error);
    const cached = copy();
    if (cached === undefined || refused || cancelled) throw error;
    return cached;
  }
}

/** After a 401 the app stops believing its cached session (see src/app/shop-query-client.ts). */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(authKeys.session(), null);
}

/**
 * Call once the persisted cache is restored. The restored session is shown at once (offline too),
 * but the cookie may have changed while the app was closed (signed in from another tab, signed
 * out everywhere from another device), so the server is asked straight away, in the background,
 * and its answer replaces the copy. Never throws; without an answer the copy stays.
 */
export function revalidateSessionOnLoad(queryClient: QueryClient): void {
  void queryClient.fetchQuery({ ...authQueries.session(), staleTime: 0 }).catch(() => undefined);
}
