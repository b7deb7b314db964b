import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { queryCacheOnPhone, serviceWorkerInControl } from './browser';

/**
 * Scrolls like a shopper reading on, a screen at a time down to the end: what lies below the first
 * screen is drawn only once it comes into view (src/components/ui/below-the-fold.tsx), and the page
 * may grow meanwhile (the featured products arriving pushed the footer out of a single screen's reach).
 */
export async function readOn(page: Page) {
  for (let screens = 0; screens < 30; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return;
    // A frame or two for what came into view to be drawn.
    await page.waitForTimeout(100);
  }
}

/** What axe finds serious or critical on the page as it is drawn now, one line per rule and its elements. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The query cache's copy read at every start, as the app last wrote it to IndexedDB, or ''. */
export const persistedCache = async (page: Page) => (await queryCacheOnPhone(page)).copy;

/** The answers the app keeps apart from that copy, by key, as stored. */
export const keptApart = async (page: Page) => (await queryCacheOnPhone(page)).apart;

/** How many changes wait in the phone's outbox (IndexedDB `kirana-outbox`, decision 009). */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('kirana-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('changes');
        open.onsuccess = () => {
          const count = open.result.transaction('changes').objectStore('changes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );
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
 * Registers a new shopper through the real API (demo mode hands back the code). With the page's
 * request context the page is signed in. Each call comes from its own client IP (the e2e server
 * trusts X-Forwarded-For) so the per-IP sign-in limits of a real shop do not trip across tests.
 */
export async function registerShopper(
  request: APIRequestContext,
  { name = 'Meena Kumari', addressLine1 = '12, Gandhi Road' } = {},
): Promise<Shopper> {
  const phone = uniquePhone();
  const headers = { 'X-Forwarded-For': `10.${rnd()}.${rnd()}.${rnd()}` };
  const sent = await request.post('/api/auth/sendOtp', { data: { phone }, headers });
  expect(sent.ok()).toBe(true);
  const { data } = (await sent.json()) as { data: { devCode: string } };
  expect((await request.post('/api/auth/verifyOtp', { data: { phone, otp: data.devCode }, headers })).ok()).toBe(true);
  const registered = await request.post('/api/auth/register', {
    headers,
    data: {
      name,
      email: 'meena@example.in',
      phone,
      addressLine1,
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
    await use(() => serviceWorkerInControl(page));
  },
  signIn: async ({ page }, use) => {
    await use(() => registerShopper(page.request));
  },
});

export { expect };
