import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckUserExistsResponseSchema,
  GetSessionResponseSchema,
  LoginResponseSchema,
  LogoutAllResponseSchema,
  LogoutResponseSchema,
  RegisterResponseSchema,
  SendOtpResponseSchema,
  SessionListResponseSchema,
  VerifyOtpResponseSchema,
} from '../../../contract/auth';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { addresses, otpChallenges, phoneVerifications, sessions, users } from '../../db/schema';
import { hashToken } from '../../http/session';
import { signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { randomPhone, registration, TestBrowser } from './test-browser';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await shop.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Past the resend cooldown. */
const afterCooldown = () => shop.clock.advance(31 * SECOND);

/** A refusal: the envelope, the status, and neither the phone number nor a code anywhere in it. */
async function expectFailure(response: Response, status: number, secrets: string[] = []) {
  expect(response.status).toBe(status);
  const text = await response.text();
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    // The national part too, in case a normalised number were echoed in another form.
    if (secret.startsWith('+91')) expect(text).not.toContain(secret.slice(3));
  }
  const body = v.parse(FailureEnvelopeSchema, JSON.parse(text));
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

async function challengeOf(phone: string) {
  const [row] = await shop.deps.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
  return row;
}

describe('GET /api/auth/getSession', () => {
  it('answers 200 with null when nobody is signed in, and is never cached', async () => {
    const response = await new TestBrowser(shop).request('GET', '/api/auth/getSession');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(v.parse(GetSessionResponseSchema, await response.json()).data).toBeNull();
  });

  it("answers with the signed-in shopper's profile", async () => {
    const shopper = await signedInShopper(shop, { alternatePhone: '+919812345670' });
    const response = await shopper.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await response.json()).data).toEqual(shopper.user);
  });

  it('answers null for a cookie that names no session', async () => {
    const browser = new TestBrowser(shop);
    browser.cookies.set('kirana_session', 'forged-token');
    const response = await browser.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await response.json()).data).toBeNull();
  });
});

describe('POST /api/auth/checkUserExists', () => {
  it('tells whether a number has an account, whatever way the number is written', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    const national = shopper.user.phone.slice(3);
    for (const phone of [shopper.user.phone, `${national.slice(0, 5)} ${national.slice(5)}`, `+91-${national}`]) {
      const response = await browser.request('POST', '/api/auth/checkUserExists', { phone });
      expect(v.parse(CheckUserExistsResponseSchema, await response.json()).data).toEqual({ exists: true });
    }
    const unknown = await browser.request('POST', '/api/auth/checkUserExists', { phone: randomPhone() });
    expect(v.parse(CheckUserExistsResponseSchema, await unknown.json()).data).toEqual({ exists: false });
  });

  it('refuses malformed input with 400, naming the field and echoing nothing', async () => {
    const browser = new TestBrowser(shop);
    const notAPhone = await browser.request('POST', '/api/auth/checkUserExists', { phone: '+9112345' });
    const body = await expectFailure(notAPhone, 400, ['12345']);
    expect(body.errors).toHaveProperty('phone');
    await expectFailure(await browser.request('POST', '/api/auth/checkUserExists', { phone: 9876543210 }), 400, [
      '9876543210',
    ]);
    await expectFailure(await browser.request('POST', '/api/auth/checkUserExists', {}), 400);
    await expectFailure(await browser.request('POST', '/api/auth/checkUserExists', '{"phone":'), 400);
    // Indian numbers start with 6-9.
    await expectFailure(await browser.request('POST', '/api/auth/checkUserExists', { phone: '+915876543210' }), 400, [
      '5876543210',
    ]);
  });

  it('allows 30 checks per IP per 10 minutes, then 429 with Retry-After; other IPs are not affected', async () => {
    const browser = new TestBrowser(shop);
    for (let i = 0; i < 30; i++) {
      const response = await browser.request('POST', '/api/auth/checkUserExists', { phone: randomPhone() });
      expect(response.status).toBe(200);
    }
    const phone = randomPhone();
    const refused = await browser.request('POST', '/api/auth/checkUserExists', { phone });
    const body = await expectFailure(refused, 429, [phone]);
    expect(body.message).toMatch(/try again in \d+ minutes?/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await new TestBrowser(shop).request('POST', '/api/auth/checkUserExists', { phone })).status).toBe(200);

    shop.clock.advance(10 * MINUTE);
    expect((await browser.request('POST', '/api/auth/checkUserExists', { phone })).status).toBe(200);
  });
});

