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

test('the shop runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  // Dark: the shell's inline script (allowed by its hash) sets the theme before the first paint.
  await page.emulateMedia({ colorScheme: 'dark' });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.mouse.wheel(0, 4000);
  await page
    .getByRole('region', { name: 'Shop by category' })
    .getByRole('link', { name: /Snacks/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snacks' })).toBeVisible();
  await page.locator('.product-card__link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
