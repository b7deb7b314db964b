import type { Page, Request } from '@playwright/test';
import { expect, keptApart, persistedCache, readOn, test } from './fixtures';
import { blackhole, networkFaults } from './network-faults';
import { openPhoneLink, type PhoneLink } from './phone-link';
import { productsIn } from './shop-api';

/** A time as "Prices as of" shows it (hours and minutes, as the phone writes them). */
const shownAt = (page: Page, time: number) =>
  page.evaluate(
    (at) => new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false }).format(at),
    time,
  );

/** When the phone's copy of a category's listing (kept apart) was fetched. */
async function listedAt(page: Page, category: string): Promise<number> {
  const key = `kirana-kept-apart-["catalog","by-category","${category}"]`;
  await expect.poll(async () => (await keptApart(page))[key]).toBeDefined();
  return (JSON.parse((await keptApart(page))[key] ?? '') as { state: { dataUpdatedAt: number } }).state.dataUpdatedAt;
}

/** The page's own request (not the service worker's) for the answer at `path`. */
const pageAsksFor = (path: string) => (request: Request) =>
  !request.serviceWorker() && new URL(request.url()).pathname === path;

/** Resolves once the page's own request for the answer at `path` has ended, answered or not. */
const pageRequestEnded = (page: Page, path: string) =>
  Promise.race([
    page.waitForEvent('requestfinished', pageAsksFor(path)),
    page.waitForEvent('requestfailed', pageAsksFor(path)),
  ]);

/** Snacks opened through `link` until the service worker controls the page; when the phone's copy was fetched. */
async function snacksSeenThrough(page: Page, link: PhoneLink, waitForServiceWorker: () => Promise<void>) {
  await page.goto(`${link.origin}/category/Snacks`);
  await expect(page.getByText(/^\d+ products found/)).toBeVisible();
  await waitForServiceWorker();
  return listedAt(page, 'Snacks');
}

test('the home page shows categories and featured products, and still does offline after a reload', async ({
  page,
  context,
  waitForServiceWorker,
}) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
  await expect(tiles).toHaveCount(12);
  await expect(tiles.filter({ hasText: 'Groceries' })).toContainText('520 items');
  await readOn(page);
  const featured = page.getByRole('list', { name: 'Featured products' }).getByRole('listitem');
  await expect(featured.first()).toBeVisible();
  const featuredCount = await featured.count();
  const firstFeatured = await featured.first().getByRole('heading').textContent();

  await waitForServiceWorker();
  // The query cache reaches IndexedDB (throttled by a second) with what the page showed.
  await expect.poll(() => persistedCache(page)).toContain('featured');

  await context.setOffline(true);
  await page.reload();
  await expect(tiles).toHaveCount(12);
  await expect(tiles.filter({ hasText: 'Groceries' })).toContainText('520 items');
  await readOn(page);
  await expect(featured).toHaveCount(featuredCount);
  await expect(featured.first().getByRole('heading')).toHaveText(firstFeatured ?? '');
  await context.setOffline(false);
});

test('a category and a product open from the home page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Dals & Flours/ }).click();
  await expect(page).toHaveURL(/\/category\/Dals%20%26%20Flours$/);
  await expect(page.getByText('95 products found')).toBeVisible();
  const product = page.getByRole('list', { name: 'Dals & Flours products' }).getByRole('link').first();
  const name = await product.getByRole('heading').textContent();
  await product.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});

test('a category seen once opens offline from its listing kept apart on the phone, not from the copy read at start', async ({
  page,
  context,
  waitForServiceWorker,
}) => {
  await page.goto('/category/Snacks');
  await expect(page.getByText(/^\d+ products found/)).toBeVisible();
  const found = await page.getByText(/^\d+ products found/).textContent();
  await waitForServiceWorker();
  const listed = await listedAt(page, 'Snacks');
  // A copy written with the listing in the cache (at most a second later) leaves it out.
  const copy = async () => JSON.parse((await persistedCache(page)) || '{}') as { timestamp?: number };
  await expect.poll(async () => (await copy()).timestamp ?? 0).toBeGreaterThanOrEqual(listed);
  expect(await persistedCache(page)).not.toContain('by-category');
  // Nor from the service worker's copy of the answer (if it made one): only the phone's own copy is left.
  await page.evaluate(() => caches.delete('catalog-api'));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(found ?? '', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Prices as of/)).toBeVisible();
  await context.setOffline(false);
});

