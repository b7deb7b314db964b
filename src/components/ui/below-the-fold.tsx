import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { usePageSettled } from '#src/lib/use-page-settled';

/**
 * A part of the page below the first screen: drawn once the page has settled, or sooner when the
 * shopper scrolls towards it. A slow phone spends its start on what the shopper sees first; until
 * then an empty block of about the part's height holds its place, so nothing jumps. The part's code
 * may be lazy: the same block stands in while it arrives.
 */
export function BelowTheFold({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const settled = usePageSettled();
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const show = settled || near;

  useEffect(() => {
    const element = placeholder.current;
    if (show || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const nearNow = entries.some((entry) => entry.isIntersecting);
        startTransition(() => setNear(nearNow));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);

  const standIn = <div ref={placeholder} style={{ minHeight }} />;
  return show ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}
