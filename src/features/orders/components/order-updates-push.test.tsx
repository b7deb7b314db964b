import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { orderDetail } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const DETAILS_PATH = '/api/user/order/getOrderDetails';
const KEY_PATH = '/api/user/push/key';
const SUBSCRIBE_PATH = '/api/user/push/subscribe';
const UNSUBSCRIBE_PATH = '/api/user/push/unsubscribe';
const ORDER_ID = '3f2a9c1b-1111-4222-8333-444455556666';
/** A VAPID public key as the server gives it: base64url of a 65-byte P-256 point. */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.net/send/abc123';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'C'.repeat(22) };

/** This phone's push service: a subscription, once made, until unsubscribed. */
function pushServiceOfThisTest({ permission = 'default', refuse = false } = {}) {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    if (refuse) throw new DOMException('Permission denied', 'NotAllowedError');
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    };
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission });
  return { subscribe, subscribed: () => subscription !== null };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

function openOrderPage(answers: Record<string, FakeAnswer> = {}) {
  const api = scriptedApi({
    [DETAILS_PATH]: { data: orderDetail({ number: 1042 }) },
    [KEY_PATH]: { data: { publicKey: PUBLIC_KEY } },
    [SUBSCRIBE_PATH]: { data: null },
    [UNSUBSCRIBE_PATH]: { data: null },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp(`/dashboard/orders/${ORDER_ID}`, { session: SHOPPER });
  return api;
}

const section = () => screen.findByRole('region', { name: 'Order updates on this phone' });

describe('order updates on this phone (Web Push)', () => {
  it('turns on: subscribes with the shop’s key and gives the server the subscription, then says it is on', async () => {
    const push = pushServiceOfThisTest();
    const api = openOrderPage();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Tell me about my orders' }));

    await screen.findByText('On: this phone is told when your orders move.');
    const [options] = push.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(0x04);
    expect(api.callsTo(SUBSCRIBE_PATH).map((call) => [call.method, call.body])).toEqual([
      ['POST', { endpoint: ENDPOINT, keys: KEYS }],
    ]);
  });

  it('turns off: the server forgets the subscription, and the phone drops it', async () => {
    const push = pushServiceOfThisTest();
    const api = openOrderPage();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Tell me about my orders' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));

    await screen.findByRole('button', { name: 'Tell me about my orders' });
    expect(api.callsTo(UNSUBSCRIBE_PATH).map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(push.subscribed()).toBe(false);
  });

  it('shows that it is on when this phone is subscribed already', async () => {
    const push = pushServiceOfThisTest();
    await push.subscribe({});
    openOrderPage();
    expect(await within(await section()).findByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('keeps the phone unsubscribed when the server did not take the subscription, and says why', async () => {
    const push = pushServiceOfThisTest();
    openOrderPage({ [SUBSCRIBE_PATH]: { status: 400, message: 'endpoint must be https' } });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Tell me about my orders' }));
    expect(await within(await section()).findByText('endpoint must be https')).toBeTruthy();
    await waitFor(() => expect(push.subscribed()).toBe(false));
    expect(screen.getByRole('button', { name: 'Tell me about my orders' })).toBeTruthy();
  });

  it('says so when the shop has no push key, and subscribes nothing', async () => {
    const push = pushServiceOfThisTest();
    openOrderPage({ [KEY_PATH]: { data: { publicKey: null } } });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Tell me about my orders' }));
    await screen.findByText(/Order updates on this phone are not available yet/);
    expect(push.subscribe).not.toHaveBeenCalled();
  });

  it('says where to allow notifications once the shopper refused them', async () => {
    pushServiceOfThisTest({ refuse: true });
    openOrderPage();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Tell me about my orders' }));
    await screen.findByText(/Notifications are blocked for this shop/);
  });

  it('is not offered where the browser has no push service', async () => {
    openOrderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(screen.queryByRole('region', { name: 'Order updates on this phone' })).toBeNull();
  });

  it('is not offered without the shop’s service worker (a first visit, or development)', async () => {
    pushServiceOfThisTest();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
    openOrderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Order updates on this phone' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    act(() => chooseLocale('hi'));
    pushServiceOfThisTest();
    openOrderPage();
    const hindi = await screen.findByRole('region', { name: 'इस फ़ोन पर ऑर्डर की ख़बर' });
    fireEvent.click(await within(hindi).findByRole('button', { name: 'मेरे ऑर्डर की ख़बर दें' }));
    expect(await within(hindi).findByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });
});
