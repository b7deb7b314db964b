import type { APIRequestContext, Page } from '@playwright/test';
import { expect, persistedCache, registerShopper, test } from './fixtures';

/**
 * The session as this browser's app last wrote it to IndexedDB: the shopper's phone, null for
 * "signed out", undefined when no session is stored.
 */
async function persistedSession(page: Page): Promise<string | null | undefined> {
  const cache = JSON.parse((await persistedCache(page)) || '{}') as {
    clientState?: { queries?: { queryKey: unknown[]; state: { data?: { phone: string } | null } }[] };
  };
  const session = cache.clientState?.queries?.find((query) => query.queryKey.join('/') === 'auth/session');
  if (!session) return undefined;
  return session.state.data === null ? null : session.state.data?.phone;
}

/** The phone's thumb bar: Dashboard when signed in, Account when not. */
const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

/** The number as getSession reports it (the shop stores +91 numbers). */
const asStored = (phone: string) => expect.stringContaining(phone);

/** Signs an existing shopper in through the API, on another device (its own cookie jar and IP). */
async function signInElsewhere(request: APIRequestContext, phone: string) {
  const headers = { 'X-Forwarded-For': `10.${rnd()}.${rnd()}.${rnd()}` };
  const sent = await request.post('/api/auth/sendOtp', { data: { phone }, headers });
  const { data } = (await sent.json()) as { data: { devCode: string } };
  expect((await request.post('/api/auth/verifyOtp', { data: { phone, otp: data.devCode }, headers })).ok()).toBe(true);
  expect((await request.post('/api/auth/login', { data: { phone }, headers })).ok()).toBe(true);
}

function rnd() {
  return Math.floor(Math.random() * 250) + 1;
}

test('signed out everywhere from another device: a reload shows this phone signed out', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const shopper = await signIn();
  await page.goto('/dashboard');
  await expect(shortcuts(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The premise: this phone has the shopper stored, so the reload below restores them.
  await expect.poll(() => persistedSession(page)).toEqual(asStored(shopper.phone));

  const device = await browser.newContext({ baseURL });
  await signInElsewhere(device.request, shopper.phone);
  expect((await device.request.post('/api/auth/logoutAll')).ok()).toBe(true);
  await device.close();

  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(shortcuts(page).getByRole('link', { name: 'Account' })).toBeVisible();
  await expect.poll(() => persistedSession(page)).toBeNull();

  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
});

test('signed in from another tab while this one had "signed out" stored: a reload of /cart opens the cart', async ({
  page,
  context,
  request,
}) => {
  // The visitor's tab learns "signed out" on its way to /login.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);

  // A second tab signs in (the shopper's account was made elsewhere).
  const { phone } = await registerShopper(request);
  const other = await context.newPage();
  await other.goto('/login?redirect=%2Fdashboard');
  await other.getByLabel('Mobile number').fill(phone);
  await other.getByRole('button', { name: 'Send code' }).click();
  const hint = other.getByText(/Demo code: \d{6}/);
  await expect(hint).toBeVisible();
  const code = (await hint.textContent())?.match(/\d{6}/)?.[0] ?? '';
  await other.locator('input[autocomplete="one-time-code"]').fill(code);
  await other.getByRole('button', { name: /verify|continue/i }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect.poll(() => persistedSession(other)).toEqual(asStored(phone));
  await other.close();

  // The first tab goes on browsing (no reload), and what it stores still says "signed out".
  await shortcuts(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => persistedSession(page)).toBeNull();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(shortcuts(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('offline, the stored shopper opens the cart on every reload, and the session stays stored', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  const shopper = await signIn();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  await waitForServiceWorker();
  await expect.poll(() => persistedSession(page)).toEqual(asStored(shopper.phone));

  await context.setOffline(true);
  for (let reload = 0; reload < 2; reload++) {
    const reloadedAt = await page.evaluate(() => Date.now());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
    // Wait for this page's own write, so the next reload restores what the failed check left.
    await expect
      .poll(async () => (JSON.parse((await persistedCache(page)) || '{}') as { timestamp?: number }).timestamp ?? 0)
      .toBeGreaterThan(reloadedAt);
    await expect.poll(() => persistedSession(page)).toEqual(asStored(shopper.phone));
  }
  await expect(page).toHaveURL(/\/cart$/);
  await context.setOffline(false);
});

test('on a connection that lies, a stored "signed out" leads to /login after a short wait, not a hang', async ({
  page,
  context,
}) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  await expect.poll(() => persistedSession(page)).toBeNull();

  // Connected, but the session check never comes back.
  await context.route('**/api/auth/getSession', () => {});
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwishlist$/, { timeout: 8000 });
});
