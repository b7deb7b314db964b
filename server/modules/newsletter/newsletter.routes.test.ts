import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { NEWSLETTER_TEXTS, SubscribeResponseSchema } from '../../../contract/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { apiRequest, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const PATH = '/api/newsletter/subscribe';
const subscribe = (body: unknown) => apiRequest(shop, 'POST', PATH, body);

async function subscribers() {
  return shop.deps.db.select().from(newsletterSubscribers);
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  return body;
}

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a visitor with the promise of 10% off the first order', async () => {
    const response = await subscribe({ email: 'priya@example.in' });
    expect(response.status).toBe(200);
    const body = v.parse(SubscribeResponseSchema, await response.json());
    expect(body).toEqual({ success: true, data: null, message: NEWSLETTER_TEXTS.subscribed });
    expect(body.message).toContain('10% off your first order');
    const [row] = await shop.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'priya@example.in'));
    expect(row?.subscribedAt.toISOString()).toBe(shop.clock.now().toISOString());
  });

  it('is idempotent: the same answer again, one row, the first date kept, whatever the spelling', async () => {
    const first = await subscribe({ email: 'arjun@example.in' });
    const firstText = await first.text();
    const subscribedAt = shop.clock.now().toISOString();
    shop.clock.advance(60_000);
    for (const email of ['arjun@example.in', '  Arjun@Example.IN  ']) {
      const again = await subscribe({ email });
      expect(again.status).toBe(first.status);
      expect(await again.text()).toBe(firstText);
    }
    const rows = (await subscribers()).filter((row) => row.email === 'arjun@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subscribedAt.toISOString()).toBe(subscribedAt);
  });

  it('works the same for a signed-in shopper', async () => {
    const shopper = await signedInShopper(shop, { email: 'kavya@example.in' });
    const response = await shopper.request('POST', PATH, { email: 'kavya@example.in' });
    expect(response.status).toBe(200);
    expect((await subscribers()).some((row) => row.email === 'kavya@example.in')).toBe(true);
  });

  it('refuses a bad, missing, mistyped or over-long e-mail with the form’s text, without echoing it', async () => {
    const before = await subscribers();
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
      const refused = await expectRefused(await subscribe(body));
      expect(refused.message).toBe(NEWSLETTER_TEXTS.badEmail);
      expect(refused.errors?.email).toBeTruthy();
      expect(JSON.stringify(refused)).not.toContain('not-an-email');
    }
    expect(await subscribers()).toEqual(before);
  });

  it('refuses malformed JSON, non-object JSON and non-JSON bodies with 400', async () => {
    const before = await subscribers();
    for (const raw of ['{"email":', '"priya@example.in"', 'null', '[]', '']) {
      await expectRefused(await subscribe(raw));
    }
    const text = await shop.app.request(PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'priya@example.in',
    });
    await expectRefused(text);
    expect(await subscribers()).toEqual(before);
  });

  it('is only a POST', async () => {
    expect((await shop.app.request(PATH)).status).toBe(404);
  });
});
