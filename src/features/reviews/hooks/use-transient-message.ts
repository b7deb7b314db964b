import { useCallback, useEffect, useRef, useState } from 'react';

export interface TransientMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message that clears itself `durationMs` after it was shown; a newer message restarts the clock. */
export function useTransientMessage(durationMs: number) {
  const [message, setMessage] = useState<TransientMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: TransientMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return [message, show] as const;
}
