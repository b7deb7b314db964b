import { useCallback, useEffect, useState } from 'react';
import * as pushEndpoints from '#contract/endpoints/push';
import { call } from '#src/lib/api-client';

/**
 * Web Push for the shopper's orders (decision 109): this phone is told when the shop moves an order, the app closed.
 * 'unsupported': no push service or no service worker here; 'blocked': the shopper refused notifications in the
 * browser; 'unavailable': the shop has Web Push off (no key).
 */
export type OrderPushState = 'checking' | 'unsupported' | 'off' | 'on' | 'blocked' | 'unavailable';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The page's service worker, if one is installed (none in development, or before the first visit's install). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration() : undefined;
}

export async function readOrderPushState(): Promise<OrderPushState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Subscribes this phone and tells the server; a subscription the server did not take is dropped again. */
export async function turnOnOrderPush(): Promise<OrderPushState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const { publicKey } = await call(pushEndpoints.pushKey);
  if (!publicKey) return 'unavailable';
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey),
    });
  } catch (error) {
    // The shopper said no to notifications (now or before).
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'blocked';
    throw error;
  }
  const { endpoint, keys } = subscription.toJSON();
  try {
    await call(pushEndpoints.pushSubscribe, {
      body: {
        endpoint: endpoint ?? subscription.endpoint,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      },
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Tells the server first: if it cannot be reached, the phone stays subscribed and says so, rather than half off. */
export async function turnOffOrderPush(): Promise<OrderPushState> {
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return 'off';
  await call(pushEndpoints.pushUnsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
  return 'off';
}

/** The VAPID key is base64url; subscribe() wants its bytes. */
function base64UrlBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** This phone's order updates: the state, and turning them on or off (an error's message is for the screen). */
export function useOrderPush() {
  const [state, setState] = useState<OrderPushState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    let current = true;
    readOrderPushState().then(
      (read) => current && setState(read),
      () => current && setState('unsupported'),
    );
    return () => {
      current = false;
    };
  }, []);

  const change = useCallback(async (to: () => Promise<OrderPushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await to());
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    error,
    turnOn: () => change(turnOnOrderPush),
    turnOff: () => change(turnOffOrderPush),
  };
}
