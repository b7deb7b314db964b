import { useCallback, useEffect, useState } from 'react';

/** True for `durationMs` after each start(); starting again begins a fresh window. */
export function useBusyWindow(durationMs: number): [busy: boolean, start: () => void] {
  // A fresh object per start, so starting again re-runs the effect even while already busy.
  const [openWindow, setOpenWindow] = useState<object | null>(null);
  useEffect(() => {
    if (!openWindow) return;
    const timer = setTimeout(() => setOpenWindow(null), durationMs);
    return () => clearTimeout(timer);
  }, [openWindow, durationMs]);
  const start = useCallback(() => setOpenWindow({}), []);
  return [openWindow !== null, start];
}
