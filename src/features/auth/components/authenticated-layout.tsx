import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '#src/domain/session/use-shopper';

/**
 * The guard in beforeLoad checks on arrival; this keeps checking while the shopper stays. When the
 * session ends under them (it expired, or a call was refused with 401), they go to /login and
 * come back here after signing in again.
 */
export function AuthenticatedLayout() {
  const { data: user } = useSession();
  const router = useRouter();

  useEffect(() => {
    // Read once, when the session goes: the location changes again on the way to /login.
    if (user === null) {
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true });
    }
  }, [user, router]);

  return <Outlet />;
}
