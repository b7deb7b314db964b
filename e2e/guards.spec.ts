import { expect, test } from './fixtures';

for (const path of ['/wishlist', '/cart', '/address', '/payment', '/order-confirmation', '/dashboard/orders/42']) {
  test(`a visitor on ${path} is sent to /login, which knows the way back`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/%2F/g, '(%2F|/)')}`),
    );
  });
}

test('with an empty cart every checkout step leads back to /cart', async ({ page, signIn }) => {
  await signIn();
  // /payment has no address, so it sends to /address; /order-confirmation has none either, so to
  // /payment; and /address with an empty cart sends to /cart: each chain ends on the cart.
  for (const step of ['/address', '/payment', '/order-confirmation']) {
    await page.goto(step);
    await expect(page).toHaveURL(/\/cart$/);
  }
});

test('a signed-in shopper reaches the dashboard and the header says so', async ({ page, signIn }) => {
  const shopper = await signIn();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(shopper.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});
