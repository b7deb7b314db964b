import { useCallback, useEffect, useRef, useState } from 'react';

export interface TransientMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A message that clears itself `durationMs` after it was shown (the product page's reviews, the
 * wishlist); a newer message, even the same one again, restarts the clock.
 */
export function useTransientMessage<M = TransientMessage>(durationMs: number) {
  const [message, setMessage] = useState<M | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: M) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return [message, show] as const;
}
