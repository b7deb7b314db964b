import type { Page } from '@playwright/test';
import { expect, outboxSize, persistedCache, test } from './fixtures';
import { cartIdle, cartOnScreen } from './phone';
import { cartOf, productsIn, setCartQuantity } from './shop-api';

async function cartOnServer(page: Page): Promise<Record<string, number>> {
  return Object.fromEntries((await cartOf(page.request)).map((line) => [line.name, line.quantity]));
}

/** A few in-stock products of a category, through the real API. */
async function someProducts(page: Page, count: number) {
  const products = await productsIn(page.request, 'Dals & Flours');
  return products.filter((product) => product.status === 'in stock').slice(0, count);
}

test('cart changes made offline show at once, survive a reload and reach the server once each', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  await signIn();
  const [first, second] = await someProducts(page, 2);
  if (!first || !second) throw new Error('the demo catalog has no products in Dals & Flours');
  await setCartQuantity(page.request, first.id, 2);
  await setCartQuantity(page.request, second.id, 1);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  await waitForServiceWorker();
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 2, [second.name]: 1 });
  await expect.poll(() => persistedCache(page)).toContain(second.name);

  await context.setOffline(true);
  await page.reload();
  // The cart opens from the phone's copy, and the shopper is told the shop is offline.
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 2, [second.name]: 1 });
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You are offline');

  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await cartIdle(page);
  await page.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 3 });
  await expect(page.getByText(/will sync/i).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('2 changes will sync');

  // The outbox lives in IndexedDB: a reload (or closing the app) keeps it.
  await expect.poll(() => outboxSize(page)).toBe(2);
  await page.reload();
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 3 });
  expect(await cartOnServer(page)).toEqual({ [first.name]: 2, [second.name]: 1 });

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/user/cart/')) posts.push(request.postData() ?? '');
  });
  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Everything is synced');
  expect(await cartOnServer(page)).toEqual({ [first.name]: 3 });
  expect(posts.map((body) => JSON.parse(body))).toEqual([
    expect.objectContaining({ productId: first.id, quantity: 3 }),
    expect.objectContaining({ productId: second.id, quantity: 0 }),
  ]);
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 3 });
});
