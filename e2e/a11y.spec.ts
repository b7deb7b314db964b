import { expect, readOn, seriousViolations, test } from './fixtures';

for (const [name, path, ready] of [
  ['home', '/', 'Shop by category'],
  ['search', '/search?keyword=atta', 'products found'],
  ['category', '/category/Groceries', 'products found'],
  ['login', '/login', 'Send code'],
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    // Everything the page draws is checked, also what comes only as the shopper reads on.
    await readOn(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the product page and the signed-in screens have no serious or critical accessibility violations', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn();
  for (const [path, ready] of [
    ['/product/Snacks/1000', 'Add to Cart'],
    ['/cart', 'Your cart is empty'],
    ['/wishlist', 'Browse Products'],
    ['/dashboard', 'Log Out'],
    ['/dashboard/orders', 'No orders found'],
    ['/dashboard/profile', 'Edit Profile'],
    ['/dashboard/addresses', 'Add a new address'],
    ['/dashboard/help', 'Send message'],
    ['/dashboard/settings', 'Download My Data'],
    ['/dashboard/payment-methods', 'Cash on delivery (COD)'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await readOn(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
