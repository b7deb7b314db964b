import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The connection as it really is. `navigator.onLine` is a hint, not the truth: a village phone is
 * mostly "online" with nothing getting through (weak signal, Wi-Fi without internet, a captive
 * portal). So after a request fails for network reasons the shop counts as offline, whatever the
 * browser says, until a request reaches the server again. TanStack Query's onlineManager carries
 * the verdict, so queries, the banner and the outbox all read the same one.
 *
 * What requests meet is told to the page as events (below), so the HTTP client and the language packs need no
 * handle on the `Connection` the app makes at start (src/app/main.tsx), and a test's own connection hears only its test.
 */

const NETWORK_FAILED = 'kirana:network-failed';
const SERVER_REACHED = 'kirana:server-reached';
const RETRY_MOMENT = 'kirana:retry-moment';

/** Told by whatever sent a request that never reached the server (the HTTP client, a language pack). */
export function reportNetworkFailure() {
  window.dispatchEvent(new Event(NETWORK_FAILED));
}

/** Told by the HTTP client when the server answered (any status: it was reached). */
export function reportServerReached() {
  window.dispatchEvent(new Event(SERVER_REACHED));
}

/** Moments worth trying the network again: the `online` event, the shopper coming back, the server reached. */
export function onRetryMoment(listener: () => void): () => void {
  window.addEventListener(RETRY_MOMENT, listener);
  return () => window.removeEventListener(RETRY_MOMENT, listener);
}

/** The browser's own word: false means airplane mode, nothing to try. */
export function browserSaysOnline(): boolean {
  return navigator.onLine;
}

/** 1 s, 2 s, 4 s … at most `max`, with ±20 % jitter so many phones don't knock in step. */
export function backoffDelay(attempt: number, max: number): number {
  const base = Math.min(max, 1000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const PROBE_MAX_MS = 30_000;

/** The page's verdict on the connection: made and watched once at start (src/app/main.tsx), or by a test for itself. */
export class Connection {
  /** A request failed for network reasons and none has reached the server since. */
  private unreachable = false;
  private probeAttempt = 0;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `probeRequest` is a cheap request that only the network may answer (never the service worker's copy): while the
   * shop counts as unreachable and nothing else is trying, it is sent now and then, so the banner does not say
   * offline for ever.
   */
  constructor(private readonly probeRequest?: () => Promise<unknown>) {}

  /** Starts hearing the browser and the requests; returns the stop (a test's connection stops with its test). */
  watch(): () => void {
    const failed = () => this.noteNetworkFailure();
    const reached = () => this.noteServerReached();
    window.addEventListener(NETWORK_FAILED, failed);
    window.addEventListener(SERVER_REACHED, reached);
    // TanStack Query's own listener would set "online" on the event alone; this one also forgets a failure.
    onlineManager.setEventListener((setOnline) => {
      const online = () => {
        this.unreachable = false;
        setOnline(true);
        retryNow();
      };
      const offline = () => setOnline(false);
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
    this.publish();
    return () => {
      window.removeEventListener(NETWORK_FAILED, failed);
      window.removeEventListener(SERVER_REACHED, reached);
      onlineManager.setEventListener(() => undefined);
      this.resetProbe();
    };
  }

  noteNetworkFailure() {
    if (this.unreachable) return;
    this.unreachable = true;
    this.publish();
    this.scheduleProbe();
  }

  noteServerReached() {
    this.resetProbe();
    if (!this.unreachable) return;
    this.unreachable = false;
    this.publish();
    retryNow();
  }

  private publish() {
    onlineManager.setOnline(browserSaysOnline() && !this.unreachable);
  }

  private scheduleProbe() {
    if (this.probeTimer !== undefined || !this.probeRequest) return;
    const send = this.probeRequest;
    this.probeTimer = setTimeout(
      () => {
        this.probeTimer = undefined;
        this.probeAttempt++;
        if (!this.unreachable || !browserSaysOnline()) return;
        // The request's own outcome reports back through the events above.
        void send().catch(() => undefined);
        this.scheduleProbe();
      },
      backoffDelay(this.probeAttempt, PROBE_MAX_MS),
    );
  }

  private resetProbe() {
    this.probeAttempt = 0;
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
  }
}

function retryNow() {
  window.dispatchEvent(new Event(RETRY_MOMENT));
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
