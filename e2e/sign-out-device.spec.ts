import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

function rnd() {
  return Math.floor(Math.random() * 250) + 1;
}

test('Settings → Sessions signs one other device out, and only that one', async ({ page, baseURL, signIn }) => {
  const { phone } = await signIn();
  // The shopper's laptop: its own cookie jar, browser and IP.
  const laptop = await playwrightRequest.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
  const headers = { 'X-Forwarded-For': `10.${rnd()}.${rnd()}.${rnd()}` };
  const sent = await laptop.post('/api/auth/sendOtp', { data: { phone }, headers });
  const { data } = (await sent.json()) as { data: { devCode: string } };
  expect((await laptop.post('/api/auth/verifyOtp', { data: { phone, otp: data.devCode }, headers })).ok()).toBe(true);
  expect((await laptop.post('/api/auth/login', { data: { phone }, headers })).ok()).toBe(true);

  await page.goto('/dashboard/settings');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('Firefox on Windows')).toBeVisible();
  await expect(
    sessions
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Sign Out/ }),
  ).toHaveCount(0);

  await sessions.getByRole('button', { name: 'Sign Out Firefox on Windows' }).click();
  await expect(sessions.getByText('Firefox on Windows')).toHaveCount(0);

  const laptopSession = (await (await laptop.get('/api/auth/getSession')).json()) as { data: unknown };
  expect(laptopSession.data).toBeNull();
  // This phone is still signed in.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();
  await laptop.dispose();
});
