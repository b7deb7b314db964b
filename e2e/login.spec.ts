import { existsSync, readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { expect, persistedCache, registerShopper, test, uniquePhone } from './fixtures';
import { networkFaults, replyLost } from './network-faults';

/** The shop's requests to this path. */
const to = (path: string) => (request: Request) => new URL(request.url()).pathname === path;

async function requestCode(page: import('@playwright/test').Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const hint = page.getByText(/Demo code: \d{6}/);
  await expect(hint).toBeVisible();
  return (await hint.textContent())?.match(/\d{6}/)?.[0] ?? '';
}

test('a new number registers, comes back to where it was going, and can sign in again later', async ({ page }) => {
  // A visitor on a signed-in page is sent to /login, replacing the history entry.
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();

  const phone = uniquePhone();
  const code = await requestCode(page, phone);
  const codeInput = page.getByLabel(/code/i).and(page.locator('input[autocomplete="one-time-code"]'));
  // Typed letters are ignored.
  await codeInput.pressSequentially(`${code.slice(0, 3)}ab${code.slice(3)}`);
  await expect(codeInput).toHaveValue(code);
  await page.getByRole('button', { name: /verify|continue/i }).click();

  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ravi Shankar');
  await page.getByLabel(/e-?mail/i).fill('ravi@example.in');
  // The shopper leaves for another app to copy the address, and the phone ends the tab meanwhile.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ravi Shankar');
  await expect(page.getByLabel(/e-?mail/i)).toHaveValue('ravi@example.in');
  await page.getByLabel(/Address line 1/i).fill('4, Station Road');
  await page.getByLabel(/^City/).fill('Mysuru');
  await page.getByLabel(/^State/).fill('Karnataka');
  await page.getByLabel(/PIN code/i).fill('570001');
  await page.getByRole('button', { name: /create account|register/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Ravi Shankar/)).toBeVisible();

  // Log Out reloads the page; a visitor on the dashboard is sent to sign in. The same number then
  // signs straight in (no registration) and lands back on the dashboard.
  await expect.poll(() => persistedCache(page)).toContain('Ravi Shankar');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  // Nothing of the shopper is left in the phone's copy of the shop (a shared phone).
  expect(await persistedCache(page)).not.toContain('Ravi Shankar');
  await expect(page.getByRole('link', { name: /^Login$|^Account$/ }).first()).toBeVisible();
  const again = await requestCode(page, phone);
  await page.locator('input[autocomplete="one-time-code"]').fill(again);
  await page.getByRole('button', { name: /verify|continue/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});

test('a wrong code is refused with the number of tries left', async ({ page }) => {
  await page.goto('/login');
  const code = await requestCode(page, uniquePhone());
  const wrong = code === '000000' ? '111111' : '000000';
  await page.locator('input[autocomplete="one-time-code"]').fill(wrong);
  await page.getByRole('button', { name: /verify|continue/i }).click();
  await expect(page.getByText(/Invalid or expired code\. 4 tries left\./)).toBeVisible();
});

test('a sign-in whose every answer is lost once on the way back: pressing again goes on, with one SMS and no new code', async ({
  page,
  context,
}) => {
  const faults = await networkFaults(context);
  const offline = page.getByText(/You seem to be offline/);
  await page.goto('/login?redirect=%2Fwishlist');
  // A shopper with an account, signed in elsewhere (here only through the API): this phone is not.
  const shopper = await registerShopper(page.request);
  await context.clearCookies();
  const smsBefore = smsCodesTo(shopper.phone).length;

  // The shop sends the SMS and answers; the answer never reaches the phone. Sent again, it is the code on its way.
  await faults.add(replyLost({ only: to('/api/auth/sendOtp'), times: 1 }));
  await page.getByLabel('Mobile number').fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(offline).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeInput = page.locator('input[autocomplete="one-time-code"]');
  await expect(codeInput).toBeVisible();
  const codes = smsCodesTo(shopper.phone).slice(smsBefore);
  expect(codes).toHaveLength(1);
  await codeInput.fill(codes[0] ?? '');

  // The shop uses the code and answers; the answer (with its cookie) never reaches the phone.
  await faults.add(replyLost({ only: to('/api/auth/verifyOtp'), times: 1 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(offline).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kirana_verify');

  // Now the code is good, and the sign-in's answer is lost: the shop started a session the phone never heard of.
  await faults.add(replyLost({ only: to('/api/auth/login'), times: 1 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(offline).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kirana_session');

  // Each lost answer was the shop's yes, never heard: the code sent, the code used, a session started.
  expect(faults.changes.map(({ path, fate, status }) => [path, fate, status])).toEqual([
    ['/api/auth/sendOtp', 'lost', 200],
    ['/api/auth/sendOtp', 'delivered', 200],
    ['/api/auth/verifyOtp', 'lost', 200],
    ['/api/auth/verifyOtp', 'delivered', 200],
    ['/api/auth/login', 'lost', 200],
  ]);

  await faults.clear();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlist', exact: true })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('kirana_session');
  expect(smsCodesTo(shopper.phone).slice(smsBefore)).toHaveLength(1);
});

test('the phone ends the tab while the shopper reads the SMS, twice, once after the code’s answer was lost: each time it opens on the code in hand, which signs in; one SMS', async ({
  page,
  context,
}) => {
  const faults = await networkFaults(context);
  const codeInput = page.locator('input[autocomplete="one-time-code"]');
  await page.goto('/login?redirect=%2Fwishlist');
  const shopper = await registerShopper(page.request);
  await context.clearCookies();
  const smsBefore = smsCodesTo(shopper.phone).length;
  await page.getByLabel('Mobile number').fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(codeInput).toBeVisible();
  const resendIn = async () =>
    Number((await page.getByText(/^Resend code in \d+ s$/).textContent())?.match(/\d+/)?.[0]);
  const waitBefore = await resendIn();

  // The shopper opens the SMS app; short of memory, the phone ends the browser's tab, which opens afresh on return.
  await page.waitForTimeout(2000);
  await page.reload();
  await expect(codeInput).toBeVisible();
  await expect(page.getByText(shopper.phone, { exact: false })).toBeVisible();
  // The wait for another code goes on from the first: it did not start again.
  expect(await resendIn()).toBeLessThanOrEqual(waitBefore - 2);
  const [code] = smsCodesTo(shopper.phone).slice(smsBefore);
  await codeInput.fill(code ?? '');

  // The shop uses the code; its answer (with its cookie) is lost, and the tab is ended again before a second press.
  await faults.add(replyLost({ only: to('/api/auth/verifyOtp'), times: 1 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/You seem to be offline/)).toBeVisible();
  await faults.clear();
  await page.reload();
  await codeInput.fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlist', exact: true })).toBeVisible();
  expect(smsCodesTo(shopper.phone).slice(smsBefore)).toHaveLength(1);
});

/** The codes the shop's demo SMS outbox (the e2e server's DATA_DIR, playwright.config.ts) sent to this number. */
function smsCodesTo(phone: string): string[] {
  const outbox = 'test-results/e2e-data/sms-outbox.jsonl';
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((sms) => sms.to === `+91${phone}`)
    .map((sms) => sms.code);
}
