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
  // The page's clock stands still until the test moves it: the splash stays up however slow the machine.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
  await page.goto('/');
  const splash = page.getByTestId('brand-splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText('Save money , save time');
  // The first screen is drawn under the splash meanwhile.
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeAttached();
  // Shown at most 1 s before the clock stopped: 2 s on, it has handed over (its exact timing: splash.test.tsx).
  await page.clock.runFor(2_000);
  await expect(splash).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Welcome to Kirana' })).toBeVisible();
  await page.clock.resume();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(splash).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Welcome to Kirana' })).toHaveCount(0);
});

test.describe('with scripting off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the shop needs JavaScript, and no splash covers it', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/');
    // (Playwright's text matching skips <noscript>: the element is asked for by name, its text read from the DOM.)
    await expect(page.locator('noscript')).toBeVisible();
    expect(await page.locator('noscript').textContent()).toBe('Kirana needs JavaScript to run.');
    await expect(page.getByTestId('brand-splash')).toBeHidden();
  });
});