describe('POST /api/auth/sendOtp', () => {
  it('answers known and unknown numbers the same way', async () => {
    const known = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    const knownResponse = await browser.request('POST', '/api/auth/sendOtp', { phone: known.user.phone });
    const unknownPhone = randomPhone();
    const unknownResponse = await browser.request('POST', '/api/auth/sendOtp', { phone: unknownPhone });
    expect(knownResponse.status).toBe(200);
    expect(unknownResponse.status).toBe(200);
    const a = v.parse(SendOtpResponseSchema, await knownResponse.json());
    const b = v.parse(SendOtpResponseSchema, await unknownResponse.json());
    expect({ ...a, data: { ...a.data, devCode: 'x' } }).toEqual({ ...b, data: { ...b.data, devCode: 'x' } });
    expect(a.data).toMatchObject({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(JSON.stringify(a)).not.toContain(known.user.phone.slice(3));
    expect(JSON.stringify(b)).not.toContain(unknownPhone.slice(3));
  });

  it('sends a 6-digit code by SMS (the demo outbox) and stores only its HMAC', async () => {
    const phone = randomPhone();
    const code = await new TestBrowser(shop).sendOtp(phone);
    expect(code).toMatch(/^\d{6}$/);
    const lines = readFileSync(shop.outboxPath, 'utf8').trim().split('\n');
    const message = lines.map((line) => JSON.parse(line)).find((entry) => entry.to === phone);
    expect(message).toMatchObject({
      to: phone,
      code,
      text: `Your Kirana code is ${code}. It expires in 5 minutes. Do not share it.`,
    });
    const stored = await challengeOf(phone);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored).toMatchObject({ failedAttempts: 0, sendCount: 1, consumedAt: null });
    expect(stored?.expiresAt.getTime()).toBe(shop.clock.now().getTime() + 5 * MINUTE);
  });

  it('carries no devCode outside demo mode, and the SMS carries the code', async () => {
    const sent: { to: string; code: string; text: string }[] = [];
    vi.spyOn(shop.deps.sms, 'send').mockImplementation(async (message) => {
      sent.push(message);
    });
    shop.deps.env.DEMO_MODE = false;
    try {
      const phone = randomPhone();
      const browser = new TestBrowser(shop);
      const response = await browser.request('POST', '/api/auth/sendOtp', { phone });
      const body = v.parse(SendOtpResponseSchema, await response.json());
      expect(body.data.devCode).toBeUndefined();
      expect(sent).toHaveLength(1);
      const code = sent[0]?.code ?? '';
      expect(JSON.stringify(body)).not.toContain(code);
      expect(sent[0]?.text).toContain(code);
      const verified = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code });
      expect(verified.status).toBe(200);
    } finally {
      shop.deps.env.DEMO_MODE = true;
    }
  });

  it('gives a new code only after 30 seconds, saying when to retry, and the new code replaces the old', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const first = await browser.sendOtp(phone);

    shop.clock.advance(10 * SECOND);
    const early = await browser.request('POST', '/api/auth/sendOtp', { phone });
    const body = await expectFailure(early, 429, [phone, first]);
    expect(body.message).toContain('try again in 20 seconds');
    expect(early.headers.get('Retry-After')).toBe('20');
    // Another browser (another IP) is held to the same cooldown: it is per number.
    await expectFailure(await new TestBrowser(shop).request('POST', '/api/auth/sendOtp', { phone }), 429, [phone]);

    shop.clock.advance(20 * SECOND);
    let second = await browser.sendOtp(phone);
    while (second === first) {
      // One chance in a million that the CSPRNG repeats itself.
      afterCooldown();
      second = await browser.sendOtp(phone);
    }
    expect((await challengeOf(phone))?.sendCount).toBeGreaterThanOrEqual(2);
    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: first }), 400, [
      phone,
      first,
    ]);
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: second })).status).toBe(200);
  });

  it('lets a shopper who used their code ask for a new one at once (signing out and in again)', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const used = await browser.sendOtp(phone);
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: used })).status).toBe(200);
    shop.clock.advance(5 * SECOND);
    const next = await browser.sendOtp(phone);
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: next })).status).toBe(200);
  });

  it('sends at most 5 codes per number per hour, from any IP', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i++) {
      await new TestBrowser(shop).sendOtp(phone);
      afterCooldown();
    }
    const refused = await new TestBrowser(shop).request('POST', '/api/auth/sendOtp', { phone });
    const body = await expectFailure(refused, 429, [phone]);
    expect(body.message).toMatch(/this number.*try again in \d+ minutes/);

    shop.clock.advance(60 * MINUTE);
    await new TestBrowser(shop).sendOtp(phone);
  });

  it('sends at most 20 codes per IP per hour, whatever the numbers', async () => {
    const browser = new TestBrowser(shop);
    for (let i = 0; i < 20; i++) await browser.sendOtp(randomPhone());
    const phone = randomPhone();
    const refused = await browser.request('POST', '/api/auth/sendOtp', { phone });
    const body = await expectFailure(refused, 429, [phone]);
    expect(body.message).toMatch(/network/);
    expect(await challengeOf(phone)).toBeUndefined();
    await new TestBrowser(shop).sendOtp(phone);
  });

  it('answers 502 when the SMS cannot be sent, leaves no usable code and allows an immediate retry', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const first = await browser.sendOtp(phone);
    await expectFailure(
      await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: first === '000000' ? '000001' : '000000' }),
      400,
    );
    afterCooldown();
    let lost = '';
    vi.spyOn(shop.deps.sms, 'send').mockImplementationOnce(async (message) => {
      lost = message.code;
      throw new Error('SMS gateway answered 503');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await browser.request('POST', '/api/auth/sendOtp', { phone });
    const body = await expectFailure(response, 502, [phone]);
    expect(body.message).toMatch(/could not send/);
    expect(lost).toMatch(/^\d{6}$/);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(lost);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(phone.slice(3));

    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: lost }), 400, [phone, lost]);
    // Neither the lost code nor the first one works; the wrong tries so far still count.
    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: first }), 400);
    expect((await challengeOf(phone))?.failedAttempts).toBe(3);
    const retried = await browser.sendOtp(phone);
    expect((await challengeOf(phone))?.failedAttempts).toBe(3);
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: retried })).status).toBe(200);
  });

  it('refuses malformed input with 400 and echoes nothing', async () => {
    const browser = new TestBrowser(shop);
    await expectFailure(await browser.request('POST', '/api/auth/sendOtp', { phone: 'call me' }), 400, ['call me']);
    await expectFailure(await browser.request('POST', '/api/auth/sendOtp', { phone: ['+919876543210'] }), 400, [
      '+919876543210',
    ]);
    await expectFailure(await browser.request('POST', '/api/auth/sendOtp', '{"phone":"+9198'), 400, ['+9198']);
  });
});

