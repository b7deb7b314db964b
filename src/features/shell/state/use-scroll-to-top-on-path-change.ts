import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Spec 000 §2: every path change scrolls the page to the top. Two exceptions keep the router's
 * scroll restoration (router.tsx) useful: Back and Forward return the shopper to where they were
 * on that page, and the first render leaves a reload where it was. Query-only changes (filters,
 * sort, page) are no path change.
 */
export function useScrollToTopOnPathChange() {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const previous = useRef(pathname);
  const historyMove = useRef(false);

  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        historyMove.current = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
      }),
    [router],
  );

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!historyMove.current) window.scrollTo(0, 0);
  }, [pathname]);
}
