import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { UserProfile } from '../../../contract/user';
import { authQueries } from './api/auth.queries';

/**
 * Who is signed in, as far as the app can tell without waiting on the network: a cached session
 * (restored from the phone's storage) answers at once, even offline. With nothing cached one
 * request is made (never retried while offline, see shouldRetry); if it fails the visitor counts
 * as signed out.
 */
export function loadSessionUser(queryClient: QueryClient): Promise<UserProfile | null> {
  return queryClient.ensureQueryData(authQueries.session()).catch(() => null);
}

/** beforeLoad of the signed-in routes: a visitor goes to /login and comes back here afterwards. */
export async function requireUser({
  context,
  location,
}: {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}) {
  const user = await loadSessionUser(context.queryClient);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  return { user };
}

/** beforeLoad of /login: someone already signed in goes straight on to where they were heading. */
export async function redirectIfSignedIn(queryClient: QueryClient, target: string | undefined) {
  if (await loadSessionUser(queryClient)) throw redirect({ href: target ?? '/', replace: true });
}
