import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { sayIn } from '../i18n/say';
import { openTestShop, type TestShop } from '../test/test-shop';
import { httpMessages } from './messages';
import { clientIp, hit, pruneRateLimits, rateLimit } from './rate-limit';
import type { AppEnv } from './session';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const MINUTE = 60 * 1000;
let keys = 0;
const freshKey = () => `test:${++keys}:${Math.random()}`;

describe('hit', () => {
  it('allows `limit` hits in a window, then refuses until the window ends', async () => {
    const key = freshKey();
    const start = shop.clock.now();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(shop.deps.db, key, 3, 10 * MINUTE, start));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(600);

    const later = new Date(start.getTime() + 4 * MINUTE);
    const stillRefused = await hit(shop.deps.db, key, 3, 10 * MINUTE, later);
    expect(stillRefused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 360 });

    // The window is fixed: it ends 10 minutes after the first hit, however many hits came since.
    const nextWindow = new Date(start.getTime() + 10 * MINUTE);
    expect(await hit(shop.deps.db, key, 3, 10 * MINUTE, nextWindow)).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 600,
    });
  });

  it('keeps keys apart', async () => {
    const a = freshKey();
    const b = freshKey();
    const now = shop.clock.now();
    await hit(shop.deps.db, a, 1, MINUTE, now);
    expect((await hit(shop.deps.db, a, 1, MINUTE, now)).allowed).toBe(false);
    expect((await hit(shop.deps.db, b, 1, MINUTE, now)).allowed).toBe(true);
  });

  it('counts racing hits exactly: one upsert per hit', async () => {
    const key = freshKey();
    const now = shop.clock.now();
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(shop.deps.db, key, 10, MINUTE, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const [row] = await shop.deps.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(25);
  });

  it('prunes only windows that have ended', async () => {
    const ended = freshKey();
    const live = freshKey();
    const now = shop.clock.now();
    await hit(shop.deps.db, ended, 5, MINUTE, new Date(now.getTime() - 2 * MINUTE));
    await hit(shop.deps.db, live, 5, MINUTE, now);
    await pruneRateLimits(shop.deps.db, now);
    const left = (await shop.deps.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(left).toContain(live);
    expect(left).not.toContain(ended);
  });
});

describe('rateLimit middleware', () => {
  function app(key: (ip: string) => string | undefined) {
    return new Hono<AppEnv>()
      .use(
        rateLimit(shop.deps, {
          key: (c) => key(c.req.header('X-Test-Ip') ?? ''),
          limit: 2,
          windowMs: 90 * 1000,
          message: 'Slow down.',
        }),
      )
      .get('/', (c) => c.text('ok'));
  }

  it('answers 429 with Retry-After and a message saying when to retry', async () => {
    const prefix = freshKey();
    const limited = app((ip) => `${prefix}:${ip}`);
    const call = (ip: string) => limited.request('/', { headers: { 'X-Test-Ip': ip } });
    expect((await call('1.1.1.1')).status).toBe(200);
    expect((await call('1.1.1.1')).status).toBe(200);
    const refused = await call('1.1.1.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('90');
    expect(await refused.json()).toEqual({ success: false, message: 'Slow down. Please try again in 2 minutes.' });
    expect((await call('2.2.2.2')).status).toBe(200);
  });

  it('lets requests without a key through uncounted', async () => {
    const open = app(() => undefined);
    for (let i = 0; i < 5; i++) expect((await open.request('/')).status).toBe(200);
  });
});

describe('clientIp', () => {
  const ipOf = async (proxy: { trust: boolean; hops?: number }, headers: Record<string, string> = {}) => {
    const settings = { TRUST_PROXY: proxy.trust, TRUST_PROXY_HOPS: proxy.hops ?? 1 };
    const response = await new Hono().get('/', (c) => c.text(clientIp(c, settings))).request('/', { headers });
    return response.text();
  };

  it('takes the address our proxy appended, never one the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 198.51.100.9"; the proxy appended the address it saw.
    const spoofed = { 'X-Forwarded-For': '198.51.100.9, 203.0.113.7' };
    expect(await ipOf({ trust: true }, spoofed)).toBe('203.0.113.7');
    expect(await ipOf({ trust: true }, { 'X-Forwarded-For': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await ipOf({ trust: true }, { 'X-Forwarded-For': '2001:db8::1' })).toBe('2001:db8::1');
    // Without TRUST_PROXY the header is the client's word alone.
    expect(await ipOf({ trust: false }, spoofed)).toBe('unknown');
  });

  it('counts back TRUST_PROXY_HOPS entries behind a chain of proxies', async () => {
    // client -> CDN (appends the client) -> load balancer (appends the CDN) -> us
    const chain = { 'X-Forwarded-For': '198.51.100.9, 203.0.113.7, 10.0.0.2' };
    expect(await ipOf({ trust: true, hops: 2 }, chain)).toBe('203.0.113.7');
    expect(await ipOf({ trust: true, hops: 1 }, chain)).toBe('10.0.0.2');
    // Fewer entries than hops: all were written by our proxies; the leftmost is furthest out.
    expect(await ipOf({ trust: true, hops: 3 }, { 'X-Forwarded-For': '203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('ignores a forwarded value that is not an IP address', async () => {
    expect(await ipOf({ trust: true }, { 'X-Forwarded-For': 'x'.repeat(500) })).toBe('unknown');
    expect(await ipOf({ trust: true }, { 'X-Forwarded-For': '203.0.113.7, not-an-ip' })).toBe('unknown');
    expect(await ipOf({ trust: true })).toBe('unknown');
  });
});

describe("a refusal's wait", () => {
  it('speaks in seconds under a minute and in whole minutes (rounded up) above, in each language', () => {
    const refusedIn = (locale: 'en' | 'hi', seconds: number) =>
      sayIn(locale, httpMessages).tryAgainLater({ refusal: 'Too many tries.', seconds });
    expect(refusedIn('en', 1)).toBe('Too many tries. Please try again in 1 second.');
    expect(refusedIn('en', 20)).toBe('Too many tries. Please try again in 20 seconds.');
    expect(refusedIn('en', 60)).toBe('Too many tries. Please try again in 1 minute.');
    expect(refusedIn('en', 61)).toBe('Too many tries. Please try again in 2 minutes.');
    expect(refusedIn('en', 3600)).toBe('Too many tries. Please try again in 60 minutes.');
    expect(refusedIn('hi', 20)).toBe('Too many tries. 20 सेकंड बाद फिर कोशिश करें।');
    expect(refusedIn('hi', 61)).toBe('Too many tries. 2 मिनट बाद फिर कोशिश करें।');
  });
});
