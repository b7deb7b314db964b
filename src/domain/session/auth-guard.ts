import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { UserProfile } from '#contract/user';
import { raceTimeout } from '#src/lib/race-timeout';
import { authKeys, authQueries } from './auth.queries';

/**
 * How long navigation waits on the server's word about the session. A connection that lies
 * (connected, nothing getting through) must not hold the shopper on a spinner.
 */
export const SESSION_CHECK_LIMIT_MS = 3000;

function cachedSessionUser(queryClient: QueryClient): UserProfile | null | undefined {
  return queryClient.getQueryData<UserProfile | null>(authKeys.session());
}

/**
 * Asks the server who is signed in (joining a check already under way, such as the one on page
 * load). With no answer in time, offline or refused, the app goes by what it has cached, and a
 * visitor with nothing cached counts as signed out. Never throws. A late answer still lands in the
 * cache, so the header and the signed-in layout follow it.
 */
export async function askServerForSession(
  queryClient: QueryClient,
  limitMs = SESSION_CHECK_LIMIT_MS,
): Promise<UserProfile | null> {
  const answer = queryClient.fetchQuery({ ...authQueries.session(), staleTime: 0 }).catch(() => undefined);
  const user = await raceTimeout(answer, limitMs);
  // A refusal (401) has already made the cached session null.
  return user !== undefined ? user : (cachedSessionUser(queryClient) ?? null);
}

/**
 * Who is signed in, as far as the app can tell without waiting on the network when it need not:
 * a cached session (restored from the phone's storage) answers at once, even offline. With
 * nothing cached, or while a check is under way anyway (the one on page load), the server's
 * answer is awaited (within the time limit).
 */
export function loadSessionUser(queryClient: QueryClient): Promise<UserProfile | null> {
  const cached = cachedSessionUser(queryClient);
  const checking = queryClient.isFetching({ queryKey: authKeys.session() }) > 0;
  return cached === undefined || checking ? askServerForSession(queryClient) : Promise.resolve(cached);
}

/** beforeLoad of the signed-in routes: a visitor goes to /login and comes back here afterwards. */
export async function requireUser({
  context,
  location,
}: {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}) {
  // A cached shopper opens the page at once, offline too; if the check on page load then finds
  // them signed out, AuthenticatedLayout takes them to /login. A cached "signed out" is not
  // trusted the same way: the shopper may have signed in from another tab since it was written,
  // and sending them to sign in again would be wrong, so the server is asked first.
  const user = cachedSessionUser(context.queryClient) ?? (await askServerForSession(context.queryClient));
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  return { user };
}

/** beforeLoad of /login: someone already signed in goes straight on to where they were heading. */
export async function redirectIfSignedIn(queryClient: QueryClient, target: string | undefined) {
  if (await loadSessionUser(queryClient)) throw redirect({ href: target ?? '/', replace: true });
}
