import { useCallback, useEffect, useState } from 'react';
import type { Flash } from './move-to-cart-message';

/** The latest message, cleared `durationMs` after it was shown; a new message starts the clock again. */
export function useFlashMessage(durationMs: number): [message: Flash | null, show: (message: Flash) => void] {
  const [message, setMessage] = useState<Flash | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  // A copy, so the same text shown twice in a row still restarts the clock.
  const show = useCallback((next: Flash) => setMessage({ ...next }), []);
  return [message, show];
}
