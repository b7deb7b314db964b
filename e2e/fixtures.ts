import { test as base, expect, type Page } from '@playwright/test';

/** Waits until the service worker is installed and controls the page, so the app can open offline. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
}

/** A fresh Indian mobile number per call, so tests never share an account. */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export interface Shopper {
  phone: string;
  name: string;
}

/**
 * Registers a new shopper through the real API (demo mode hands back the code) in the page's
 * browser context, so the page is signed in. Each call comes from its own client IP (the e2e server
 * trusts X-Forwarded-For) so the per-IP sign-in limits of a real shop do not trip across tests.
 */
async function registerShopper(page: Page): Promise<Shopper> {
  const phone = uniquePhone();
  const name = 'Meena Kumari';
  const headers = { 'X-Forwarded-For': `10.${rnd()}.${rnd()}.${rnd()}` };
  const sent = await page.request.post('/api/auth/sendOtp', { data: { phone }, headers });
  expect(sent.ok()).toBe(true);
  const { data } = (await sent.json()) as { data: { devCode: string } };
  expect((await page.request.post('/api/auth/verifyOtp', { data: { phone, otp: data.devCode }, headers })).ok()).toBe(
    true,
  );
  const registered = await page.request.post('/api/auth/register', {
    headers,
    data: {
      name,
      email: 'meena@example.in',
      phone,
      addressLine1: '12, Gandhi Road',
      addressLine2: 'Near the bus stand',
      city: 'Nashik',
      state: 'Maharashtra',
      postalCode: '422001',
      country: 'India',
      isDefault: true,
    },
  });
  expect(registered.status()).toBe(201);
  return { phone, name };
}

function rnd() {
  return Math.floor(Math.random() * 250) + 1;
}

export const test = base.extend<{
  waitForServiceWorker: () => Promise<void>;
  signIn: () => Promise<Shopper>;
}>({
  // The splash shows once per browser session; every test is a new session, so mark it seen
  // (the splash has its own component tests) and let tests start on the page itself.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('kirana:brand-splash-seen', '1');
      sessionStorage.setItem('kirana:intro-splash-seen', '1');
    });
    await use(page);
  },
  waitForServiceWorker: async ({ page }, use) => {
    await use(() => waitForServiceWorker(page));
  },
  signIn: async ({ page }, use) => {
    await use(() => registerShopper(page));
  },
});

export { expect };