describe('POST /api/auth/verifyOtp', () => {
  it('verifies the phone for this browser: an HttpOnly, SameSite=Lax cookie whose token is stored only hashed', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    const response = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: ` ${code} ` });
    expect(response.status).toBe(200);
    const body = v.parse(VerifyOtpResponseSchema, await response.json());
    expect(body.data).toEqual({ verified: true, registered: false });
    expect(JSON.stringify(body)).not.toContain(code);

    const cookie = browser.setCookie('kirana_verify') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\//);
    const token = browser.cookies.get('kirana_verify') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await shop.deps.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(shop.clock.now().getTime() + 10 * MINUTE);
  });

  it('says registered: true for a number with an account', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(shopper.user.phone);
    const response = await browser.request('POST', '/api/auth/verifyOtp', { phone: shopper.user.phone, otp: code });
    expect(v.parse(VerifyOtpResponseSchema, await response.json()).data).toEqual({ verified: true, registered: true });
  });

  it('accepts a code only once', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code })).status).toBe(200);
    const again = await new TestBrowser(shop).request('POST', '/api/auth/verifyOtp', { phone, otp: code });
    const body = await expectFailure(again, 400, [phone, code]);
    expect(body.message).toMatch(/Invalid or expired code/);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    shop.clock.advance(5 * MINUTE);
    const late = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code });
    expect((await expectFailure(late, 400, [phone, code])).message).toMatch(/Invalid or expired code/);
    expect(browser.cookies.has('kirana_verify')).toBe(false);
  });

  it('answers 400 for a number that was never sent a code', async () => {
    const phone = randomPhone();
    const response = await new TestBrowser(shop).request('POST', '/api/auth/verifyOtp', { phone, otp: '123456' });
    await expectFailure(response, 400, [phone, '123456']);
  });

  it('counts wrong codes: after 5 the code is dead, even the right one fails, and a new code is needed', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: wrong });
      messages.push((await expectFailure(response, 400, [phone, code, wrong])).message);
    }
    expect(messages[0]).toBe('Invalid or expired code. 4 tries left.');
    expect(messages[3]).toBe('Invalid or expired code. 1 try left.');
    expect(messages[4]).toBe('Invalid or expired code. Please request a new code.');
    expect((await challengeOf(phone))?.failedAttempts).toBe(5);

    const right = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code });
    expect((await expectFailure(right, 429, [phone, code])).message).toMatch(/request a new code/);
    expect(browser.cookies.has('kirana_verify')).toBe(false);
    expect((await challengeOf(phone))?.failedAttempts).toBe(5);

    afterCooldown();
    const fresh = await browser.sendOtp(phone);
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: fresh })).status).toBe(200);
  });

  it('keeps the failure count when a new code is sent while the old one is live', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const first = await browser.sendOtp(phone);
    const wrong = (code: string) => (code === '999999' ? '999998' : '999999');
    for (let i = 0; i < 3; i++) {
      await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: wrong(first) }), 400);
    }
    afterCooldown();
    const second = await browser.sendOtp(phone);
    expect((await challengeOf(phone))?.failedAttempts).toBe(3);
    const fourth = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: wrong(second) });
    expect((await expectFailure(fourth, 400)).message).toBe('Invalid or expired code. 1 try left.');
    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: wrong(second) }), 400);
    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: second }), 429, [
      phone,
      second,
    ]);
  });

  it('gives parallel guesses no more than 5 comparisons between them', async () => {
    const phone = randomPhone();
    const code = await new TestBrowser(shop).sendOtp(phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== code);
    const responses = await Promise.all(
      guesses.map((otp) => new TestBrowser(shop).request('POST', '/api/auth/verifyOtp', { phone, otp })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(guesses.length - 5);
  });

  it('refuses codes that are not 6 digits with 400 naming otp, echoing nothing', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    for (const otp of ['12345', '1234567', '12a456', 123456, null]) {
      const response = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp });
      const body = await expectFailure(response, 400, [phone, String(otp)]);
      expect(body.errors).toHaveProperty('otp');
    }
    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', '{"otp":"1'), 400);
  });

  it('allows 30 tries per IP per 10 minutes', async () => {
    const browser = new TestBrowser(shop);
    for (let i = 0; i < 30; i++) {
      await expectFailure(
        await browser.request('POST', '/api/auth/verifyOtp', { phone: randomPhone(), otp: '123456' }),
        400,
      );
    }
    const refused = await browser.request('POST', '/api/auth/verifyOtp', { phone: randomPhone(), otp: '123456' });
    expect((await expectFailure(refused, 429)).message).toMatch(/network/);
    shop.clock.advance(10 * MINUTE);
  });
});

