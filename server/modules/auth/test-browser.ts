import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { RegisterBody } from '../../../contract/auth';
import { apiRequest } from '../../test/shopper';
import type { TestShop } from '../../test/test-shop';

/** A random Indian mobile number in E.164. */
export function randomPhone(): string {
  return `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The Cookie header a browser holding `cookies` sends (none when it holds none). */
export function cookieHeader(cookies: Map<string, string>): Record<string, string> {
  return cookies.size > 0 ? { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
}

/** Keeps or forgets cookies by the answer's Set-Cookie lines, by name, as a browser does. */
export function keepCookies(cookies: Map<string, string>, setCookieLines: readonly string[]) {
  for (const line of setCookieLines) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
}

/**
 * One browser for auth tests: keeps the cookies the server sets (as a browser would, by name) and
 * sends them back, from its own IP address (X-Forwarded-For; the shop must run with TRUST_PROXY).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last response. */
  lastSetCookies: string[] = [];

  constructor(
    private readonly shop: TestShop,
    public ip = randomIp(),
    private readonly origin = '',
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await apiRequest(this.shop, method, `${this.origin}${path}`, body, {
      'X-Forwarded-For': this.ip,
      ...cookieHeader(this.cookies),
      ...headers,
    });
    this.lastSetCookies = response.headers.getSetCookie();
    keepCookies(this.cookies, this.lastSetCookies);
    return response;
  }

  /** The Set-Cookie line of the last response for `name`. */
  setCookie(name: string): string | undefined {
    return this.lastSetCookies.find((line) => line.startsWith(`${name}=`));
  }

  /** sendOtp and the demo code it answers with. */
  async sendOtp(phone: string): Promise<string> {
    const response = await this.request('POST', '/api/auth/sendOtp', { phone });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { devCode?: string } };
    if (!body.data.devCode) throw new Error('sendOtp gave no devCode: is the shop in demo mode?');
    return body.data.devCode;
  }

  /** sendOtp then verifyOtp: the phone is verified in this browser. */
  async verify(phone: string) {
    const code = await this.sendOtp(phone);
    const response = await this.request('POST', '/api/auth/verifyOtp', { phone, otp: code });
    expect(response.status).toBe(200);
  }

  /** A new shopper, signed in in this browser through the real flow. */
  async register(phone: string, overrides: Partial<RegisterBody> = {}) {
    await this.verify(phone);
    const response = await this.request('POST', '/api/auth/register', registration(phone, overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data;
  }
}

export function registration(phone: string, overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    name: 'Meera Iyer',
    email: 'Meera.Iyer@Example.in',
    phone,
    addressLine1: '12, 3rd Cross, Indiranagar',
    addressLine2: 'Near the temple',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    country: 'India',
    isDefault: true,
    ...overrides,
  };
}
