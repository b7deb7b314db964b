import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// The connection as it really is: `navigator.onLine` is only a hint (a village phone is often "online" with nothing
// getting through), so after a network failure the shop counts as offline until a request reaches the server.
// onlineManager carries the verdict; requests report through window events, so they need no handle on Connection.

const NETWORK_FAILED = 'kirana:network-failed';
const SERVER_REACHED = 'kirana:server-reached';
const RETRY_MOMENT = 'kirana:retry-moment';

/** Told when a request never reached the server. */
export function reportNetworkFailure() {
  window.dispatchEvent(new Event(NETWORK_FAILED));
}

/** Told when the server answered (any status). */
export function reportServerReached() {
  window.dispatchEvent(new Event(SERVER_REACHED));
}

/** Moments worth trying again: the `online` event, the shopper coming back, the server reached. */
export function onRetryMoment(listener: () => void): () => void {
  window.addEventListener(RETRY_MOMENT, listener);
  return () => window.removeEventListener(RETRY_MOMENT, listener);
}

/** False means airplane mode: nothing to try. */
export function browserSaysOnline(): boolean {
  return navigator.onLine;
}

/** 1 s, 2 s, 4 s … at most `max`, with ±20 % jitter so phones don't knock in step. */
export function backoffDelay(attempt: number, max: number): number {
  const base = Math.min(max, 1000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const PROBE_MAX_MS = 30_000;

/** The page's verdict on the connection (src/app/main.tsx), or a test's. */
export class Connection {
  private unreachable = false;
  private probeAttempt = 0;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;

  /** `probeRequest`: a cheap network-only request, sent now and then while unreachable so "offline" ends. */
  constructor(private readonly probeRequest?: () => Promise<unknown>) {}

  /** Starts hearing the browser and the requests; returns the stop. */
  watch(): () => void {
    const failed = () => this.noteNetworkFailure();
    const reached = () => this.noteServerReached();
    window.addEventListener(NETWORK_FAILED, failed);
    window.addEventListener(SERVER_REACHED, reached);
    // TanStack Query's own listener would trust the event alone; this one also forgets a failure.
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
        // Its outcome reports back through the events above.
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

/** Whether the app believes it has a connection; re-renders on change. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
