import { useEffect, useState } from 'react';

/** False for `delayMs` after each new `key`, then true: a loading state that lasts at least that long. */
export function useMinimumDelayPassed(key: string, delayMs: number): boolean {
  const [state, setState] = useState({ key, passed: false });
  // A new key starts a new wait at once, in the same render, so no frame shows stale results.
  if (state.key !== key) setState({ key, passed: false });
  useEffect(() => {
    const timer = setTimeout(() => setState({ key, passed: true }), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return state.key === key && state.passed;
}