test('with no IndexedDB (private browsing, blocked storage) the shop still works online', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link')).toHaveCount(12);
  await page
    .getByRole('link', { name: /Snacks/ })
    .first()
    .click();
  await expect(page.getByText(/\d+ products found/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("online but nothing gets through, hours later: a category, a product and a search say when the phone's copy was fetched, not the service worker's copy as of now", async ({
  page,
  context,
  waitForServiceWorker,
}) => {
  const [product] = await productsIn(page.request, 'Snacks');
  if (!product) throw new Error('the demo catalog has no Snacks');
  const productPage = `/product/Snacks/${product.id}`;
  const searchPage = '/search?keyword=dal';
  await page.goto('/category/Snacks');
  await expect(page.getByText(/^\d+ products found/)).toBeVisible();
  await waitForServiceWorker();
  await page.goto(searchPage);
  await expect(page.getByText(/^\d+ products found/)).toBeVisible();
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // When each was fetched, as the phone keeps it: the listing apart, the product and the search in the one copy.
  const fetchedAt = async (queryKey: unknown[]) => {
    const copy = JSON.parse((await persistedCache(page)) || '{"clientState":{"queries":[]}}') as {
      clientState: { queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] };
    };
    return copy.clientState.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.state
      .dataUpdatedAt;
  };
  const productKey = ['catalog', 'product', product.id];
  const searchKey = ['search', 'results', 'dal', null];
  const listed = await listedAt(page, 'Snacks');
  await expect.poll(() => fetchedAt(productKey)).toBeDefined();
  const when = { product: (await fetchedAt(productKey)) ?? 0, search: (await fetchedAt(searchKey)) ?? 0 };
  expect(when.search).toBeGreaterThan(0);

  // Two hours later (every copy stale, so each is asked for again), the browser says online and nothing gets
  // through: the service worker falls back on its own copy of each answer, which would come dated now.
  const faults = await networkFaults(context);
  await faults.add(blackhole());
  await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
  for (const [address, answer, at] of [
    [productPage, '/api/user/product/getProduct', when.product],
    [searchPage, '/api/user/product/searchProducts', when.search],
    ['/category/Snacks', '/api/user/product/getProductsByCategory', listed],
  ] as const) {
    // Read once the page's own refetch has ended (failed, or answered by the service worker): "Prices as of"
    // shows as soon as any request fails, possibly before it.
    const refetched = pageRequestEnded(page, answer);
    await page.goto(address);
    await refetched;
    await expect(page.getByText(/^Prices as of/), address).toContainText(await shownAt(page, at));
  }
  expect(await page.evaluate(() => navigator.onLine), 'the browser still says online').toBe(true);
  await faults.clear();
});

test("the link itself cut within a minute of a category seen, the browser still online: the browser's HTTP cache does not pass for the shop", async ({
  page,
  baseURL,
  waitForServiceWorker,
}) => {
  // Below the browser, so that its HTTP cache is on as on a phone (Playwright's routes turn it off): the listing's
  // answer is fresh there for a minute (max-age=60), and a copy the app already holds must come from the shop.
  const link = await openPhoneLink(baseURL ?? '');
  try {
    const fetched = await snacksSeenThrough(page, link, waitForServiceWorker);

    // Two hours on the phone's clock (its copy is stale, so the page asks again), seconds on the browser's own.
    link.cut();
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    const refetched = pageRequestEnded(page, '/api/user/product/getProductsByCategory');
    await page.goto(`${link.origin}/category/Snacks`);
    await refetched;
    await expect(page.getByText(/^You are offline/)).toBeVisible();
    await expect(page.getByText(/^Prices as of/)).toContainText(await shownAt(page, fetched));
    await expect(page.getByText(/^\d+ products found/)).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine), 'the browser still says online').toBe(true);
  } finally {
    await link.close();
  }
});

test('a link that never answers, the browser still online: within 20 s the page says offline and shows what the phone has, never waiting for ever', async ({
  page,
  baseURL,
  waitForServiceWorker,
}) => {
  // A dead signal often sends no reset at all: a request simply never gets its answer. Below the browser, as on a phone.
  const link = await openPhoneLink(baseURL ?? '');
  const [unseen] = await productsIn(page.request, 'Beverages');
  if (!unseen) throw new Error('the demo catalog has no Beverages');
  const pageAsked = (path: string) => page.waitForRequest(pageAsksFor(path));
  /** Past the 20 s a request may wait for its answer (src/lib/no-answer.ts), on the page's clock. */
  const pastTheDeadline = () => page.clock.fastForward(21_000);
  try {
    const fetched = await snacksSeenThrough(page, link, waitForServiceWorker);

    // Two hours on (the copy is stale, so the page asks again): the shell comes from the service worker, the list
    // from the phone's copy at once, and the refetch waits for an answer that never comes.
    link.stall();
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    let asked = pageAsked('/api/user/product/getProductsByCategory');
    // Not waiting for the page's `load`: a picture the phone does not hold would hold it up.
    await page.goto(`${link.origin}/category/Snacks`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(/^\d+ products found/)).toBeVisible();
    await asked;
    await pastTheDeadline();
    await expect(page.getByText(/^You are offline/)).toBeVisible();
    await expect(page.getByText(/^Prices as of/)).toContainText(await shownAt(page, fetched));

    // A product this phone never had: not "Loading product..." for ever.
    asked = pageAsked('/api/user/product/getProduct');
    await page.goto(`${link.origin}/product/Beverages/${unseen.id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Loading product...')).toBeVisible();
    await asked;
    await pastTheDeadline();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not on this phone yet');
    expect(await page.evaluate(() => navigator.onLine), 'the browser still says online').toBe(true);
  } finally {
    await link.close();
  }
});