describe('POST /api/auth/login', () => {
  it('is refused without a verified phone in this browser', async () => {
    const shopper = await signedInShopper(shop);
    const response = await new TestBrowser(shop).request('POST', '/api/auth/login', { phone: shopper.user.phone });
    const body = await expectFailure(response, 401, [shopper.user.phone]);
    expect(body.message).toMatch(/verify your phone/);
  });

  it('is refused when another browser verified the phone', async () => {
    const shopper = await signedInShopper(shop);
    await new TestBrowser(shop).verify(shopper.user.phone);
    const other = new TestBrowser(shop);
    await expectFailure(await other.request('POST', '/api/auth/login', { phone: shopper.user.phone }), 401);
  });

  it('is refused with 403 for a phone other than the one this browser verified', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    await browser.verify(randomPhone());
    const response = await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    await expectFailure(response, 403, [shopper.user.phone]);
    expect(browser.cookies.has('kirana_session')).toBe(false);
  });

  it('is refused once the verification is 10 minutes old', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    await browser.verify(shopper.user.phone);
    shop.clock.advance(10 * MINUTE);
    const response = await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    expect((await expectFailure(response, 401, [shopper.user.phone])).message).toMatch(/expired/);
  });

  it('answers 404 for a verified number without an account, keeping the verification for register', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    const response = await browser.request('POST', '/api/auth/login', { phone });
    expect((await expectFailure(response, 404, [phone])).message).toMatch(/No account for this number/);
    expect((await browser.request('POST', '/api/auth/register', registration(phone))).status).toBe(201);
  });

  it('signs in: a new session with its token only hashed in the database, and the verification used up', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    await browser.verify(shopper.user.phone);
    const response = await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    expect(response.status).toBe(200);
    expect(v.parse(LoginResponseSchema, await response.json()).data).toEqual(shopper.user);

    const cookie = browser.setCookie('kirana_session') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = browser.cookies.get('kirana_session') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await shop.deps.db.select().from(sessions).where(eq(sessions.userId, shopper.user.id));
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(hashToken(token));
    expect(hashes).not.toContain(token);
    expect(browser.cookies.has('kirana_verify')).toBe(false);

    const session = await browser.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await session.json()).data).toEqual(shopper.user);

    // The verification was used up: a second login needs a new code.
    browser.cookies.delete('kirana_session');
    const again = await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    await expectFailure(again, 401, [shopper.user.phone]);
  });

  it('gives a new token at every sign-in and ends the session the browser had before', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    await browser.verify(shopper.user.phone);
    await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    const firstToken = browser.cookies.get('kirana_session') ?? '';
    afterCooldown();
    await browser.verify(shopper.user.phone);
    await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    const secondToken = browser.cookies.get('kirana_session') ?? '';
    expect(secondToken).not.toBe(firstToken);
    const [old] = await shop.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(firstToken)));
    expect(old).toBeUndefined();
  });

  it('refuses malformed input with 400', async () => {
    const browser = new TestBrowser(shop);
    await expectFailure(await browser.request('POST', '/api/auth/login', {}), 400);
    await expectFailure(await browser.request('POST', '/api/auth/login', { phone: '12' }), 400, ['12']);
    await expectFailure(await browser.request('POST', '/api/auth/login', '{'), 400);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the shopper and their default shipping address, and signs them in', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    const response = await browser.request(
      'POST',
      '/api/auth/register',
      registration(phone, { alternatePhone: '98123 45678' }),
    );
    expect(response.status).toBe(201);
    const { data: user } = v.parse(RegisterResponseSchema, await response.json());
    expect(user).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phone,
      alternatePhone: '+919812345678',
    });
    const saved = await shop.deps.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      name: 'Home',
      phone,
      alternatePhone: '+919812345678',
      addressLine1: '12, 3rd Cross, Indiranagar',
      addressLine2: 'Near the temple',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
      country: 'India',
      type: 'shipping',
      isDefault: true,
    });
    const session = await browser.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await session.json()).data).toEqual(user);
    expect(browser.cookies.has('kirana_verify')).toBe(false);
  });

  it('is refused without a verification, or for another phone than the verified one, creating nothing', async () => {
    const phone = randomPhone();
    await expectFailure(await new TestBrowser(shop).request('POST', '/api/auth/register', registration(phone)), 401, [
      phone,
    ]);
    const browser = new TestBrowser(shop);
    await browser.verify(randomPhone());
    await expectFailure(await browser.request('POST', '/api/auth/register', registration(phone)), 403, [phone]);
    expect(await shop.deps.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('answers 409 for a number that already has an account, changing nothing; login then works', async () => {
    const shopper = await signedInShopper(shop, { name: 'Original Name' });
    const browser = new TestBrowser(shop);
    await browser.verify(shopper.user.phone);
    const response = await browser.request('POST', '/api/auth/register', registration(shopper.user.phone));
    expect((await expectFailure(response, 409, [shopper.user.phone])).message).toMatch(/already exists/);
    const [user] = await shop.deps.db.select().from(users).where(eq(users.phone, shopper.user.phone));
    expect(user?.name).toBe('Original Name');
    expect(await shop.deps.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id))).toHaveLength(0);
    expect(browser.cookies.has('kirana_session')).toBe(false);
    const login = await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    expect(login.status).toBe(200);
  });

  it('uses the verification once: a replayed register is refused', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    await browser.register(phone);
    browser.cookies.delete('kirana_session');
    await expectFailure(await browser.request('POST', '/api/auth/register', registration(phone)), 401, [phone]);
    expect(await shop.deps.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('checks every field: lengths, e-mail, PIN code, country', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ addressLine1: 'a'.repeat(201) }, 'addressLine1'],
      [{ addressLine2: 'a'.repeat(201) }, 'addressLine2'],
      [{ city: 'c'.repeat(101) }, 'city'],
      [{ state: '' }, 'state'],
      [{ postalCode: '056003' }, 'postalCode'],
      [{ postalCode: '5600381' }, 'postalCode'],
      [{ postalCode: 'AB1', country: 'India' }, 'postalCode'],
      [{ postalCode: '12', country: 'United Kingdom' }, 'postalCode'],
      [{ country: 'Nepal' }, 'country'],
      [{ country: 'x'.repeat(61) }, 'country'],
      [{ alternatePhone: '12345' }, 'alternatePhone'],
      [{ isDefault: 'yes' }, 'isDefault'],
      [{ name: 42 }, 'name'],
    ];
    for (const [override, field] of cases) {
      const response = await browser.request('POST', '/api/auth/register', { ...registration(phone), ...override });
      const body = await expectFailure(response, 400, [phone]);
      expect(body.errors, JSON.stringify(override)).toHaveProperty(field);
    }
    await expectFailure(await browser.request('POST', '/api/auth/register', '{"name":"A'), 400);
    // None of those used the verification up.
    const abroad = registration(phone, { postalCode: 'SW1A 1AA', country: 'United Kingdom' });
    expect((await browser.request('POST', '/api/auth/register', abroad)).status).toBe(201);
  });

  it('defaults the country to India and an empty second address line', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    const { country: _country, addressLine2: _line2, ...body } = registration(phone);
    const response = await browser.request('POST', '/api/auth/register', body);
    const { data: user } = v.parse(RegisterResponseSchema, await response.json());
    const [address] = await shop.deps.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, user.id), eq(addresses.isDefault, true)));
    expect(address).toMatchObject({ country: 'India', addressLine2: '' });
    expect(user.alternatePhone).toBeNull();
  });
});

