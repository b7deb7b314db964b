import { expect, test } from './fixtures';
import { hi } from './messages';

// Pages of their own: the fixture's page marks the splash as seen.

test.describe('on a phone set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test("the brand splash shows with no app code at all, in the phone's language, and waits for the app", async ({
    context,
  }) => {
    const page = await context.newPage();
    // The app's code never arrives (a link that gave up halfway): the page's own splash is all there is.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    const splash = page.getByTestId('brand-splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText(hi('shell_tagline'));
    await expect(splash).not.toContainText('Save money');
    // Its content fades in (after 500 ms, by the stylesheet alone).
    await expect
      .poll(() => splash.locator('.brand-splash__content').evaluate((node) => getComputedStyle(node).opacity))
      .toBe('1');
    // 2 s are long past, but with no app to hand over to, the splash stays rather than uncover a blank page.
    await page.waitForTimeout(3_000);
    await expect(splash).toBeVisible();
  });
});

test('a first visit: the splash, then the shop with its intro; a reload in the same session opens on the shop', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto('/');
  const splash = page.getByTestId('brand-splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText('Save money , save time');
  await expect(splash).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('complementary', { name: 'Welcome to Kirana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(splash).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Welcome to Kirana' })).toHaveCount(0);
});
