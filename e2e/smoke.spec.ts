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

test('the start-up stylesheet comes inside the page: never fetched, nor fetched again by the chunks loaded later', async ({
  page,
}) => {
  const stylesheetsFetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetsFetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
  // The page is styled by its own copy (the header stays at the top as the page scrolls).
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
  const startupCss = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
  expect(startupCss).toMatch(/^\/assets\/index-[\w-]+\.css$/);

  // A product page's chunk shares modules with the start-up code, so it lists the start-up file among those it needs.
  await page.mouse.wheel(0, 4000);
  await page
    .getByRole('region', { name: 'Shop by category' })
    .getByRole('link', { name: /Snacks/ })
    .click();
  await page.locator('.product-card__link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Other stylesheets came as their chunks did; the start-up one never, and it is applied only by the page's copy,
  // not a second time after the routes' stylesheets (whose rules would then lose to it).
  expect(stylesheetsFetched.length).toBeGreaterThan(0);
  expect(stylesheetsFetched).not.toContain(startupCss);
  expect(await page.locator(`link[rel="stylesheet"][href="${startupCss}"]:not([disabled])`).count()).toBe(0);
});
