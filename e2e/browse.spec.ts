import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { secondTab } from './phone';

/**
 * Slows the page's link (round trips of `latency` ms, 200 KB/s down) until the returned session is detached.
 * Not page.route: routing turns the browser's HTTP cache off, which the early answers rely on.
 */
async function slowLink(page: Page, latency: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  return cdp;
}

/** Every file and answer the page fetched: when it was asked for and came, and whether it crossed the network. */
function resourcesFetched(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        url: new URL(entry.name),
        start: timing.startTime,
        end: timing.responseEnd,
        overNetwork: timing.transferSize > 0,
        // 'link' for what index.html's script asked for (a preload), 'img' for what the page's <img> did.
        askedBy: timing.initiatorType,
      };
    }),
  );
}

/**
 * Resource Timing lists a file only once it has come: before reading what was fetched, wait until the first
 * `count` pictures of `selector` are drawn (on a 600 ms link the heading can show well before they are).
 */
async function picturesDrawn(page: Page, selector: string, count: number) {
  await expect
    .poll(() =>
      page.locator(selector).evaluateAll(
        (pictures, first) =>
          pictures.length >= first &&
          pictures.slice(0, first).every((picture) => {
            const image = picture as HTMLImageElement;
            return image.complete && image.naturalWidth > 0;
          }),
        count,
      ),
    )
    .toBe(true);
}

test('a visitor browses: category, filters, sort, page 2, then a search with a typo through a suggestion', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Shop by category' })
    .getByRole('link', { name: /Snacks/ })
    .click();
  await expect(page).toHaveURL(/\/category\/Snacks/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snacks' })).toBeVisible();
  await expect(page.getByText('275 products found')).toBeVisible();

  // Filters (the mobile slide-over): 4 stars & up, in stock only.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: /4.*stars & up/ }).check();
  await drawer.getByRole('checkbox', { name: 'In stock only' }).check();
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer).toBeHidden();
  const count = page.locator('.listing__count');
  const filtered = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(filtered).toBeGreaterThan(12);
  expect(filtered).toBeLessThan(275);

  // Sort by price, low to high: prices on the page never go down.
  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const results = page.getByRole('list', { name: /Snacks/ }).getByRole('listitem');
  await expect(results).toHaveCount(12);
  const prices = await results.locator('.product-card__price strong').allTextContents();
  const rupees = prices.map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(rupees).toEqual([...rupees].sort((a, b) => a - b));

  // Page 2 continues where page 1 stopped, and is shareable.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const firstOnPage2 = Number(
    (await results.first().locator('.product-card__price strong').textContent())?.replace(/[^\d]/g, ''),
  );
  expect(firstOnPage2).toBeGreaterThanOrEqual(rupees.at(-1) ?? 0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A misspelt search: the suggestion corrects it.
  const searchBox = page.getByRole('combobox', { name: 'Search products' });
  await searchBox.fill('colgte');
  const suggestion = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(suggestion).toContainText(/colgate/i);
  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?keyword=/);
  await expect(page.getByText(/Search Results for/i).first()).toBeVisible();
  const found = page.locator('.product-grid').first().getByRole('listitem');
  await expect(found.first()).toContainText(/Colgate/i);
  await found.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Colgate/i);
});

test('search with Enter, an empty result with its tips, and Clear Filters / Browse Categories', async ({ page }) => {
  await page.goto('/');
  const searchBox = page.getByRole('combobox', { name: 'Search products' });
  await searchBox.fill('   ');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await searchBox.fill('xyzzyqq');
  await searchBox.press('Enter');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(page.getByText(/check (the )?spelling/i)).toBeVisible();
  await page.getByRole('link', { name: 'Browse Categories' }).click();
  await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
});

test("a shopper's searches are kept, but a link on another site plants none", async ({
  page,
  signIn,
  waitForServiceWorker,
}) => {
  await signIn();
  await page.goto('/');
  await waitForServiceWorker();
  const searchBox = page.getByRole('combobox', { name: 'Search products' });
  await searchBox.fill('atta');
  await searchBox.press('Enter');
  await expect(page.getByText(/products? found/)).toBeVisible();

  // Another site (127.0.0.1 is not localhost's site) links straight to the search API.
  const elsewhere = new URL(page.url());
  elsewhere.hostname = '127.0.0.1';
  await page.goto(new URL('/terms', elsewhere).href);
  const planted = new URL(
    '/api/user/product/searchProducts?keyword=planted',
    page.url().replace('127.0.0.1', 'localhost'),
  );
  await page.evaluate((href) => {
    window.location.href = href;
  }, planted.href);
  await page.waitForURL(/keyword=planted/);

  const recent = await page.request.get('/api/user/product/recentSearches');
  expect((await recent.json()).data).toEqual(['atta']);
});

