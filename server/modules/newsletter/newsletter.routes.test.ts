import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import {
  ConfirmSubscriptionResponseSchema,
  NEWSLETTER_TEXTS,
  SubscribeResponseSchema,
} from '../../../contract/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { hashToken } from '../../http/session';
import { mailOutboxPath } from '../../mail/create-mail-provider';
import { apiRequest, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { randomIp } from '../auth/test-browser';

let shop: TestShop;
beforeAll(async () => {
  // Each test speaks from its own IP address, so the per-IP limit is tested on its own.
  shop = await openTestShop({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await shop.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;
const SUBSCRIBE = '/api/newsletter/subscribe';
const CONFIRM = '/api/newsletter/confirm';

let counter = 0;
/** A fresh address for each test, so tests do not share mails or limits. */
const freshEmail = (name: string) => `${name}.${++counter}.${Date.now()}@example.in`;

const subscribe = (body: unknown, ip = randomIp()) =>
  apiRequest(shop, 'POST', SUBSCRIBE, body, { 'X-Forwarded-For': ip });
const confirm = (body: unknown, ip = randomIp()) => apiRequest(shop, 'POST', CONFIRM, body, { 'X-Forwarded-For': ip });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  at: string;
}

function mailsTo(email: string, from: TestShop = shop): OutboxMail[] {
  const path = mailOutboxPath(from.deps.env);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutboxMail)
    .filter((mail) => mail.to === email);
}

/** The token in the link of the latest mail to `email`. */
function latestToken(email: string): string {
  const link = mailsTo(email)
    .at(-1)
    ?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no confirmation mail');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('the link carries no token');
  return token;
}

async function rowOf(email: string) {
  const [row] = await shop.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

async function expectCheckInbox(response: Response) {
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(v.parse(SubscribeResponseSchema, JSON.parse(text))).toEqual({
    success: true,
    data: null,
    message: NEWSLETTER_TEXTS.checkInbox,
  });
  return text;
}

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  return v.parse(FailureEnvelopeSchema, await response.json());
}

describe('POST /api/newsletter/subscribe: double opt-in', () => {
  it('stores a pending subscription and mails a confirmation link to the demo outbox', async () => {
    const email = freshEmail('priya');
    const text = await expectCheckInbox(await subscribe({ email }));

    const row = await rowOf(email);
    expect(row).toMatchObject({ email, confirmedAt: null });
    expect(row?.subscribedAt.toISOString()).toBe(shop.clock.now().toISOString());
    expect(row?.confirmExpiresAt?.getTime()).toBe(shop.clock.now().getTime() + 7 * DAY);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your Kirana newsletter subscription');
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mails[0]?.text).toContain('ignore this mail: you will not be subscribed');
    const token = latestToken(email);
    // Only the token's hash is kept, and the answer does not carry the token.
    expect(row?.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(text).not.toContain(token);
  });

  it('counts the address once the link is confirmed (a POST from the confirm page), and a second press is fine', async () => {
    const email = freshEmail('arjun');
    await expectCheckInbox(await subscribe({ email }));
    shop.clock.advance(60_000);
    const confirmedAt = shop.clock.now().toISOString();

    const response = await confirm({ token: latestToken(email) });
    expect(response.status).toBe(200);
    expect(v.parse(ConfirmSubscriptionResponseSchema, await response.json()).message).toBe(NEWSLETTER_TEXTS.confirmed);
    expect(NEWSLETTER_TEXTS.confirmed).toContain('10% off your first order');
    expect((await rowOf(email))?.confirmedAt?.toISOString()).toBe(confirmedAt);

    shop.clock.advance(60_000);
    expect((await confirm({ token: latestToken(email) })).status).toBe(200);
    expect((await rowOf(email))?.confirmedAt?.toISOString()).toBe(confirmedAt);
  });

  it('mails a new link when a pending address subscribes again; only the newest link works', async () => {
    const email = freshEmail('meera');
    await expectCheckInbox(await subscribe({ email }));
    const first = latestToken(email);
    const subscribedAt = (await rowOf(email))?.subscribedAt.toISOString();
    shop.clock.advance(60_000);
    await expectCheckInbox(await subscribe({ email: `  ${email.toUpperCase()} ` }));
    expect(mailsTo(email)).toHaveLength(2);
    const second = latestToken(email);
    expect(second).not.toBe(first);
    expect((await rowOf(email))?.subscribedAt.toISOString()).toBe(subscribedAt);

    expect((await expectFailure(await confirm({ token: first }), 400)).message).toBe(NEWSLETTER_TEXTS.badLink);
    expect((await rowOf(email))?.confirmedAt).toBeNull();
    expect((await confirm({ token: second })).status).toBe(200);
  });

  it('refuses a link after 7 days', async () => {
    const email = freshEmail('late');
    await expectCheckInbox(await subscribe({ email }));
    shop.clock.advance(7 * DAY);
    expect((await expectFailure(await confirm({ token: latestToken(email) }), 400)).message).toBe(
      NEWSLETTER_TEXTS.badLink,
    );
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });

  it('never tells whether an address is already subscribed: the same answer, and no mail to a confirmed one', async () => {
    const confirmed = freshEmail('kavya');
    await expectCheckInbox(await subscribe({ email: confirmed }));
    await confirm({ token: latestToken(confirmed) });
    const before = await rowOf(confirmed);

    const forConfirmed = await expectCheckInbox(await subscribe({ email: confirmed }));
    const forNew = await expectCheckInbox(await subscribe({ email: freshEmail('new') }));
    expect(forConfirmed).toBe(forNew);
    expect(mailsTo(confirmed)).toHaveLength(1);
    expect(await rowOf(confirmed)).toEqual(before);
  });

  it('mails one address at most 3 times a day, from any IP, answering the same after that', async () => {
    const email = freshEmail('victim');
    for (let sent = 0; sent < 3; sent++) await expectCheckInbox(await subscribe({ email }));
    const lastLink = latestToken(email);
    await expectCheckInbox(await subscribe({ email }));
    expect(mailsTo(email)).toHaveLength(3);
    // The link already mailed still works: the unmailed request did not replace it.
    expect((await rowOf(email))?.confirmTokenHash).toBe(hashToken(lastLink));

    shop.clock.advance(DAY);
    await expectCheckInbox(await subscribe({ email }));
    expect(mailsTo(email)).toHaveLength(4);
  });

  it('allows 10 requests per IP per 10 minutes, then 429 with Retry-After and no mail; other IPs go on', async () => {
    const ip = randomIp();
    for (let sent = 0; sent < 10; sent++) await expectCheckInbox(await subscribe({ email: freshEmail('ip') }, ip));
    const refusedEmail = freshEmail('refused');
    const refused = await subscribe({ email: refusedEmail }, ip);
    expect((await expectFailure(refused, 429)).message).toMatch(/try again in \d+ minutes?/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(mailsTo(refusedEmail)).toEqual([]);
    expect(await rowOf(refusedEmail)).toBeUndefined();
    await expectCheckInbox(await subscribe({ email: refusedEmail }));

    shop.clock.advance(10 * 60 * 1000);
    await expectCheckInbox(await subscribe({ email: freshEmail('later') }, ip));
  });

  it('answers 502 when the mail cannot be sent, logging neither the address nor the link', async () => {
    const email = freshEmail('bounce');
    let lostText = '';
    vi.spyOn(shop.deps.mail, 'send').mockImplementationOnce(async (mail) => {
      lostText = mail.text;
      throw new Error('mail service answered 503');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = await expectFailure(await subscribe({ email }), 502);
    expect(body.message).toMatch(/could not send the confirmation mail/);
    const token = lostText.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(email);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
    await expectCheckInbox(await subscribe({ email }));
    expect(mailsTo(email)).toHaveLength(1);
  });

  /** subscribe as a caller that names another host, in the URL and in the Host header (issue 47). */
  const subscribeNamingHost = (to: TestShop, email: string) =>
    to.app.request(`http://evil.example:3450${SUBSCRIBE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'evil.example:3450', 'X-Forwarded-For': randomIp() },
      body: JSON.stringify({ email }),
    });

  it('links to http://localhost:PORT without PUBLIC_URL (development, tests), never to the Host named', async () => {
    const email = freshEmail('anyhost');
    await expectCheckInbox(await subscribeNamingHost(shop, email));
    const text = mailsTo(email)[0]?.text ?? '';
    expect(text).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/m);
    expect(text).not.toContain('evil.example');
  });

  it('links to PUBLIC_URL in production, whatever Host the request named', async () => {
    const production = await openTestShop({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kirana.example/',
      OTP_SECRET: 'x'.repeat(32),
      ALLOW_DEMO_SMS: 'true',
      TRUST_PROXY: 'true',
    });
    try {
      const email = freshEmail('public');
      await expectCheckInbox(await subscribeNamingHost(production, email));
      const text = mailsTo(email, production)[0]?.text ?? '';
      expect(text).toMatch(/^https:\/\/kirana\.example\/newsletter\/confirm\?token=/m);
      expect(text).not.toContain('evil.example');
    } finally {
      await production.close();
    }
  });

  it('works the same for a signed-in shopper', async () => {
    const email = freshEmail('shopper');
    const shopper = await signedInShopper(shop, { email });
    await expectCheckInbox(await shopper.request('POST', SUBSCRIBE, { email }, { 'X-Forwarded-For': randomIp() }));
    expect(await rowOf(email)).toMatchObject({ email, confirmedAt: null });
  });

  it('refuses a bad, missing, mistyped or over-long e-mail with the form’s text, without echoing it', async () => {
    const countBefore = (await shop.deps.db.select().from(newsletterSubscribers)).length;
    for (const body of [
      { email: 'not-an-email' },
      { email: 'a@b' },
      { email: '' },
      {},
      { email: 42 },
      { email: null },
      { email: ['priya@example.in'] },
      { email: `${'x'.repeat(250)}@example.in` },
    ]) {
      const refused = await expectFailure(await subscribe(body), 400);
      expect(refused.message).toBe(NEWSLETTER_TEXTS.badEmail);
      expect(refused.errors?.email).toBeTruthy();
      expect(JSON.stringify(refused)).not.toContain('not-an-email');
    }
    expect((await shop.deps.db.select().from(newsletterSubscribers)).length).toBe(countBefore);
  });

  it('refuses malformed JSON, non-object JSON and non-JSON bodies with 400', async () => {
    for (const raw of ['{"email":', '"priya@example.in"', 'null', '[]', '']) {
      await expectFailure(await subscribe(raw), 400);
    }
    const text = await shop.app.request(SUBSCRIBE, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': randomIp() },
      body: 'priya@example.in',
    });
    await expectFailure(text, 400);
  });

  it('is only a POST', async () => {
    expect((await shop.app.request(SUBSCRIBE)).status).toBe(404);
    expect((await shop.app.request(`${CONFIRM}?token=${'a'.repeat(43)}`)).status).toBe(404);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('refuses a malformed or unknown token with the same 400, without echoing it', async () => {
    const answers = new Set<string>();
    for (const token of ['not-a-token<script>', 42, '', 'A'.repeat(43)]) {
      const refused = await expectFailure(await confirm({ token }), 400);
      expect(refused.message).toBe(NEWSLETTER_TEXTS.badLink);
      expect(JSON.stringify(refused)).not.toContain('not-a-token');
      answers.add(refused.message);
    }
    expect(answers.size).toBe(1);
    await expectFailure(await confirm({}), 400);
  });
});
