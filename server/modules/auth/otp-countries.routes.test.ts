import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OtpCountriesResponseSchema, PREMIUM_NUMBER_TEXT } from '../../../contract/auth';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { otpChallenges } from '../../db/schema';
import { readEnv } from '../../env';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { randomPhone, TestBrowser } from './test-browser';

/** One shop as it ships (India only), one configured for India and the UK with a premium range slipped in. */
let indiaOnly: TestShop;
let indiaAndUk: TestShop;
beforeAll(async () => {
  indiaOnly = await openTestShop({ TRUST_PROXY: 'true' });
  indiaAndUk = await openTestShop({ TRUST_PROXY: 'true', OTP_COUNTRY_CODES: '91, +44,881,979' });
});
afterAll(async () => {
  await indiaOnly?.close();
  await indiaAndUk?.close();
});

const INDIA_ONLY_TEXT = 'We send sign-in codes only to mobile numbers in India (+91).';

function outboxMentions(shop: TestShop, phone: string): boolean {
  return existsSync(shop.outboxPath) && readFileSync(shop.outboxPath, 'utf8').includes(phone);
}

/** sendOtp refused with 400 before anything was sent or stored, with `message` and without the number. */
async function expectRefusedBeforeSending(shop: TestShop, phone: string, message: string) {
  const send = vi.spyOn(shop.deps.sms, 'send');
  try {
    const response = await new TestBrowser(shop).request('POST', '/api/auth/sendOtp', { phone });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain(phone.slice(4));
    const body = v.parse(FailureEnvelopeSchema, JSON.parse(text));
    expect(body.message).toBe(message);
    expect(body.errors?.phone).toBe(message);
    expect(send).not.toHaveBeenCalled();
  } finally {
    send.mockRestore();
  }
  expect(outboxMentions(shop, phone)).toBe(false);
  expect(await shop.deps.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone))).toEqual([]);
}

const UK_MOBILE = '+447700900123';
const US_MOBILE = '+12025550143';
const SATELLITE = ['+881631234567', '+8821234567890', '+88351000123', '+870773123456', '+979123456789', '+80812345678'];

describe('one-time codes only to the countries the shop serves', () => {
  it('serves India by default: the list says +91 and an Indian number gets its code', async () => {
    const response = await new TestBrowser(indiaOnly).request('GET', '/api/auth/otpCountries');
    expect(v.parse(OtpCountriesResponseSchema, await response.json()).data).toEqual({ dialCodes: ['+91'] });
    const phone = randomPhone();
    expect(await new TestBrowser(indiaOnly).sendOtp(phone)).toMatch(/^\d{6}$/);
    expect(outboxMentions(indiaOnly, phone)).toBe(true);
  });

  it('refuses numbers of other countries with 400 saying where codes go, before any SMS', async () => {
    await expectRefusedBeforeSending(indiaOnly, UK_MOBILE, INDIA_ONLY_TEXT);
    await expectRefusedBeforeSending(indiaOnly, US_MOBILE, INDIA_ONLY_TEXT);
  });

  it('refuses satellite, international-network and premium ranges', async () => {
    for (const phone of SATELLITE) await expectRefusedBeforeSending(indiaOnly, phone, PREMIUM_NUMBER_TEXT);
  });

  it('serves the configured countries, and names them when refusing another', async () => {
    const response = await new TestBrowser(indiaAndUk).request('GET', '/api/auth/otpCountries');
    // The premium ranges in the setting are not served, so not offered either.
    expect(v.parse(OtpCountriesResponseSchema, await response.json()).data).toEqual({ dialCodes: ['+91', '+44'] });
    expect(await new TestBrowser(indiaAndUk).sendOtp(UK_MOBILE)).toMatch(/^\d{6}$/);
    await expectRefusedBeforeSending(
      indiaAndUk,
      US_MOBILE,
      'We send sign-in codes only to mobile numbers in India (+91) and UK (+44).',
    );
  });

  it('refuses premium ranges even when they are configured', async () => {
    for (const phone of SATELLITE) await expectRefusedBeforeSending(indiaAndUk, phone, PREMIUM_NUMBER_TEXT);
  });
});

describe('OTP_COUNTRY_CODES', () => {
  it('reads a comma-separated list of calling codes, with or without +, and defaults to India', () => {
    expect(readEnv({}).OTP_COUNTRY_CODES).toEqual(['91']);
    expect(readEnv({ OTP_COUNTRY_CODES: ' +91 , 977' }).OTP_COUNTRY_CODES).toEqual(['91', '977']);
  });

  it('stops the server at start with a clear message for anything else', () => {
    for (const bad of ['India', '91,,44', '0044', '1234', '']) {
      expect(() => readEnv({ OTP_COUNTRY_CODES: bad })).toThrow(/OTP_COUNTRY_CODES must list calling codes/);
    }
  });
});
