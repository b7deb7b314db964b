import { expect, test } from './fixtures';

test('Chromium finds the app installable', async ({ page, waitForServiceWorker }) => {
  await page.goto('/');
  await waitForServiceWorker();
  const cdp = await page.context().newCDPSession(page);
  // Installability is judged once the manifest and icons are fetched: poll until the only complaint left is incognito.
  await expect
    .poll(
      async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
});

test('the manifest names the shop and offers installable icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Kirana',
    short_name: 'Kirana',
    description: 'Save money , save time',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});
