import { type APIRequestContext, expect } from '@playwright/test';

/** The demo's owner (Asha), made by `npm start`'s demo; her phone keeps the sign-in limits every phone has. */
export const DEMO_OWNER = '9000000001';

const clientIp = () => `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.9`;

/**
 * Signs the request's browser in to the shop's staff area through the real API (the demo hands back the code).
 * Specs running side by side share the demo owner's phone: a code asked for within another's resend wait is
 * asked for again once the wait the server names is over.
 */
export async function signInStaffByApi(request: APIRequestContext, phone: string) {
  const headers = { 'X-Forwarded-For': clientIp() };
  let sent = await request.post('/api/shop/auth/sendOtp', { data: { phone }, headers });
  for (let tries = 0; sent.status() === 429 && tries < 3; tries++) {
    const seconds = Number(sent.headers()['retry-after'] ?? 30);
    await new Promise((done) => setTimeout(done, (seconds + 1) * 1000));
    sent = await request.post('/api/shop/auth/sendOtp', { data: { phone }, headers });
  }
  expect(sent.ok(), await sent.text()).toBe(true);
  const { devCode } = ((await sent.json()) as { data: { devCode: string } }).data;
  const verified = await request.post('/api/shop/auth/verifyOtp', { data: { phone, otp: devCode }, headers });
  expect(verified.ok(), await verified.text()).toBe(true);
}
