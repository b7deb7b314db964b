import { connect, createServer, type Socket } from 'node:net';

/**
 * The phone's link itself: a TCP relay between Chromium and the shop that a test can cut, or stall, while the
 * browser still says online. Playwright's routes (network-faults.ts) turn Chromium's HTTP cache off; below the browser,
 * everything above the link works as on a phone: the HTTP cache, the service worker, the app. The shop is
 * reached at the relay's own origin (`origin`), so a test that opens it starts with a phone of its own.
 */
export interface PhoneLink {
  /** `http://<the shop's host>:<port>`: the shop, through this link. */
  readonly origin: string;
  /** Nothing gets through: every connection open or opened from now on is reset. */
  cut(): void;
  /**
   * Nothing gets through and nothing says so: every connection open or opened from now on is held open and what
   * it carries dropped, as on a dead signal where no reset ever comes. A request then waits for an answer that
   * never arrives.
   */
  stall(): void;
  close(): Promise<void>;
}

/** A link to the shop at `shopUrl` (its base URL), reached at the relay's own origin on the same host. */
export async function openPhoneLink(shopUrl: string): Promise<PhoneLink> {
  const { hostname, port } = new URL(shopUrl);
  let state: 'open' | 'cut' | 'stalled' = 'open';
  const open = new Set<Socket>();
  /** Each phone-side connection's own connection to the shop. */
  const shops = new Map<Socket, Socket>();
  /** Held open, carrying nothing: what comes in is read and dropped, nothing goes out. */
  const hold = (phone: Socket) => {
    phone.unpipe();
    phone.resume();
  };
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const relay = createServer((phone) => {
    phone.on('error', () => {}); // a reset phone side: what the link is for
    if (state === 'cut') {
      phone.resetAndDestroy();
      return;
    }
    keep(phone);
    if (state === 'stalled') {
      hold(phone);
      return;
    }
    const shop = connect(Number(port), hostname);
    keep(shop);
    shops.set(phone, shop);
    phone.on('close', () => {
      shop.destroy();
      shops.delete(phone);
    });
    shop.on('error', () => state === 'open' && phone.destroy());
    phone.pipe(shop).pipe(phone);
  });
  await new Promise<void>((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, hostname, resolve);
  });
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    origin: `http://${hostname}:${address.port}`,
    cut() {
      state = 'cut';
      for (const socket of open) socket.resetAndDestroy();
    },
    stall() {
      state = 'stalled';
      for (const [phone, shop] of shops) {
        shop.unpipe();
        shop.destroy();
        hold(phone);
      }
      shops.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
