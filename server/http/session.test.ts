import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSessionResponseSchema } from '../../contract/auth';
import { SHOPPER_HEADER } from '../../contract/personal-answers';
import { sessions } from '../db/schema';
import { randomPhone, TestBrowser } from '../modules/auth/test-browser';
import { openTestShop, type TestShop } from '../test/test-shop';
import { hashToken, isHttps } from './session';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function sessionUserOf(browser: TestBrowser) {
  const response = await browser.request('GET', '/api/auth/getSession');
  expect(response.status).toBe(200);
  return v.parse(GetSessionResponseSchema, await response.json()).data;
}

async function sessionRow(browser: TestBrowser) {
  const token = browser.cookies.get('kirana_session') ?? '';
  const [row] = await shop.deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

/** A shopper registered and signed in through the one-time-code flow. */
async function signedUpBrowser() {
  const browser = new TestBrowser(shop);
  const user = await browser.register(randomPhone());
  return { browser, user };
}

describe('sessions', () => {
  it('set a session cookie that is HttpOnly, SameSite=Lax, for the whole site and 30 days', async () => {
    const { browser } = await signedUpBrowser();
    const cookie = browser.setCookie('kirana_session') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    // Plain http (a local demo): Secure would make the browser drop it.
    expect(cookie).not.toMatch(/Secure/);
  });

  it('store only a hash of the token', async () => {
    const { browser, user } = await signedUpBrowser();
    const token = browser.cookies.get('kirana_session') ?? '';
    const rows = await shop.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('end after 30 days without a visit, and the row is removed', async () => {
    const { browser, user } = await signedUpBrowser();
    shop.clock.advance(30 * DAY - 60 * 1000);
    expect((await sessionUserOf(browser))?.id).toBe(user.id);
    // That visit moved the idle window on.
    shop.clock.advance(29 * DAY);
    expect((await sessionUserOf(browser))?.id).toBe(user.id);

    shop.clock.advance(30 * DAY + 1000);
    expect(await sessionUserOf(browser)).toBeNull();
    expect(await sessionRow(browser)).toBeUndefined();
  });

  it('end 90 days after sign-in however often the shopper comes back', async () => {
    const { browser, user } = await signedUpBrowser();
    for (let day = 20; day < 90; day += 20) {
      shop.clock.advance(20 * DAY);
      expect((await sessionUserOf(browser))?.id, `day ${day}`).toBe(user.id);
    }
    // Day 80 now; the last visit was just now, so only the absolute limit can end it.
    shop.clock.advance(10 * DAY - 1000);
    expect((await sessionUserOf(browser))?.id).toBe(user.id);
    shop.clock.advance(1000);
    expect(await sessionUserOf(browser)).toBeNull();
  });

  it('are not touched on every request: lastSeenAt moves at most every 10 minutes', async () => {
    const { browser } = await signedUpBrowser();
    const before = (await sessionRow(browser))?.lastSeenAt.getTime();
    shop.clock.advance(5 * 60 * 1000);
    await sessionUserOf(browser);
    expect((await sessionRow(browser))?.lastSeenAt.getTime()).toBe(before);
    shop.clock.advance(6 * 60 * 1000);
    await sessionUserOf(browser);
    expect((await sessionRow(browser))?.lastSeenAt.getTime()).toBe(shop.clock.now().getTime());
  });

  it("name their shopper on every personal answer, never on a public one or a visitor's", async () => {
    const { browser, user } = await signedUpBrowser();
    for (const path of [
      '/api/auth/getSession',
      `/api/user/cart/getCartItems?userId=${user.id}`,
      '/api/auth/sessions',
    ]) {
      const answer = await browser.request('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get(SHOPPER_HEADER), path).toBe(user.id);
    }
    // A shared cache may keep a public answer: it carries nobody's id.
    const catalog = await browser.request('GET', '/api/user/product/getFeaturedProducts');
    expect(catalog.headers.get('Cache-Control')).toMatch(/^public/);
    expect(catalog.headers.has(SHOPPER_HEADER)).toBe(false);

    const visitor = new TestBrowser(shop);
    const signedOut = await visitor.request('GET', '/api/auth/getSession');
    expect(signedOut.headers.has(SHOPPER_HEADER)).toBe(false);
    const refused = await visitor.request('GET', `/api/user/cart/getCartItems?userId=${user.id}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.has(SHOPPER_HEADER)).toBe(false);
  });

  it('use __Host- cookies marked Secure over https', async () => {
    const browser = new TestBrowser(shop, undefined, 'https://shop.example');
    await browser.register(randomPhone());
    const cookie = browser.setCookie('__Host-kirana_session') ?? '';
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    expect(browser.cookies.has('kirana_session')).toBe(false);
    expect(await sessionUserOf(browser)).not.toBeNull();
  });
});

describe('isHttps', () => {
  const protocolOf = async (url: string, trustProxy: boolean, forwardedProto?: string) => {
    const headers: Record<string, string> = forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : {};
    const response = await new Hono()
      .get('/', (c) => c.text(isHttps(c, trustProxy) ? 'https' : 'http'))
      .request(url, {
        headers,
      });
    return response.text();
  };

  it('believes X-Forwarded-Proto only behind a trusted proxy, and only the entry the proxy appended', async () => {
    expect(await protocolOf('http://shop.example/', true, 'https')).toBe('https');
    expect(await protocolOf('http://shop.example/', false, 'https')).toBe('http');
    // The client wrote "https" itself; the proxy it reached over plain http appended "http".
    expect(await protocolOf('http://shop.example/', true, 'https, http')).toBe('http');
    expect(await protocolOf('https://shop.example/', true)).toBe('https');
  });
});
