import type { APIRequestContext, Page } from '@playwright/test';
import { expect, outboxSize, persistedCache, registerShopper, test } from './fixtures';
import { buyOutStock, cartOf, orderCart, productsIn, setCartQuantity, wishlistOf } from './shop-api';

const SNACKS = 'Snacks';
/** Sold out on purpose by one test: no other test uses this category, so none finds its product gone. */
const SOLD_OUT_CATEGORY = 'Household Cleaning';

async function inStock(request: APIRequestContext, category: string) {
  return (await productsIn(request, category)).filter((product) => product.status === 'in stock');
}

/** How many changes wait in the phone's outbox. */
const queuedChanges = (page: Page) => outboxSize(page);

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

test('offline: what the shopper saw opens from the phone, and cart, wishlist and Buy again changes reach the server once each', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  test.setTimeout(120_000);
  await signIn();
  const [ordered, wanted] = await inStock(page.request, SNACKS);
  if (!ordered || !wanted) throw new Error('the demo catalog has too few Snacks in stock');
  await setCartQuantity(page.request, ordered.id, 1);
  const orderId = await orderCart(page.request);

  // Online: the shopper looks around once.
  await page.goto('/');
  await waitForServiceWorker();
  await page.goto(`/category/${SNACKS}`);
  await expect(page.getByText(/\d+ products found/)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('button', { name: /^Buy again order/ })).toBeVisible();
  await page.goto(`/product/${SNACKS}/${wanted.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wanted.name);
  await expect.poll(() => persistedCache(page)).toContain(wanted.name);

  // No signal: the product page still opens, and adding works at once.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wanted.name);
  await expect(connection(page)).toContainText('You are offline');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Added to Wishlist' })).toBeDisabled();

  // Home, the category, the orders and their details open from the phone too.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link')).toHaveCount(12);
  await page.goto(`/category/${SNACKS}`);
  await expect(page.getByText(/\d+ products found/)).toBeVisible();
  await expect(page.getByText(/^Prices as of/)).toBeVisible();
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await page.goto('/dashboard/orders');
  await page.getByRole('button', { name: /^Buy again order/ }).click();
  await expect(page.getByText(/You're offline: 1 item will be added/).first()).toBeVisible();

  // A reload with no signal keeps every change; the cart shows both lines waiting to sync.
  await expect.poll(() => queuedChanges(page)).toBe(3);
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${wanted.name}` })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${ordered.name}` })).toBeVisible();
  const cartLines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(cartLines.getByText(/will sync/i)).toHaveCount(2);
  await expect(connection(page)).toContainText('3 changes will sync');
  await context.setOffline(false);
  await expect(connection(page)).toContainText('Everything is synced', { timeout: 15_000 });
  expect((await cartOf(page.request)).map((line) => [line.id, line.quantity])).toEqual([
    [wanted.id, 1],
    [ordered.id, 1],
  ]);
  // Each change exactly once, whatever was retried: one of each line, one wishlist entry.
  expect((await wishlistOf(page.request)).map((item) => item.id)).toEqual([wanted.id]);
  await expect(cartLines.getByText(/will sync/i)).toHaveCount(0);
});

test('an add queued offline for a product that sold out meanwhile is reported, not silently dropped', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
  playwright,
}) => {
  await signIn();
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await registerShopper(other);
  // A product with few left (under 99), so the other shopper can buy them all in one order.
  let scarce: { id: number; name: string } | undefined;
  for (const product of (await inStock(other, SOLD_OUT_CATEGORY)).slice(0, 30)) {
    const [line] = await setCartQuantity(other, product.id, 1);
    await setCartQuantity(other, product.id, 0);
    if (line && line.maxQuantity < 99) {
      scarce = product;
      break;
    }
  }
  if (!scarce) throw new Error(`no product of ${SOLD_OUT_CATEGORY} with fewer than 99 in stock among the first 30`);

  await page.goto(`/product/${encodeURIComponent(SOLD_OUT_CATEGORY)}/${scarce.id}`);
  await waitForServiceWorker();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(scarce.name);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();

  await buyOutStock(other, scarce.id);
  await other.dispose();

  await context.setOffline(false);
  await expect(page.getByText(`${scarce.name} is out of stock.`)).toBeVisible();
  expect(await cartOf(page.request)).toEqual([]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
