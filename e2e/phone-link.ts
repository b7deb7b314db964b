import { connect, createServer, type Socket } from 'node:net';

/**
 * The phone's link itself: a TCP relay between Chromium and the shop that a test can cut, or stall, while the
 * browser still says online. Playwright's routes (network-faults.ts) turn Chromium's HTTP cache off, and their
 * faults are resets; below the browser, everything above the link works as on a phone: the HTTP cache, the
 * service worker, the app, and Chromium's own connections. The shop is reached at the relay's own origin
 * (`origin`), so a test that opens it starts with a phone of its own.
 */
export interface PhoneLink {
  /** `http://<the shop's host>:<port>`: the shop, through this link. */
  readonly origin: string;
  /** Nothing gets through: every connection open or opened from now on is reset. */
  cut(): void;
  /**
   * Nothing comes back and nothing says so, as on a dead signal that sends no reset: every connection open or opened
   * from now on is held open and its answers dropped, so a request waits for an answer that never arrives. With
   * `requestsArrive`, what the phone sends still reaches the shop, which acts on it: the answer is what is lost.
   * A connection opened meanwhile is accepted (on a dead link it would not be): what is tested is an answer that
   * does not come, not a connection that cannot be made.
   */
  stall(options?: { requestsArrive?: boolean }): void;
  /** Carries again. The connections a stall held die (as a dead signal's do once it returns); new ones carry. */
  mend(): void;
  close(): Promise<void>;
}

/** A link to the shop at `shopUrl` (its base URL), reached at the relay's own origin on the same host. */
export async function openPhoneLink(shopUrl: string): Promise<PhoneLink> {
  const { hostname, port } = new URL(shopUrl);
  let state: 'open' | 'cut' | 'stalled' | 'answers lost' = 'open';
  /** Each connection from the phone, and its own to the shop (none while a stall holds it without one). */
  const links = new Map<Socket, Socket | undefined>();

  /** Held open: nothing goes back to the phone, and what it sends reaches the shop only if `toShop` is given. */
  const hold = (phone: Socket, shop: Socket | undefined, toShop: boolean) => {
    shop?.unpipe(phone);
    shop?.resume();
    if (toShop) return;
    phone.unpipe();
    phone.resume();
    shop?.destroy();
  };
  const relay = createServer((phone) => {
    phone.on('error', () => {}); // a reset phone side: what the link is for
    if (state === 'cut') {
      phone.resetAndDestroy();
      return;
    }
    const shop = state === 'stalled' ? undefined : connect(Number(port), hostname);
    links.set(phone, shop);
    phone.on('close', () => {
      shop?.destroy();
      links.delete(phone);
    });
    if (!shop) return hold(phone, undefined, false);
    // A shop that fails closes the phone's connection, unless a stall holds it: then nothing says so.
    shop.on('error', () => state === 'open' && phone.destroy());
    phone.pipe(shop);
    if (state === 'answers lost') hold(phone, shop, true);
    else shop.pipe(phone);
  });
  await new Promise<void>((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, hostname, resolve);
  });
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  const everyLink = () => [...links];
  return {
    origin: `http://${hostname}:${address.port}`,
    cut() {
      state = 'cut';
      for (const [phone, shop] of everyLink()) {
        phone.resetAndDestroy();
        shop?.destroy();
      }
    },
    stall({ requestsArrive = false } = {}) {
      state = requestsArrive ? 'answers lost' : 'stalled';
      for (const [phone, shop] of everyLink()) hold(phone, shop, requestsArrive);
    },
    mend() {
      const stalled = state === 'stalled' || state === 'answers lost';
      state = 'open';
      // While stalled every connection was held.
      if (stalled) for (const [phone] of everyLink()) phone.resetAndDestroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [phone, shop] of everyLink()) {
          phone.destroy();
          shop?.destroy();
        }
        relay.close(() => resolve());
      }),
  };
}
