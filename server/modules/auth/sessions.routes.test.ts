import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EndSessionResponseSchema, LogoutAllResponseSchema, SessionListResponseSchema } from '../../../contract/auth';
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
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
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
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await response.text();
    const tokenHashes = (await sessionRowsOf(shopper.user.id)).map((row) => row.tokenHash);
    for (const hash of tokenHashes) expect(text).not.toContain(hash);
    const now = shop.clock.now().getTime();
    const listed = v.parse(SessionListResponseSchema, JSON.parse(text)).data;
    expect(listed.map(({ id: _, ...shown }) => shown)).toEqual([
      { current: true, device: 'Unknown device', createdAt: iso(now), lastSeenAt: iso(now) },
      { current: false, device: 'Chrome on Android', createdAt: iso(now - 60_000), lastSeenAt: iso(now - 60_000) },
      { current: false, device: 'Firefox on Windows', createdAt: iso(now - 120_000), lastSeenAt: iso(now - 120_000) },
    ]);
    // Each line names its own session by an id of its own, unrelated to the cookie's token.
    const rowIds = new Set((await sessionRowsOf(shopper.user.id)).map((row) => row.id));
    expect(new Set(listed.map((session) => session.id)).size).toBe(3);
    for (const session of listed) expect(rowIds.has(session.id)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    await expectFailure(await apiRequest(shop, 'GET', '/api/auth/sessions'), 401);
  });
});

describe('POST /api/auth/sessions/end', () => {
  const END = '/api/auth/sessions/end';

  async function idsListedFor(request: (method: string, path: string) => Promise<Response>) {
    const body = v.parse(SessionListResponseSchema, await (await request('GET', '/api/auth/sessions')).json());
    return body.data;
  }

  it('signs one other device out: its cookie stops working, the rest stay signed in', async () => {
    const shopper = await signedInShopper(shop);
    const phone = await extraSession(shop, shopper.user.id, { userAgent: ANDROID_CHROME, createdAgoMs: 60_000 });
    const laptop = await extraSession(shop, shopper.user.id, { userAgent: WINDOWS_FIREFOX, createdAgoMs: 120_000 });
    const listed = await idsListedFor(shopper.request);
    const phoneLine = listed.find((session) => session.device === 'Chrome on Android');
    if (!phoneLine) throw new Error('the phone was not listed');

    const response = await shopper.request('POST', END, { sessionId: phoneLine.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(v.parse(EndSessionResponseSchema, await response.json()).data).toBeNull();
    // This browser keeps its cookie.
    expect(response.headers.getSetCookie()).toEqual([]);

    expect(await sessionUserId(shop, phone.cookie)).toBeNull();
    await expectFailure(await phone.request('GET', '/api/user/getUser'), 401);
    expect(await sessionUserId(shop, laptop.cookie)).toBe(shopper.user.id);
    expect(await sessionUserId(shop, shopper.cookie)).toBe(shopper.user.id);
    expect((await idsListedFor(shopper.request)).map((session) => session.device)).toEqual([
      'Unknown device',
      'Firefox on Windows',
    ]);

    // Ending it again: it is gone.
    await expectFailure(await shopper.request('POST', END, { sessionId: phoneLine.id }), 404);
  });

  it("answers another shopper's session exactly like one that does not exist (404), and ends nothing", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const othersLaptop = await extraSession(shop, other.user.id, { userAgent: WINDOWS_FIREFOX });
    const othersIds = (await idsListedFor(other.request)).map((session) => session.id);

    const answers: string[] = [];
    for (const sessionId of [...othersIds, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b']) {
      const response = await shopper.request('POST', END, { sessionId });
      expect(response.status).toBe(404);
      answers.push(await response.text());
    }
    expect(new Set(answers).size).toBe(1);
    expect(await sessionUserId(shop, other.cookie)).toBe(other.user.id);
    expect(await sessionUserId(shop, othersLaptop.cookie)).toBe(other.user.id);
  });

  it("refuses this browser's own session with 409 (Log Out ends it) and keeps it", async () => {
    const shopper = await signedInShopper(shop);
    const [current] = await idsListedFor(shopper.request);
    expect(current?.current).toBe(true);
    const response = await shopper.request('POST', END, { sessionId: current?.id });
    await expectFailure(response, 409);
    expect(await sessionUserId(shop, shopper.cookie)).toBe(shopper.user.id);
  });

  it('refuses a malformed id with 400 without echoing it, and needs a session (401) and this origin (403)', async () => {
    const shopper = await signedInShopper(shop);
    const laptop = await extraSession(shop, shopper.user.id);
    const [, laptopLine] = await idsListedFor(shopper.request);
    for (const body of [{}, { sessionId: 'not-a-session' }, { sessionId: 42 }]) {
      const response = await shopper.request('POST', END, body);
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain('not-a-session');
    }
    await expectFailure(await apiRequest(shop, 'POST', END, { sessionId: laptopLine?.id }), 401);
    const crossSite = await shopper.request(
      'POST',
      END,
      { sessionId: laptopLine?.id },
      { Origin: 'https://evil.example' },
    );
    await expectFailure(crossSite, 403);
    expect(await sessionUserId(shop, laptop.cookie)).toBe(shopper.user.id);
  });
});

function iso(ms: number) {
  return new Date(ms).toISOString();
}
