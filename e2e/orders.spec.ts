import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartOf, ordersOf, productsIn, setCartQuantity } from './shop-api';

/** Sold out on purpose (until the cancel): no other test uses this category, so none finds its product gone. */
const CATEGORY = 'Spices & Dry Fruits';

/**
 * Puts the whole stock of an in-stock product (fewer than 99 units, so the cart shows it exactly)
 * in this shopper's cart: once ordered, the product is out of stock for everybody.
 */
async function wholeStockInCart(request: APIRequestContext) {
  const candidates = (await productsIn(request, CATEGORY)).filter((product) => product.status === 'in stock');
  for (const product of candidates) {
    const line = (await setCartQuantity(request, product.id, 1)).find((item) => item.id === product.id);
    if (line && line.maxQuantity < 99) {
      await setCartQuantity(request, product.id, line.maxQuantity);
      return { product, stock: line.maxQuantity };
    }
    await setCartQuantity(request, product.id, 0);
  }
  throw new Error(`no ${CATEGORY} product with fewer than 99 units in stock`);
}

const statusOf = async (request: APIRequestContext, productId: number) =>
  (await productsIn(request, CATEGORY)).find((product) => product.id === productId)?.status;

/** The text beside a term in a description list (the confirmation's facts, the order's payment box). */
const described = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

test('an order cancelled before packing: Cancelled on its timeline, the stock back, one delivery promise in the same words everywhere', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { product, stock } = await wholeStockInCart(page.request);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('First order 10% off');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  // The promise is the server's, in one set of words: confirmation, details and list agree.
  const promise = described(page, 'Estimated delivery');
  await expect(promise).toHaveText(/^Express Delivery: by /);
  const words = (await promise.textContent()) ?? '';
  await expect(described(page, 'First order 10% off')).toHaveText(/^−₹\d/);
  expect(await statusOf(page.request, product.id)).toBe('out of stock');

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #/);
  await expect(described(page, 'Delivery')).toHaveText(words);
  await expect(described(page, 'First order 10% off')).toHaveText(/^−₹\d/);

  // Cancel asks once more, then the order is cancelled at the server.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Cancel this order? Nothing will be delivered and nothing is charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline.getByRole('listitem')).toHaveText([/^✓Order placeddone /, /^✓Cancelleddone /]);
  await expect(page.locator('.order-details__header .order-badge')).toHaveText('Cancelled');
  await expect(described(page, 'Delivery')).toHaveText('Cancelled — it will not be delivered');
  await expect(page.getByRole('button', { name: /cancel/i })).toHaveCount(0);

  const [order] = await ordersOf(page.request);
  expect(order?.status).toBe('cancelled');
  // The stock is back on the shelf: in stock again, every unit of it.
  expect(await statusOf(page.request, product.id)).toBe('in stock');
  await setCartQuantity(page.request, product.id, stock);
  expect((await cartOf(page.request)).find((line) => line.id === product.id)?.maxQuantity).toBe(stock);

  await page.goto('/dashboard/orders');
  const card = page.getByRole('article', { name: /^Order #/ });
  await expect(card).toContainText('Cancelled — it will not be delivered');
  await expect(page.getByRole('region', { name: 'Order counts' })).toContainText('In progress0');
});
