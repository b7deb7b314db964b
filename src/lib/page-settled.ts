import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `settled` once the page has loaded and the phone has a quiet moment: for work the first screen does not
 * need (a carousel's code, the answers of the parts further down), so it never competes with what the shopper
 * waits for. Returns what cancels it.
 */
export function whenPageSettled(settled: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      // The timeout keeps a page that is never idle (an animation) from waiting forever.
      const id = requestIdleCallback(settled, { timeout: 3000 });
      const cancelIdle = cancelIdleCallback;
      cancel = () => cancelIdle(id);
    } else {
      const id = setTimeout(settled, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}

/** True once the page has settled (`whenPageSettled`). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  // A transition: what it draws is rendered in slices between the phone's other work, never as one long task.
  useEffect(() => whenPageSettled(() => startTransition(() => setSettled(true))), []);
  return settled;
}
