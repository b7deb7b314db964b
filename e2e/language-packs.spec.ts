import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { hi } from './messages';
import { blackhole, networkFaults, stall } from './network-faults';

/** A Hindi language pack (scripts/language-packs-plugin.ts): `assets/<chunk>.hi-<hash>.js`. */
const HINDI_PACK = /\/assets\/[^/]+\.hi-\w+\.js$/;
/** Every file of Hindi words: the packs, and the one file of them all the service worker fetches. */
const HINDI_WORDS = /\/assets\/[^/]+\.hi-\w+\.(js|json)$/;

/** How the signal goes and comes back. */
interface Signal {
  lose(): Promise<void>;
  restore(): Promise<void>;
  /** Lets pass the time after which the phone stops waiting for answers that are not coming (when none fail). */
  outwait?(): Promise<void>;
}

/** Airplane mode: the browser knows (`navigator.onLine` false, the `online` event when it returns). */
function airplaneMode(context: BrowserContext): Signal {
  return { lose: () => context.setOffline(true), restore: () => context.setOffline(false) };
}

/**
 * A village signal: the browser says online while nothing gets through, neither the API nor the words (the page's
 * and its service worker's fetches alike); no event says when it returns.
 */
async function nothingGetsThrough(context: BrowserContext): Promise<Signal> {
  const faults = await networkFaults(context);
  const cut = (route: Route) => route.abort('internetdisconnected');
  return {
    async lose() {
      await faults.add(blackhole());
      await context.route(HINDI_WORDS, cut);
    },
    async restore() {
      await faults.clear();
      await context.unroute(HINDI_WORDS, cut);
    },
  };
}

/**
 * A dead signal that sends no reset: the browser says online, and nothing comes back, neither the API's answers nor
 * the words; nothing fails either, until the signal returns. The page's clock lets the 20 s pass at once.
 */
async function nothingComesBack(context: BrowserContext, page: Page): Promise<Signal> {
  const faults = await networkFaults(context);
  const held = new Set<Route>();
  const hold = async (route: Route) => {
    held.add(route);
  };
  await page.clock.install();
  return {
    async lose() {
      await faults.add(stall());
      await context.route(HINDI_WORDS, hold);
    },
    async restore() {
      // The words' held requests end first: a read let through before them could start a try that joins them.
      await context.unroute(HINDI_WORDS, hold);
      for (const route of held) await route.abort('timedout').catch(() => undefined);
      held.clear();
      await faults.clear();
    },
    outwait: () => page.clock.fastForward(21_000),
  };
}

/** The Hindi packs asked for: by the page, or by the whole browser, its service worker included. */
function hindiPacksAskedFor(by: Page | BrowserContext): string[] {
  const asked: string[] = [];
  by.on('request', (request) => {
    if (HINDI_PACK.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The packs the service worker keeps for offline use (sw/language-packs.ts), by path. */
function packsKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('language-packs')).keys();
    return kept.map((request) => new URL(request.url).pathname);
  });
}

/** With no signal, a page this phone has never opened: its words must already be on the phone. */
async function openAboutUsOffline(page: Page, context: BrowserContext, title: string) {
  await context.setOffline(true);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.setOffline(false);
}

/** The Hindi packs index.html's scripts asked for with the page (modulepreload links). */
function hindiPreloads(page: Page): Promise<string[]> {
  return page.$$eval(
    'link[rel="modulepreload"]',
    (links, pack) => links.map((link) => (link as HTMLLinkElement).href).filter((href) => new RegExp(pack).test(href)),
    HINDI_PACK.source,
  );
}

