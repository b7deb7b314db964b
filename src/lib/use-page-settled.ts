import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has loaded and the phone has a quiet moment: for work the first screen does not
 * need (a carousel's code, pictures further down), so it never competes with what the shopper waits for.
 */
export function usePageSettled(): boolean {
  const [settled, setSettledNow] = useState(false);
  useEffect(() => {
    // A transition: what it draws is rendered in slices between the phone's other work, never as one long task.
    const setSettled = (value: boolean) => startTransition(() => setSettledNow(value));
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
        // The timeout keeps a page that is never idle (an animation) from waiting forever.
        const id = requestIdleCallback(() => setSettled(true), { timeout: 3000 });
        const cancelIdle = cancelIdleCallback;
        cancel = () => cancelIdle(id);
      } else {
        const id = setTimeout(() => setSettled(true), 0);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, []);
  return settled;
}
