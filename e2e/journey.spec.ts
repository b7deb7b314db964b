import { expect, readOn, test } from './fixtures';
import { cartOf, ordersOf, productsIn, spokenNumber, wishlistOf } from './shop-api';

/** Two in-stock products of one category, through the real API. */
async function twoProducts(request: import('@playwright/test').APIRequestContext) {
  const [first, second] = (await productsIn(request, 'Snacks')).filter((product) => product.status === 'in stock');
  if (!first || !second) throw new Error('the demo catalog has too few Snacks in stock');
  return [first, second] as const;
}

const productPath = (product: { id: number }) => `/product/Snacks/${product.id}`;

test('a visitor who taps Add to Cart is sent to sign in, and comes back to the product', async ({ page }) => {
  const [product] = await twoProducts(page.request);
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=.*${product.id}`));
});

test('product -> cart and wishlist -> quantities and selection -> address -> payment -> confirmation -> orders -> Buy again', async ({
  page,
  signIn,
}) => {
  await signIn();
  const [first, second] = await twoProducts(page.request);

  // Product page: Add to Cart and Add to Wishlist, each then done and disabled.
  await page.goto(productPath(first));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Added to Wishlist' })).toBeDisabled();
  await page.goto(productPath(second));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  expect((await wishlistOf(page.request)).map((item) => item.id)).toEqual([first.id]);

  // Wishlist: the item is there and links to the cart.
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: first.name }).first()).toBeVisible();

  // Cart: two of the first product, the second not chosen for this order.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('checkbox', { name: `Select ${second.name} for checkout` }).uncheck();
  await expect(page.getByText('1 of 2 items selected')).toBeVisible();
  await expect
    .poll(async () => (await cartOf(page.request)).map((line) => [line.id, line.quantity]))
    .toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Address: the address given at registration is chosen already.
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByRole('radio', { name: /Gandhi Road/ })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // Payment: cash on delivery, 10% off this first order; a double tap on Complete Order places one order.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByText(/^Pay on delivery: cash or UPI\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('First order 10% off');
  await page.getByRole('button', { name: 'Complete Order' }).dblclick();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  // The server's promise: the shop's DELIVERY_PROMISE_MINUTES (30 by default), within the hour.
  await expect(page.getByText('Estimated delivery').locator('xpath=following-sibling::dd')).toHaveText(
    /^Express Delivery: by /,
  );
  const orders = await ordersOf(page.request);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.items.map((item) => [item.product.id, item.quantity])).toEqual([[first.id, 2]]);
  // The short number the shop and the shopper say on the phone, not the id.
  await expect(page.getByText(spokenNumber(orders[0]), { exact: true })).toBeVisible();
  await expect(page.getByText('Pay on delivery: cash or UPI', { exact: false })).toBeVisible();
  // The ordered line left the cart; the one not chosen stayed.
  expect((await cartOf(page.request)).map((line) => line.id)).toEqual([second.id]);

  // Orders: the list, the details, and Buy again puts the ordered items back in the cart.
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #/);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 2, name: /^Order #/ })).toHaveCount(1);
  await page.getByRole('button', { name: /^Buy again order/ }).click();
  await expect(page.getByText(/Added 1 item to your cart/).first()).toBeVisible();
  await expect
    .poll(async () => (await cartOf(page.request)).map((line) => [line.id, line.quantity]))
    .toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
});

test('a review once; the second is refused with the notice', async ({ page, signIn }) => {
  await signIn();
  const [, product] = await twoProducts(page.request);
  await page.goto(productPath(product));
  // The reviews are below the first screen: the shopper, seeing the product, scrolls down to them.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(product.name);
  await readOn(page);
  const form = page.getByRole('form', { name: /review/i });
  await form.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Add Review to continue')).toBeVisible();
  await form.getByRole('textbox').fill('Crisp and fresh, good for tea time.');
  await form.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page.getByText('Crisp and fresh, good for tea time.')).toBeVisible();
  await page.reload();
  await expect(title).toHaveText(product.name);
  await readOn(page);
  await expect(page.getByText('You have already submitted a review for this product.')).toBeVisible();
  await expect(page.getByRole('form', { name: /review/i })).toHaveCount(0);
});
