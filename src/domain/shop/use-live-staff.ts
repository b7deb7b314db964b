import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { STAFF_EVENTS_PATH } from '#contract/shop';
import { useIsOnline } from '#src/lib/online';
import { staffKeys } from './staff.queries';

/** While the live stream is down (or the phone is offline), the board is asked again this often. */
export const POLL_MS = 10_000;

/**
 * Keeps the staff's screens current: each order event on the live stream (Server-Sent Events) refetches the
 * board, the open order and the money; so does a reconnect, which may have missed some. Without a stream the
 * board is polled every 10 s. Returns whether the screens are live.
 */
export function useLiveStaff(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const online = useIsOnline();
  const [streaming, setStreaming] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.boards() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.money() });
    };
    const stream = new EventSource(STAFF_EVENTS_PATH, { withCredentials: true });
    stream.onopen = () => {
      setStreaming(true);
      refetch();
    };
    stream.onmessage = refetch;
    // The browser reconnects by itself (with Last-Event-ID); until it has, the board polls.
    stream.onerror = () => setStreaming(false);
    return () => {
      stream.close();
      setStreaming(false);
    };
  }, [enabled, queryClient]);

  const live = enabled && streaming && online;
  useEffect(() => {
    if (!enabled || live) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: staffKeys.boards() }), POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, live, queryClient]);
  return live;
}
