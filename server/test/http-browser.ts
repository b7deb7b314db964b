import { orderTotal } from '../../contract/order';
import { cookieHeader, keepCookies, randomPhone, registration } from '../modules/auth/test-browser';

/**
 * One shopper's browser against real server processes (tests that start them): keeps the cookies the
 * servers set, whichever server answered, and sends them back.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  async call<T = unknown>(base: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...cookieHeader(this.cookies) },
      body: body ? JSON.stringify(body) : undefined,
    });
    keepCookies(this.cookies, response.headers.getSetCookie());
    return { status: response.status, body: (await response.json()) as { data: T } };
  }

  /** A new shopper signed in through the real flow (sendOtp, verifyOtp with the demo code, register). */
  async register(base: string): Promise<string> {
    const phone = randomPhone();
    const sent = await this.call<{ devCode: string }>(base, 'POST', '/api/auth/sendOtp', { phone });
    if (sent.status !== 200) throw new Error(`sendOtp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    const verified = await this.call(base, 'POST', '/api/auth/verifyOtp', { phone, otp: sent.body.data.devCode });
    if (verified.status !== 200) throw new Error(`verifyOtp answered ${verified.status}`);
    const registered = await this.call(base, 'POST', '/api/auth/register', registration(phone));
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    return phone;
  }
}

/** Polls `read` until `check` holds; fails after `ms`. Returns how long it took. */
export async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (check(await read())) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A delivery address the tests add before placing an order (addAddress answers with its id). */
export const TEST_ADDRESS = {
  name: 'Home',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

/** A cash-on-delivery confirmOrder body for a shopper's first order (10 % off, decision 013). */
export function firstCodOrder(addressId: string, items: { productId: number; quantity: number; price: number }[]) {
  return { addressId, total: orderTotal(items, true), items, method: 'COD', time: '2026-11-21T15:30:00' };
}
