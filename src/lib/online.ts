import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The connection as it really is. `navigator.onLine` is a hint, not the truth: a village phone is
 * mostly "online" with nothing getting through (weak signal, Wi-Fi without internet, a captive
 * portal). So after a request fails for network reasons the shop counts as offline, whatever the
 * browser says, until a request reaches the server again. TanStack Query's onlineManager carries
 * the verdict, so queries, the banner and the outbox all read the same one.
 */

/** The browser's own word: false means airplane mode, nothing to try. */
let browserOnline = true;
/** A request failed for network reasons and none has reached the server since. */
let unreachable = false;

const retryListeners = new Set<() => void>();

function publish() {
  onlineManager.setOnline(browserOnline && !unreachable);
}

/** Moments worth trying the network again: the `online` event, the shopper coming back, the server reached. */
export function onRetryMoment(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

function retryNow() {
  for (const listener of retryListeners) listener();
}

/** Called by the HTTP client when a request never reached the server. */
export function noteNetworkFailure() {
  if (unreachable) return;
  unreachable = true;
  publish();
  probe.schedule();
}

/** Called by the HTTP client when the server answered (any status: it was reached). */
export function noteServerReached() {
  probe.reset();
  if (!unreachable) return;
  unreachable = false;
  publish();
  retryNow();
}

/** 1 s, 2 s, 4 s … at most `max`, with ±20 % jitter so many phones don't knock in step. */
export function backoffDelay(attempt: number, max: number): number {
  const base = Math.min(max, 1000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const PROBE_MAX_MS = 30_000;

/**
 * While the shop counts as unreachable and nothing else is trying, a small request now and then
 * finds out when the signal is back, so the banner does not say offline for ever.
 */
const probe = (() => {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let send: (() => Promise<unknown>) | undefined;
  return {
    use(request: () => Promise<unknown>) {
      send = request;
    },
    schedule() {
      if (timer !== undefined || !send) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          attempt++;
          if (!unreachable || !browserOnline) return;
          // The request's own outcome reports back through noteNetworkFailure / noteServerReached.
          void send?.().catch(() => undefined);
          probe.schedule();
        },
        backoffDelay(attempt, PROBE_MAX_MS),
      );
    },
    reset() {
      attempt = 0;
      clearTimeout(timer);
      timer = undefined;
    },
  };
})();

/**
 * Starts watching the connection, once, at start-up. `probeRequest` is a cheap request that only the
 * network may answer (never the service worker's copy).
 */
export function watchConnection(probeRequest: () => Promise<unknown>) {
  probe.use(probeRequest);
  browserOnline = navigator.onLine;
  // TanStack Query's own listener would set "online" on the event alone; this one also forgets a failure.
  onlineManager.setEventListener((setOnline) => {
    const online = () => {
      browserOnline = true;
      unreachable = false;
      setOnline(true);
      retryNow();
    };
    const offline = () => {
      browserOnline = false;
      setOnline(false);
    };
    const visible = () => {
      if (document.visibilityState === 'visible') retryNow();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  });
  publish();
}

/** Whether the browser itself says there is a network at all (false in airplane mode). */
export function browserSaysOnline(): boolean {
  return browserOnline;
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());

/** Whether the app believes it has a connection; re-renders when that changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