describe('a sign-in sent again after its answer was lost (the same Idempotency-Key)', () => {
  /** The server acts and answers; the answer (its cookies among it) never reaches the browser. */
  async function answerLost(browser: TestBrowser, ...request: Parameters<TestBrowser['request']>) {
    const cookies = new Map(browser.cookies);
    const response = await browser.request(...request);
    browser.cookies.clear();
    for (const [name, value] of cookies) browser.cookies.set(name, value);
    return response;
  }
  const key = (value: string) => ({ 'Idempotency-Key': value });
  const signedInAs = async (browser: TestBrowser) =>
    v.parse(GetSessionResponseSchema, await (await browser.request('GET', '/api/auth/getSession')).json()).data;

  it('sendOtp: the same key hears that the code is on its way, with no second SMS; nobody else does', async () => {
    const sent: string[] = [];
    vi.spyOn(shop.deps.sms, 'send').mockImplementation(async (message) => {
      sent.push(message.code);
    });
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const lost = await answerLost(browser, 'POST', '/api/auth/sendOtp', { phone }, key('send-1'));
    expect(lost.status).toBe(200);
    expect(sent).toHaveLength(1);

    // Another try, or none, must wait out the cooldown as before.
    await expectFailure(await browser.request('POST', '/api/auth/sendOtp', { phone }), 429, [phone]);
    await expectFailure(await browser.request('POST', '/api/auth/sendOtp', { phone }, key('send-2')), 429, [phone]);

    shop.clock.advance(10 * SECOND);
    const again = await browser.request('POST', '/api/auth/sendOtp', { phone }, key('send-1'));
    const { data } = v.parse(SendOtpResponseSchema, await again.json());
    expect(data).toEqual({ sent: true, expiresInSeconds: 290, resendAfterSeconds: 20 });
    // Past the cooldown too, while the code lives: still the code on its way, not a new one replacing it.
    shop.clock.advance(2 * MINUTE);
    const later = await browser.request('POST', '/api/auth/sendOtp', { phone }, key('send-1'));
    expect(v.parse(SendOtpResponseSchema, await later.json()).data).toEqual({
      sent: true,
      expiresInSeconds: 170,
      resendAfterSeconds: 0,
    });
    expect(sent).toHaveLength(1);
    const code = sent[0] ?? '';
    expect((await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code })).status).toBe(200);

    // Once the code is used the same key asks for a new one: a new SMS.
    shop.clock.advance(10 * SECOND);
    expect((await browser.request('POST', '/api/auth/sendOtp', { phone }, key('send-1'))).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('verifyOtp: the used code verifies again for the same key while it lives, for nobody else', async () => {
    const shopper = await signedInShopper(shop);
    const phone = shopper.user.phone;
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    const first = await answerLost(browser, 'POST', '/api/auth/verifyOtp', { phone, otp: code }, key('sign-in-1'));
    expect(first.status).toBe(200);
    expect(browser.cookies.has('kirana_verify')).toBe(false);

    // Without the key, or with another, the used code is refused as before.
    await expectFailure(await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }), 400, [code]);
    const other = await new TestBrowser(shop).request(
      'POST',
      '/api/auth/verifyOtp',
      { phone, otp: code },
      key('sign-in-2'),
    );
    await expectFailure(other, 400, [code]);
    const again = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }, key('sign-in-1'));
    expect(v.parse(VerifyOtpResponseSchema, await again.json()).data).toEqual({ verified: true, registered: true });
    expect((await browser.request('POST', '/api/auth/login', { phone }, key('sign-in-1'))).status).toBe(200);
    expect((await signedInAs(browser))?.id).toBe(shopper.user.id);
  });

  it('verifyOtp: a wrong code sent with the key ends it: the key is no way to guess at a used code', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    await answerLost(browser, 'POST', '/api/auth/verifyOtp', { phone, otp: code }, key('guess'));
    const wrong = code === '000000' ? '111111' : '000000';
    const guessed = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: wrong }, key('guess'));
    await expectFailure(guessed, 400, [code]);
    const right = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }, key('guess'));
    await expectFailure(right, 400, [code]);
  });

  it('verifyOtp: a new code ends it for the code before', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    await answerLost(browser, 'POST', '/api/auth/verifyOtp', { phone, otp: code }, key('resent'));
    const next = await browser.sendOtp(phone);
    const old = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }, key('resent'));
    if (next !== code) await expectFailure(old, 400, [code]);
    const fresh = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: next }, key('resent'));
    expect(fresh.status).toBe(200);
  });

  it('verifyOtp: not once the code has expired', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const code = await browser.sendOtp(phone);
    await answerLost(browser, 'POST', '/api/auth/verifyOtp', { phone, otp: code }, key('late'));
    shop.clock.advance(5 * MINUTE);
    const late = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }, key('late'));
    await expectFailure(late, 400, [code]);
  });

  it('login: the same key signs this browser in again; another key or none is refused', async () => {
    const shopper = await signedInShopper(shop);
    const phone = shopper.user.phone;
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    const lost = await answerLost(browser, 'POST', '/api/auth/login', { phone }, key('login-1'));
    expect(lost.status).toBe(200);
    expect(browser.cookies.has('kirana_session')).toBe(false);

    await expectFailure(await browser.request('POST', '/api/auth/login', { phone }), 401, [phone]);
    await expectFailure(await browser.request('POST', '/api/auth/login', { phone }, key('login-2')), 401, [phone]);
    // Another browser with the key but not this one's verification.
    await expectFailure(await new TestBrowser(shop).request('POST', '/api/auth/login', { phone }, key('login-1')), 401);

    const again = await browser.request('POST', '/api/auth/login', { phone }, key('login-1'));
    expect(v.parse(LoginResponseSchema, await again.json()).data.id).toBe(shopper.user.id);
    expect((await signedInAs(browser))?.id).toBe(shopper.user.id);
    // Signed in, the verification is done with: the browser no longer holds it.
    expect(browser.cookies.has('kirana_verify')).toBe(false);
  });

  it('login: not once the verification has expired', async () => {
    const shopper = await signedInShopper(shop);
    const phone = shopper.user.phone;
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    await answerLost(browser, 'POST', '/api/auth/login', { phone }, key('login-late'));
    shop.clock.advance(10 * MINUTE);
    await expectFailure(await browser.request('POST', '/api/auth/login', { phone }, key('login-late')), 401);
  });

  it('register: the same key signs in to the account the lost answer made, and makes no second one', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    await browser.verify(phone);
    const lost = await answerLost(browser, 'POST', '/api/auth/register', registration(phone), key('register-1'));
    expect(lost.status).toBe(201);
    const made = v.parse(RegisterResponseSchema, await lost.json()).data;

    await expectFailure(await browser.request('POST', '/api/auth/register', registration(phone)), 401, [phone]);
    const again = await browser.request('POST', '/api/auth/register', registration(phone), key('register-1'));
    expect(again.status).toBe(201);
    expect(v.parse(RegisterResponseSchema, await again.json()).data.id).toBe(made.id);
    expect((await signedInAs(browser))?.id).toBe(made.id);
    expect(await shop.deps.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  describe('only while a session it made lives (decision 101)', () => {
    /** sendOtp and verifyOtp with the sign-in's key; the code, and the verification cookie the browser got. */
    async function verifyWithKey(browser: TestBrowser, phone: string, signInKey: Record<string, string>) {
      const sent = await browser.request('POST', '/api/auth/sendOtp', { phone }, signInKey);
      const code = v.parse(SendOtpResponseSchema, await sent.json()).data.devCode ?? '';
      const verified = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }, signInKey);
      expect(verified.status).toBe(200);
      const verifyCookie = browser.cookies.get('kirana_verify') ?? '';
      expect(verifyCookie).not.toBe('');
      return { code, verifyCookie };
    }
    /** An account for `phone`, made and signed in from another browser; that browser. */
    async function accountElsewhere(phone: string) {
      const elsewhere = new TestBrowser(shop);
      const account = await elsewhere.register(phone);
      return { elsewhere, account };
    }
    /** The sign-in sent again with the verification cookie the browser once held (signing in cleared it). */
    const replay = (browser: TestBrowser, verifyCookie: string, path: string, body: unknown, signInKey: object) => {
      browser.cookies.set('kirana_verify', verifyCookie);
      return browser.request('POST', path, body, signInKey as Record<string, string>);
    };

    it("issue 47's sequence: after Sign Out From All Devices the same cookie and key are refused, every time", async () => {
      const phone = randomPhone();
      await accountElsewhere(phone);
      const browser = new TestBrowser(shop);
      const signInKey = key('issue-47');
      const { code, verifyCookie } = await verifyWithKey(browser, phone, signInKey);
      expect((await browser.request('POST', '/api/auth/login', { phone }, signInKey)).status).toBe(200);
      const everywhere = await browser.request('POST', '/api/auth/logoutAll');
      expect(v.parse(LogoutAllResponseSchema, await everywhere.json()).data).toEqual({ endedSessions: 2 });

      for (let attempt = 0; attempt < 6; attempt++) {
        await expectFailure(await replay(browser, verifyCookie, '/api/auth/login', { phone }, signInKey), 401, [phone]);
        expect(browser.cookies.has('kirana_session')).toBe(false);
      }
      const registered = await replay(browser, verifyCookie, '/api/auth/register', registration(phone), signInKey);
      await expectFailure(registered, 401, [phone]);
      // Nor is the used code a way to a fresh verification while it lives.
      browser.cookies.delete('kirana_verify');
      const reverified = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code }, signInKey);
      await expectFailure(reverified, 400, [code]);
      expect(browser.cookies.has('kirana_verify')).toBe(false);
      expect(
        await shop.deps.db
          .select()
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(users.phone, phone)),
      ).toEqual([]);
    });

    it('after Log Out, the replay is refused', async () => {
      const phone = randomPhone();
      await accountElsewhere(phone);
      const browser = new TestBrowser(shop);
      const signInKey = key('logged-out');
      const { verifyCookie } = await verifyWithKey(browser, phone, signInKey);
      expect((await browser.request('POST', '/api/auth/login', { phone }, signInKey)).status).toBe(200);
      expect((await browser.request('POST', '/api/auth/logout')).status).toBe(200);
      await expectFailure(await replay(browser, verifyCookie, '/api/auth/login', { phone }, signInKey), 401, [phone]);
      expect(await signedInAs(browser)).toBeNull();
    });

    it('after the session the lost answer started is ended by id from another device, the replay is refused', async () => {
      const phone = randomPhone();
      const { elsewhere, account } = await accountElsewhere(phone);
      const browser = new TestBrowser(shop);
      const signInKey = key('ended-by-id');
      await verifyWithKey(browser, phone, signInKey);
      expect((await answerLost(browser, 'POST', '/api/auth/login', { phone }, signInKey)).status).toBe(200);

      // The shopper sees a device they do not know in the list and signs it out.
      const listed = v.parse(
        SessionListResponseSchema,
        await (await elsewhere.request('GET', '/api/auth/sessions')).json(),
      );
      const unknown = listed.data.find((session) => !session.current);
      if (!unknown) throw new Error('the lost sign-in was not listed');
      expect((await elsewhere.request('POST', '/api/auth/sessions/end', { sessionId: unknown.id })).status).toBe(200);

      await expectFailure(await browser.request('POST', '/api/auth/login', { phone }, signInKey), 401, [phone]);
      expect(await signedInAs(browser)).toBeNull();
      expect((await signedInAs(elsewhere))?.id).toBe(account.id);
    });

    it('after the account is deleted, the replay is refused and makes no account', async () => {
      const phone = randomPhone();
      const browser = new TestBrowser(shop);
      const signInKey = key('deleted');
      const { verifyCookie } = await verifyWithKey(browser, phone, signInKey);
      expect((await browser.request('POST', '/api/auth/register', registration(phone), signInKey)).status).toBe(201);
      expect((await browser.request('DELETE', '/api/user/deleteAccount')).status).toBe(200);

      const registered = await replay(browser, verifyCookie, '/api/auth/register', registration(phone), signInKey);
      await expectFailure(registered, 401, [phone]);
      await expectFailure(await replay(browser, verifyCookie, '/api/auth/login', { phone }, signInKey), 401, [phone]);
      expect(await shop.deps.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    });

    it('a lost answer is still made good while its session lives: each replay signs this browser in', async () => {
      const phone = randomPhone();
      const { account } = await accountElsewhere(phone);
      const browser = new TestBrowser(shop);
      const signInKey = key('still-lost');
      await verifyWithKey(browser, phone, signInKey);
      expect((await answerLost(browser, 'POST', '/api/auth/login', { phone }, signInKey)).status).toBe(200);
      shop.clock.advance(4 * MINUTE);
      expect((await answerLost(browser, 'POST', '/api/auth/login', { phone }, signInKey)).status).toBe(200);
      shop.clock.advance(4 * MINUTE);

      const again = await browser.request('POST', '/api/auth/login', { phone }, signInKey);
      expect(v.parse(LoginResponseSchema, await again.json()).data.id).toBe(account.id);
      expect((await signedInAs(browser))?.id).toBe(account.id);
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200 when nobody is signed in', async () => {
    const response = await new TestBrowser(shop).request('POST', '/api/auth/logout');
    expect(response.status).toBe(200);
    expect(v.parse(LogoutResponseSchema, await response.json()).data).toBeNull();
  });

  it('ends only this session', async () => {
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);
    await browser.verify(shopper.user.phone);
    await browser.request('POST', '/api/auth/login', { phone: shopper.user.phone });
    const token = browser.cookies.get('kirana_session') ?? '';

    const response = await browser.request('POST', '/api/auth/logout');
    expect(response.status).toBe(200);
    expect(browser.setCookie('kirana_session')).toMatch(/Max-Age=0/);
    const [row] = await shop.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeUndefined();
    // The old cookie, replayed, signs nobody in.
    const replayed = new TestBrowser(shop);
    replayed.cookies.set('kirana_session', token);
    const session = await replayed.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await session.json()).data).toBeNull();
    // The shopper's other session (another device) is still signed in.
    const other = await shopper.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await other.json()).data?.id).toBe(shopper.user.id);
  });
});

