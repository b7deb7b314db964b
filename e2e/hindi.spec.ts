import { expect, readOn, seriousViolations, test } from './fixtures';
import { hi } from './messages';

// A phone whose first language is Hindi: navigator.languages and Accept-Language say hi-IN.
test.use({ locale: 'hi-IN' });

test('a phone set to Hindi opens the shop in Hindi; the drawer switches to English and back without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: hi('catalog_tiles_title') })).toBeVisible();
  await expect(page).toHaveTitle(`Kirana — ${hi('shell_tagline')}`);
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.hi.webmanifest');
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page.getByRole('button', { name: hi('shell_drawer_open') }).click();
  const drawer = page.getByRole('dialog', { name: hi('shell_drawer_title') });
  await drawer.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // Redrawn in English in place: the drawer is still open, the switch keeps the focus, nothing reloaded.
  const englishDrawer = page.getByRole('dialog', { name: 'Shop by category' });
  await expect(englishDrawer.getByRole('button', { name: 'English' })).toBeFocused();
  await expect(englishDrawer.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page).toHaveTitle('Kirana — Save money , save time');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');

  // The choice outlives the visit, although the phone's own language is Hindi.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Shop by category' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: hi('catalog_tiles_title') })).toBeVisible();
});

test('search "आटा" from the search box finds atta, and the Hindi pages pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: hi('catalog_tiles_title') })).toBeVisible();
  await readOn(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const box = page.getByRole('combobox', { name: hi('search_products') });
  await box.fill('आटा');
  // Typed in Devanagari, the products' Hindi phrases are suggested in Devanagari too.
  await expect(page.getByRole('option', { name: /चक्की आटा/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E0%A4%86%E0%A4%9F%E0%A4%BE/);
  // The address changes first; the home page (its featured products are headings too) stays until the search page draws.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('आटा');
  const results = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(results.first()).toBeVisible();
  const names = await results.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/atta/i);
  await readOn(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a phone reading Hindi would install the shop described in Hindi', async ({ page, waitForServiceWorker }) => {
  await page.goto('/');
  await waitForServiceWorker();
  const cdp = await page.context().newCDPSession(page);
  // What Chromium itself reads as the page's manifest, once the app has pointed the link at its language's.
  await expect
    .poll(async () => ((await cdp.send('Page.getAppManifest')) as { url: string }).url)
    .toMatch(/\/manifest\.hi\.webmanifest$/);
  const { data } = (await cdp.send('Page.getAppManifest')) as { data: string };
  expect(JSON.parse(data)).toMatchObject({ name: 'Kirana', lang: 'hi-IN', description: hi('shell_tagline') });
  const installable = async () =>
    (
      (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
    ).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(installable, { timeout: 15_000 }).toEqual([]);
  await cdp.detach();
});

test('the whole way in Hindi: home → category → product → cart → checkout → orders → account, and offline after a reload', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  test.setTimeout(120_000);
  await signIn();
  await page.goto('/');
  const dalsAndFlours = hi('catalog_category_dals_and_flours');
  await page
    .getByRole('link', { name: new RegExp(dalsAndFlours) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: dalsAndFlours })).toBeVisible();
  await expect(page.getByText(/95 सामान मिले/)).toBeVisible();

  // The first product in stock, as its card shows it.
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: hi('catalog_card_add_to_cart') }) })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The catalog's own words are in Hindi too (below the first screen); the product keeps its name as printed on the pack.
  await readOn(page);
  const description = page.getByRole('region', { name: hi('catalog_product_description') }).locator('p');
  await expect(description).toContainText(/ का पैक। [\u0900-\u097F]/);
  const productPage = page.url();
  await page.getByRole('button', { name: hi('catalog_product_add_to_cart') }).click();
  await expect(page.getByRole('button', { name: hi('catalog_product_added_to_cart') })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: new RegExp(`^${hi('shell_cart')}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: hi('cart_title') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText(' का पैक। ');
  await page.getByRole('button', { name: hi('cart_proceed') }).click();

  await expect(page).toHaveURL(/\/address$/);
  await page.getByRole('button', { name: hi('checkout_proceed_to_payment') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // The address given at registration, which the shop labels Home, is read in Hindi too.
  await expect(
    page.getByRole('heading', { name: hi('checkout_delivering_to', { name: hi('addresses_label_home') }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('radio', { name: new RegExp(hi('checkout_cod').replace(/[()]/g, '\\$&')) }),
  ).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: hi('checkout_complete_order') }).click();

  await expect(page.getByRole('heading', { name: hi('checkout_thank_you') })).toBeVisible();
  await page.getByRole('link', { name: hi('checkout_view_order') }).click();
  await expect(page.getByRole('heading', { name: hi('orders_progress') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const bottomBar = page.getByRole('navigation', { name: hi('shell_bottom_bar_label') });
  await bottomBar.getByRole('link', { name: hi('shell_orders') }).click();
  await expect(page.getByRole('heading', { level: 1, name: hi('orders_title') })).toBeVisible();
  await bottomBar.getByRole('link', { name: hi('shell_account') }).click();
  await expect(page.getByRole('button', { name: hi('account_dashboard_log_out') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // No signal, and a reload: the shop opens from the phone, still in Hindi.
  await waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('button', { name: hi('account_dashboard_log_out') })).toBeVisible();
  await expect(bottomBar.getByRole('link', { name: hi('shell_orders') })).toBeVisible();
  // The product seen before, opened with no signal: its own words in Hindi come from the phone's copy.
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await readOn(page);
  await expect(description).toContainText(/ का पैक। [\u0900-\u097F]/);
  await context.setOffline(false);
});
