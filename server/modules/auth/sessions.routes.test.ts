import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogoutAllResponseSchema, SessionListResponseSchema } from '../../../contract/auth';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { sessions } from '../../db/schema';
import { SESSION_IDLE_MS } from '../../http/session';
import { apiRequest, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { extraSession, sessionUserId } from './test-sessions';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(v.parse(FailureEnvelopeSchema, await response.json()).message.length).toBeGreaterThan(0);
}

function sessionRowsOf(userId: string) {
  return shop.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe('POST /api/auth/logoutAll', () => {
  it("ends every session of the shopper, this browser's cookie included, and no one else's", async () => {
    const shopper = await signedInShopper(shop);
    const phone = await extraSession(shop, shopper.user.id, { userAgent: ANDROID_CHROME });
    const laptop = await extraSession(shop, shopper.user.id, { userAgent: WINDOWS_FIREFOX });
    const other = await signedInShopper(shop);
    const othersSecond = await extraSession(shop, other.user.id);

    const response = await shopper.request('POST', '/api/auth/logoutAll');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(v.parse(LogoutAllResponseSchema, await response.json()).data).toEqual({ endedSessions: 3 });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/kirana_session=;.*Max-Age=0/i);

    for (const cookie of [shopper.cookie, phone.cookie, laptop.cookie]) {
      expect(await sessionUserId(shop, cookie)).toBeNull();
    }
    expect(await sessionRowsOf(shopper.user.id)).toEqual([]);
    expect(await sessionUserId(shop, other.cookie)).toBe(other.user.id);
    expect(await sessionUserId(shop, othersSecond.cookie)).toBe(other.user.id);
    await expectFailure(await phone.request('GET', '/api/user/getUser'), 401);
  });

  it('answers 401 without a session', async () => {
    await expectFailure(await apiRequest(shop, 'POST', '/api/auth/logoutAll'), 401);
  });

  it('refuses a request from another origin, ending nothing', async () => {
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('POST', '/api/auth/logoutAll', undefined, {
      Origin: 'https://evil.example',
    });
    await expectFailure(response, 403);
    expect(await sessionUserId(shop, shopper.cookie)).toBe(shopper.user.id);
  });
});

describe('GET /api/auth/sessions', () => {
  it("lists the shopper's live sessions, this one first, with a device name and no token", async () => {
    const shopper = await signedInShopper(shop);
    await extraSession(shop, shopper.user.id, { userAgent: WINDOWS_FIREFOX, createdAgoMs: 2 * 60_000 });
    await extraSession(shop, shopper.user.id, { userAgent: ANDROID_CHROME, createdAgoMs: 60_000 });
    // Idle past the window: already dead, so not listed.
    await extraSession(shop, shopper.user.id, { userAgent: ANDROID_CHROME, createdAgoMs: SESSION_IDLE_MS + 60_000 });
    await signedInShopper(shop);

    const response = await shopper.request('GET', '/api/auth/sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    const tokenHashes = (await sessionRowsOf(shopper.user.id)).map((row) => row.tokenHash);
    for (const hash of tokenHashes) expect(text).not.toContain(hash);
    const now = shop.clock.now().getTime();
    expect(v.parse(SessionListResponseSchema, JSON.parse(text)).data).toEqual([
      { current: true, device: 'Unknown device', createdAt: iso(now), lastSeenAt: iso(now) },
      { current: false, device: 'Chrome on Android', createdAt: iso(now - 60_000), lastSeenAt: iso(now - 60_000) },
      { current: false, device: 'Firefox on Windows', createdAt: iso(now - 120_000), lastSeenAt: iso(now - 120_000) },
    ]);
  });

  it('answers 401 without a session', async () => {
    await expectFailure(await apiRequest(shop, 'GET', '/api/auth/sessions'), 401);
  });
});

function iso(ms: number) {
  return new Date(ms).toISOString();
}
