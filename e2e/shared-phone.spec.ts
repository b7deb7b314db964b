import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, persistedCache, registerShopper, test } from './fixtures';
import { orderCart, productsIn, setCartQuantity } from './shop-api';

/**
 * Decision 105: one phone, two shoppers. Asha signs in, looks around and puts the phone down without Log Out; her
 * session ends elsewhere (Sign Out From All Devices on her laptop). Bilal then uses the phone.
 */

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const rnd = () => Math.floor(Math.random() * 250) + 1;
/** A phone number as the profile shows it: +91 97529 40648. */
const shown = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** Every personal copy the service worker keeps (whatever its cache is called), as stored: URL and body. */
function serviceWorkerCopies(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('personal')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        kept.push(request.url, (await (await cache.match(request))?.text()) ?? '');
    }
    return kept.join('\n');
  });
}

/** One copy as the service worker keeps it: its cache, address, headers and body. */
interface KeptCopy {
  cacheName: string;
  url: string;
  headers: [string, string][];
  body: string;
}

function keptCopyOf(page: Page, path: string): Promise<KeptCopy | undefined> {
  return page.evaluate(async (path) => {
    for (const cacheName of await caches.keys()) {
      if (!cacheName.startsWith('personal')) continue;
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== path) continue;
        const copy = await cache.match(request);
        if (!copy) continue;
        const headers: [string, string][] = [];
        copy.headers.forEach((value, name) => {
          headers.push([name, value]);
        });
        return { cacheName, url: request.url, headers, body: await copy.text() };
      }
    }
    return undefined;
  }, path);
}

/** Puts a copy back into the service worker's cache, as a late write would have left it. */
async function putBack(page: Page, copy: KeptCopy) {
  await page.evaluate(async ({ cacheName, url, headers, body }) => {
    await (await caches.open(cacheName)).put(url, new Response(body, { headers }));
  }, copy);
}

test('a session ended elsewhere leaves nothing for the next person on the phone, and no copy goes to another shopper', async ({
  page,
  context,
  baseURL,
  waitForServiceWorker,
}) => {
  test.setTimeout(180_000);
  const asha = await registerShopper(page.request, { name: 'Asha Verma', addressLine1: '7, Lotus Lane' });
  const [ordered, inCart] = (await productsIn(page.request, 'Snacks')).filter(
    (product) => product.status === 'in stock',
  );
  if (!ordered || !inCart) throw new Error('the demo catalog has too few Snacks in stock');
  await setCartQuantity(page.request, ordered.id, 1);
  const orderId = await orderCart(page.request);
  await setCartQuantity(page.request, inCart.id, 2);
  // Asha's laptop: its own cookie jar, signed in to the same account.
  const laptop = await playwrightRequest.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
  const headers = { 'X-Forwarded-For': `10.${rnd()}.${rnd()}.${rnd()}` };
  const sent = await laptop.post('/api/auth/sendOtp', { data: { phone: asha.phone }, headers });
  const { data } = (await sent.json()) as { data: { devCode: string } };
  expect(
    (await laptop.post('/api/auth/verifyOtp', { data: { phone: asha.phone, otp: data.devCode }, headers })).ok(),
  ).toBe(true);
  expect((await laptop.post('/api/auth/login', { data: { phone: asha.phone }, headers })).ok()).toBe(true);

  // Asha looks around on the phone: her profile, addresses, cart, orders and signed-in browsers.
  await page.goto('/');
  await waitForServiceWorker();
  await page.goto('/dashboard/profile');
  await expect(page.getByText(shown(asha.phone)).first()).toBeVisible();
  await page.goto('/dashboard/addresses');
  await expect(page.getByText('7, Lotus Lane').first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${inCart.name}` })).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByText(ordered.name).first()).toBeVisible();
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('Firefox on Windows')).toBeVisible();
  await expect.poll(() => persistedCache(page)).toContain('Firefox on Windows');
  await expect.poll(() => serviceWorkerCopies(page)).toContain('Firefox on Windows');
  const ashasSessions = await keptCopyOf(page, '/api/auth/sessions');
  expect(ashasSessions?.body).toContain('Firefox on Windows');

  // She puts the phone down without Log Out, and signs out from all devices on her laptop.
  expect((await laptop.post('/api/auth/logoutAll', { headers })).ok()).toBe(true);
  await laptop.dispose();

  // Her products may be on any page of the catalog; on a personal page they would be hers.
  const nothingOfAsha = async ({ catalogPage = false } = {}) => {
    const body = page.locator('body');
    const hers = [asha.name, shown(asha.phone), '7, Lotus Lane', 'Firefox on Windows'];
    for (const text of catalogPage ? hers : [...hers, ordered.name, inCart.name])
      await expect(body, text).not.toContainText(text);
  };

  await test.step('(1) the phone hears of it once, then offline and reloaded shows nothing of hers', async () => {
    // Her orders are asked for again: the shop answers 401.
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/login/);
    // Nothing personal stays on the phone: not in the app's copy, not in the service worker's.
    await expect.poll(() => persistedCache(page)).not.toContain('Firefox on Windows');
    const copy = await persistedCache(page);
    for (const hers of [asha.name, asha.phone, orderId, 'Firefox on Windows']) expect(copy, hers).not.toContain(hers);
    await expect.poll(() => serviceWorkerCopies(page)).not.toContain(asha.phone);
    const kept = await serviceWorkerCopies(page);
    for (const hers of [asha.name, '7, Lotus Lane', orderId, 'Firefox on Windows'])
      expect(kept, hers).not.toContain(hers);

    await context.setOffline(true);
    for (const path of [
      '/dashboard/profile',
      '/dashboard/addresses',
      '/cart',
      '/dashboard/orders',
      '/dashboard/settings',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await nothingOfAsha();
    }
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link')).toHaveCount(12);
    await nothingOfAsha({ catalogPage: true });
  });

  const bilal = await test.step('(2) back online, Bilal signs in and sees only his own', async () => {
    await context.setOffline(false);
    const bilal = await registerShopper(page.request, { name: 'Bilal Khan', addressLine1: '3, Mango Street' });
    await page.goto('/dashboard/profile');
    await expect(page.getByText(shown(bilal.phone)).first()).toBeVisible();
    await nothingOfAsha();
    await page.goto('/dashboard/addresses');
    await expect(page.getByText('3, Mango Street').first()).toBeVisible();
    await nothingOfAsha();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await nothingOfAsha();
    return bilal;
  });

  await test.step('(3) a copy the service worker still held for Asha is not handed to Bilal, offline', async () => {
    // As a write that landed late would leave it: her list of browsers, which Bilal's phone never asked for.
    if (!ashasSessions) throw new Error('the service worker kept no copy of her sessions');
    await putBack(page, ashasSessions);
    // His session is on the phone, so the page opens for him offline.
    await expect.poll(() => persistedCache(page)).toContain(bilal.phone);
    await context.setOffline(true);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();
    // Give the page time to draw whatever the service worker would have answered.
    await page.waitForTimeout(1500);
    await nothingOfAsha();
  });
});
