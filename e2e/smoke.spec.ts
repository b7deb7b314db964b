import { expect, test } from './fixtures';

test('an unknown route shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/aisle');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kirana home' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
});

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/user/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false });
});

test('a product that does not exist says so', async ({ page }) => {
  await page.goto('/product/Groceries/999999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the product you're looking for.")).toBeVisible();
});
