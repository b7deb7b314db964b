import type { Page } from '@playwright/test';
import { expect, outboxSize, test } from './fixtures';
import { cartOnScreen, wishlistOnScreen } from './phone';
import { cartOf, productsIn, wishlistOf } from './shop-api';

async function saveToWishlist(page: Page, productId: number) {
  const answer = await page.request.post('/api/user/wishlist/add', { data: { productId } });
  expect(answer.ok()).toBe(true);
}

test('Move to Cart with no signal: off the wishlist and into the cart at once, and on the server exactly once after reconnecting', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  await signIn();
  const [moved, kept] = (await productsIn(page.request, 'Snacks')).filter((p) => p.status === 'in stock');
  if (!moved || !kept) throw new Error('the demo catalog has no snacks in stock');
  await saveToWishlist(page, kept.id);
  await saveToWishlist(page, moved.id);

  // Both screens once online, so the phone has them for the trip offline.
  await page.goto('/cart');
  await waitForServiceWorker();
  await page.goto('/wishlist');
  await expect.poll(() => wishlistOnScreen(page)).toEqual([kept.name, moved.name].sort());

  const moves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/wishlist/moveToCart')) moves.push(request.postData() ?? '');
  });
  await context.setOffline(true);
  await page
    .getByRole('article', { name: moved.name })
    .getByRole('button', { name: /^Move to Cart/ })
    .click();
  await expect(page.getByText("No connection: the item will move to your cart when you're back online.")).toBeVisible();
  await expect.poll(() => wishlistOnScreen(page)).toEqual([kept.name]);
  expect(await outboxSize(page)).toBe(1);

  // A reload offline keeps the change, and both screens show it.
  await page.reload();
  await expect.poll(() => wishlistOnScreen(page)).toEqual([kept.name]);
  await page.goto('/cart');
  await expect.poll(() => cartOnScreen(page)).toEqual({ [moved.name]: 1 });
  await expect(page.getByText("Will sync when you're back online")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Everything is synced', {
    timeout: 30_000,
  });
  expect((await cartOf(page.request)).map((line) => [line.name, line.quantity])).toEqual([[moved.name, 1]]);
  expect((await wishlistOf(page.request)).map((entry) => entry.name)).toEqual([kept.name]);
  expect(moves.map((body) => JSON.parse(body))).toEqual([expect.objectContaining({ productId: moved.id })]);
  await expect.poll(() => outboxSize(page)).toBe(0);
  await page.goto('/wishlist');
  await expect.poll(() => wishlistOnScreen(page)).toEqual([kept.name]);
});
