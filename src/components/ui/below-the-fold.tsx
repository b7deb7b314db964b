import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

/** What tells a part below the first screen that it may be wanted soon. */
const SHOPPER_ACTIVITY = ['scroll', 'keydown', 'pointerdown'] as const;

/**
 * A part of the page below the first screen, drawn only when it may be seen: once it is in view (a
 * tall screen), or once the shopper starts using the page (a scroll, a key, a touch — so keyboards
 * and screen readers find it too; the first scroll draws every part, before it comes into view). A slow phone spends its start on what the shopper
 * sees first, and nothing on what they never scroll to. Until then an empty block of about the
 * part's height holds its place, so nothing jumps; the part's code may be lazy, and the same block
 * stands in while it arrives. It is drawn as a transition: in slices, never as one long task.
 */
export function BelowTheFold({ children, minHeight, id }: { children: ReactNode; minHeight: string; id?: string }) {
  const [show, setShow] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (show || !element) return;
    const reveal = () => startTransition(() => setShow(true));
    if (typeof IntersectionObserver === 'undefined') return reveal();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal());
    observer.observe(element);
    for (const type of SHOPPER_ACTIVITY) window.addEventListener(type, reveal, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of SHOPPER_ACTIVITY) window.removeEventListener(type, reveal);
    };
  }, [show]);

  // A link to the part (`#reviews`) finds its place before it is drawn: the stand-in carries the part's id.
  const standIn = <div ref={placeholder} id={id} style={{ minHeight }} />;
  return show ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}