describe('the whole journey', () => {
  it('sendOtp → verifyOtp → register → getSession → logout → getSession null', async () => {
    const phone = randomPhone();
    const browser = new TestBrowser(shop);
    const check = await browser.request('POST', '/api/auth/checkUserExists', { phone });
    expect(v.parse(CheckUserExistsResponseSchema, await check.json()).data.exists).toBe(false);

    const sent = await browser.request('POST', '/api/auth/sendOtp', { phone });
    const code = v.parse(SendOtpResponseSchema, await sent.json()).data.devCode ?? '';
    const verified = await browser.request('POST', '/api/auth/verifyOtp', { phone, otp: code });
    expect(v.parse(VerifyOtpResponseSchema, await verified.json()).data.registered).toBe(false);
    const registered = await browser.request('POST', '/api/auth/register', registration(phone));
    const { data: user } = v.parse(RegisterResponseSchema, await registered.json());

    const session = await browser.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await session.json()).data).toEqual(user);
    const exists = await browser.request('POST', '/api/auth/checkUserExists', { phone });
    expect(v.parse(CheckUserExistsResponseSchema, await exists.json()).data.exists).toBe(true);

    expect((await browser.request('POST', '/api/auth/logout')).status).toBe(200);
    expect(browser.cookies.has('kirana_session')).toBe(false);
    const after = await browser.request('GET', '/api/auth/getSession');
    expect(v.parse(GetSessionResponseSchema, await after.json()).data).toBeNull();

    // Coming back later: a new code and login.
    afterCooldown();
    await browser.verify(phone);
    const login = await browser.request('POST', '/api/auth/login', { phone });
    expect(v.parse(LoginResponseSchema, await login.json()).data).toEqual(user);
  });
});