/** Home, then a category from it, both drawn in English. */
async function openCategoryInEnglish(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await page
    .getByRole('link', { name: /Dals & Flours/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dals & Flours' })).toBeVisible();
}

/** Opens the drawer, where the language switch is, on a page drawn in English or in Hindi. */
async function openDrawer(page: Page, drawnIn: 'English' | 'Hindi' = 'English') {
  const hindi = drawnIn === 'Hindi';
  await page.getByRole('button', { name: hindi ? hi('shell_drawer_open') : 'Open menu' }).click();
  return page.getByRole('dialog', { name: hindi ? hi('shell_drawer_title') : 'Shop by category' });
}

/** Closes the drawer once it is drawn in the new language (the switch redraws it, keeping the focus). */
async function closeDrawer(page: Page, title: string) {
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.getByRole('button', { name: 'हिन्दी' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/**
 * On a category page drawn in English with the service worker in control, then with no signal, taps हिन्दी in
 * the drawer: the page says it could not switch. The drawer is left open.
 */
async function chooseHindiWithNoSignal(page: Page, signal: Signal, waitForServiceWorker: () => Promise<void>) {
  await openCategoryInEnglish(page);
  await waitForServiceWorker();
  await signal.lose();
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'हिन्दी' }).click();
  await signal.outwait?.();
  await expect(
    page.getByText('हिन्दी could not be downloaded: there is no signal. Choose it again when the signal returns.'),
  ).toBeVisible();
  return drawer;
}

/** Taps हिन्दी in the open drawer, on the category page: the page is redrawn in Hindi. */
async function switchToHindi(page: Page, drawer: Locator) {
  await drawer.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await closeDrawer(page, hi('shell_drawer_title'));
  await expect(page.getByRole('heading', { level: 1, name: hi('catalog_category_dals_and_flours') })).toBeVisible();
}

test.describe('on a phone set to English', () => {
  test.use({ locale: 'en-IN' });

  test('no Hindi words are fetched; choosing हिन्दी fetches them and redraws the page, and later pages come in Hindi', async ({
    page,
  }) => {
    const asked = hindiPacksAskedFor(page);
    await openCategoryInEnglish(page);
    expect(asked).toEqual([]);
    expect(await hindiPreloads(page)).toEqual([]);

    await (await openDrawer(page)).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await closeDrawer(page, hi('shell_drawer_title'));
    const dalsAndFlours = hi('catalog_category_dals_and_flours');
    await expect(page.getByRole('heading', { level: 1, name: dalsAndFlours })).toBeVisible();
    // The packs of the chunks already running, home page's included, not only the page on screen.
    expect(asked.length).toBeGreaterThan(1);

    // A page whose chunk arrives after the switch waits for its own Hindi pack: the cart asks a guest to sign in.
    await page.getByRole('link', { name: new RegExp(`^${hi('shell_cart')}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: hi('auth_sign_in_title') })).toBeVisible();
  });

  test("the service worker downloads no Hindi; once हिन्दी is chosen it keeps every page's Hindi for offline use, and forgets it when English is chosen again", async ({
    page,
    context,
    waitForServiceWorker,
  }) => {
    const asked = hindiPacksAskedFor(context);
    await openCategoryInEnglish(page);
    await waitForServiceWorker();
    expect(asked).toEqual([]);
    expect(await packsKept(page)).toEqual([]);

    await (await openDrawer(page)).getByRole('button', { name: 'हिन्दी' }).click();
    await closeDrawer(page, hi('shell_drawer_title'));
    // Kept in the background: the Hindi of pages not opened yet too.
    await expect.poll(() => packsKept(page)).toContainEqual(expect.stringMatching(/\/about-us\.hi-/));
    await openAboutUsOffline(page, context, hi('static_pages_about_title'));

    await (await openDrawer(page, 'Hindi')).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    // Chosen this soon after the reload, before the page's first screen has settled: the worker is told at once.
    await expect.poll(() => packsKept(page)).toEqual([]);
  });

  test('choosing हिन्दी with no signal keeps the page in English and says why; chosen again with a signal, it switches', async ({
    page,
    context,
    waitForServiceWorker,
  }) => {
    const signal = airplaneMode(context);
    const drawer = await chooseHindiWithNoSignal(page, signal, waitForServiceWorker);
    // Not half-drawn in English under a Hindi <html lang>: the page stays as it was.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(drawer).toBeVisible();

    await signal.restore();
    await switchToHindi(page, drawer);
  });

  for (const [how, signalOf] of [
    ['in airplane mode', airplaneMode],
    ['while the browser says online but nothing gets through', nothingGetsThrough],
    ['while the browser says online and nothing comes back', nothingComesBack],
  ] as const) {
    test(`chosen with no signal (${how}), हिन्दी has its words fetched in a moment of signal: chosen again once the signal has gone, it switches, and opens in Hindi offline`, async ({
      page,
      context,
      waitForServiceWorker,
    }) => {
      const signal = await signalOf(context, page);
      const drawer = await chooseHindiWithNoSignal(page, signal, waitForServiceWorker);

      // A moment of signal: the words come, for the page and for the service worker (every page's), and nothing
      // is redrawn. With no `online` event, the app's connection probe is what finds it.
      await signal.restore();
      await expect
        .poll(() => packsKept(page), { timeout: 20_000 })
        .toContainEqual(expect.stringMatching(/\/about-us\.hi-/));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

      await signal.lose();
      await switchToHindi(page, drawer);
      await openAboutUsOffline(page, context, hi('static_pages_about_title'));
    });
  }
});

test.describe('on a phone set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test("a category or a product opened from a link asks for its Hindi with the page, not after the page's code has run", async ({
    page,
  }) => {
    await page.goto('/category/Snacks');
    await expect(page.getByRole('heading', { level: 1, name: hi('catalog_category_snacks') })).toBeVisible();
    const preloaded = await hindiPreloads(page);
    // The start-up code's pack, and those of the category's own chunks.
    expect(preloaded.some((href) => href.includes('/index.hi-'))).toBe(true);
    expect(preloaded.some((href) => href.includes('/listing.hi-'))).toBe(true);

    // A product page's chunks are left to the router (vite.config.ts), its words are not.
    const product = await page.locator('a[href^="/product/"]').first().getAttribute('href');
    await page.goto(product ?? '');
    await expect(page.getByRole('button', { name: hi('catalog_product_add_to_cart') })).toBeVisible();
    expect((await hindiPreloads(page)).some((href) => href.includes('/listing.hi-'))).toBe(true);
  });

  test("every page's Hindi is on the phone once the service worker is installed, fetched in one file: a page never opened opens in Hindi with no signal", async ({
    page,
    context,
    waitForServiceWorker,
  }) => {
    const byWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('.hi-')) byWorker.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: hi('catalog_tiles_title') })).toBeVisible();
    await waitForServiceWorker();
    const kept = await packsKept(page);
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.every((path) => HINDI_PACK.test(path))).toBe(true);
    expect(byWorker).toEqual([expect.stringMatching(/^\/assets\/language-packs\.hi-\w+\.json$/)]);
    await openAboutUsOffline(page, context, hi('static_pages_about_title'));
  });

  test("before the app has told it the phone's language (storage refused to the page), the service worker keeps the browser's", async ({
    page,
    waitForServiceWorker,
  }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: hi('catalog_tiles_title') })).toBeVisible();
    await waitForServiceWorker();
    expect(await packsKept(page)).toContainEqual(expect.stringMatching(/\/about-us\.hi-/));
  });

  test('when the Hindi words cannot be fetched (online, but nothing gets through), the shop still opens, in English', async ({
    page,
  }) => {
    await page.route(HINDI_PACK, (route) => route.abort('connectionfailed'));
    await openCategoryInEnglish(page);
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();

    // The signal returns: the next choice of Hindi fetches the words and redraws the page.
    await page.unroute(HINDI_PACK);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'English' }).click();
    await drawer.getByRole('button', { name: 'हिन्दी' }).click();
    await closeDrawer(page, hi('shell_drawer_title'));
    await expect(page.getByRole('heading', { level: 1, name: hi('catalog_category_dals_and_flours') })).toBeVisible();
  });
});