// A village link, whose round trips the browser takes for 3G, and Lighthouse's slow 4G, where the pictures would
// take the start-up code's bandwidth and the page asks for them itself.
for (const { link, latency, picturesEarly } of [
  { link: 'a village link', latency: 600, picturesEarly: true },
  { link: 'slow 4G', latency: 150, picturesEarly: false },
]) {
  test(`a category's list is asked for with the page, and on ${link} its first cards' pictures ${picturesEarly ? 'too' : 'only by the page'}; the app's own request is answered by the browser`, async ({
    page,
  }) => {
    const list = await (
      await page.request.get('/api/user/product/getProductsByCategory?category=Dals%20%26%20Flours')
    ).json();
    const firstPictures: string[] = list.data.slice(0, 4).map((card: { image: string }) => card.image);
    const cdp = await slowLink(page, latency);
    // A first visit (no service worker yet), to a category whose name needs encoding in the query.
    await page.goto('/category/Dals%20%26%20Flours');
    await expect(page.getByRole('heading', { level: 1, name: 'Dals & Flours' })).toBeVisible();
    await expect(page.getByText('95 products found')).toBeVisible();
    const cards = page.locator('img.product-card__image');
    for (const [index, picture] of firstPictures.entries())
      await expect(cards.nth(index)).toHaveAttribute('src', picture);
    await picturesDrawn(page, 'img.product-card__image', firstPictures.length);
    await cdp.detach();
    const requests = await resourcesFetched(page);
    const lists = requests.filter(({ url }) => url.pathname === '/api/user/product/getProductsByCategory');
    // The early request crossed the network; the app's request for the same address did not.
    expect(lists.map(({ url, overNetwork }) => ({ query: url.search, overNetwork }))).toEqual([
      { query: '?category=Dals+%26+Flours', overNetwork: true },
      { query: '?category=Dals+%26+Flours', overNetwork: false },
    ]);
    // The list comes in the page's own order, so the early answer names the first screen's pictures: on the
    // village link each is asked for before the app could even ask for the list, and fetched once (the page's
    // first cards draw that copy); on slow 4G the page asks for them, once, after its list.
    for (const picture of firstPictures) {
      const fetched = requests.filter(({ url }) => url.pathname === picture);
      expect(fetched, picture).toHaveLength(1);
      expect(fetched[0]?.askedBy, picture).toBe(picturesEarly ? 'link' : 'img');
    }
  });
}

test("a product's answer, its page's code and its first picture are asked for with the page; the app's own request is answered by the browser", async ({
  page,
}) => {
  const product = await (await page.request.get('/api/user/product/getProduct?productId=1166')).json();
  // A village link (the browser takes it for 3G), so that the start-up code takes a while to come: what
  // index.html asks for itself is asked for meanwhile.
  const cdp = await slowLink(page, 600);
  // A first visit (no service worker yet), straight to a product.
  await page.goto(`/product/${product.data.category}/1166`);
  await expect(page.getByRole('heading', { level: 1, name: product.data.name })).toBeVisible();
  await picturesDrawn(page, 'img.product-zoom__image', 1);
  await cdp.detach();
  const requests = await resourcesFetched(page);
  const startupCode = requests.find(({ url }) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname));
  const answers = requests.filter(({ url }) => url.pathname === '/api/user/product/getProduct');
  // The early request crossed the network before the start-up code had even arrived; the app's request for the
  // same address did not cross it.
  expect(answers.map(({ url, overNetwork }) => ({ query: url.search, overNetwork }))).toEqual([
    { query: '?productId=1166', overNetwork: true },
    { query: '?productId=1166', overNetwork: false },
  ]);
  expect(startupCode).toBeDefined();
  expect(answers[0]?.start).toBeLessThan(startupCode?.end ?? 0);
  // So was the page's own code (its route chunk), not once the start-up code had run and matched the address.
  const pageCode = requests.filter(({ url }) => /^\/assets\/_id-[\w-]+\.js$/.test(url.pathname));
  expect(pageCode.length).toBeGreaterThan(0);
  for (const chunk of pageCode) expect(chunk.start).toBeLessThan(startupCode?.end ?? 0);
  // And its first picture (the page's LCP), asked for by index.html's script as the early answer named it, not
  // by the page once drawn: fetched once, the page's own <img> using that copy. (Not timed against the app's own
  // request: with the code compiled as it downloads, the app may ask as soon as the early answer arrives.)
  const picture = requests.filter(({ url }) => url.pathname === product.data.images[0]);
  expect(picture).toHaveLength(1);
  expect(picture[0]?.askedBy).toBe('link');
  await expect(page.locator('img.product-zoom__image').first()).toHaveAttribute('src', product.data.images[0]);
});

test('what index.html asks for early is what the page then uses: no preload left unused, no stylesheet downloaded twice', async ({
  page,
}) => {
  // Chromium says so in the console: a preload asked for differently from the page's own request (its
  // credentials mode) is not used, and the file is downloaded again; one unused a few seconds after load
  // was bytes the link could not spare.
  const preloadWarnings: string[] = [];
  const product = await (await page.request.get('/api/user/product/getProduct?productId=1166')).json();
  // Each address in a tab of its own, left open: the three pages' 3 s pass together.
  let tab = page;
  for (const address of ['/', '/category/Snacks', `/product/${product.data.category}/1166`]) {
    if (address !== '/') tab = await secondTab(page.context());
    tab.on('console', (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(`${address}: ${message.text()}`);
    });
    await tab.goto(address);
    await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const stylesheets = (await resourcesFetched(tab)).filter(({ url }) => url.pathname.endsWith('.css'));
    expect(stylesheets.length, address).toBeGreaterThan(0);
    for (const { url } of stylesheets)
      expect(
        stylesheets.filter((other) => other.url.href === url.href),
        url.pathname,
      ).toHaveLength(1);
  }
  // Chromium names an unused preload 3 s after the page's load; the last tab loaded last.
  await tab.waitForTimeout(3_500);
  expect(preloadWarnings).toEqual([]);
});
