import { connect, createServer, type Socket } from 'node:net';

/**
 * The phone's link itself: a TCP relay between Chromium and the shop that a test can cut while the browser still
 * says online. Playwright's routes (network-faults.ts) turn Chromium's HTTP cache off; below the browser,
 * everything above the link works as on a phone: the HTTP cache, the service worker, the app. The shop is
 * reached at the relay's own origin (`origin`), so a test that opens it starts with a phone of its own.
 */
export interface PhoneLink {
  /** `http://127.0.0.1:<port>`: the shop, through this link. */
  readonly origin: string;
  /** Nothing gets through: every connection open or opened from now on is reset. */
  cut(): void;
  close(): Promise<void>;
}

export async function openPhoneLink(shopPort: number): Promise<PhoneLink> {
  let isCut = false;
  const open = new Set<Socket>();
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const relay = createServer((phone) => {
    if (isCut) {
      phone.resetAndDestroy();
      return;
    }
    const shop = connect(shopPort, '127.0.0.1');
    keep(phone);
    keep(shop);
    phone.on('error', () => shop.destroy());
    shop.on('error', () => phone.destroy());
    phone.pipe(shop).pipe(phone);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    cut() {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
