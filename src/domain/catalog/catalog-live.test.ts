import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CATALOG_EVENTS_PATH, type CatalogChangeEvent } from '#contract/catalog-events';
import { cartQueries } from '#src/domain/cart/cart.queries';
import { searchQueries } from '#src/domain/search/search.queries';
import { fakeEventSources } from '#src/test/event-source';
import { scriptedApi } from '#src/test/fake-api';
import { cartLineOf, makeProduct, testProductDetail } from '#src/test/products';
import { shopClientForThisTest } from '#src/test/render';
import { catalogQueries } from './catalog.queries';
import { CatalogLive, type PageVisibility } from './catalog-live';

const P = '/api/user/product';
const CART = '/api/user/cart/getCartItems';
const USER = 'u-1';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A page the test shows and hides. */
function fakePage(): PageVisibility & { show(visible: boolean): void } {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => target.removeEventListener(type, listener),
    show(visible: boolean) {
      page.visibilityState = visible ? 'visible' : 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page;
}

/**
 * A shopper's app with a category page, two product pages (one shown, one left), the cart, the home page's
 * featured list and a search on screen, all read once; the catalog stream followed by a CatalogLive.
 */
async function appOnScreen() {
  const snack = testProductDetail({ id: 5, category: 'Snacks', currentPrice: 40, price: 40 });
  const api = scriptedApi({
    [`${P}/getProductsByCategory`]: (_body, call) => ({
      data: [makeProduct({ id: call.query.category === 'Snacks' ? 5 : 8, category: String(call.query.category) })],
    }),
    [`${P}/getProduct`]: (_body, call) => ({ data: testProductDetail({ id: Number(call.query.productId) }) }),
    [`${P}/getFeaturedProducts`]: { data: [makeProduct({ id: 7 })] },
    [`${P}/getTrendingProducts`]: { data: [makeProduct({ id: 9 })] },
    [`${P}/getCategoryCount`]: { data: { Snacks: 1 } },
    [`${P}/searchProducts`]: { data: [makeProduct({ id: 5 })] },
    [CART]: { data: [cartLineOf(snack)] },
  });
  vi.stubGlobal('fetch', api.fetch);
  const sources = fakeEventSources();
  const queryClient = shopClientForThisTest();
  const shown = [
    catalogQueries.byCategory('Snacks'),
    catalogQueries.byCategory('Dals'),
    catalogQueries.product(5),
    catalogQueries.product(6),
    catalogQueries.featured(),
    searchQueries.results('namkeen', undefined),
    cartQueries.items(USER),
  ];
  for (const options of shown) {
    const observer = new QueryObserver(queryClient, options as ConstructorParameters<typeof QueryObserver>[1]);
    onTestFinished(observer.subscribe(() => {}));
  }
  // Read once, then left: no page shows them now.
  await queryClient.fetchQuery(catalogQueries.product(11));
  await queryClient.fetchQuery(catalogQueries.trending());
  await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(shown.length));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const page = fakePage();
  const live = new CatalogLive(queryClient, { EventSource, page, online: onlineManager });
  onTestFinished(live.start());
  api.calls.length = 0;
  return { api, sources, queryClient, page };
}

/** The paths (and the asked product or category) fetched since the last look. */
function asked(api: ReturnType<typeof scriptedApi>) {
  const seen = api.calls.map((call) => `${call.path}${call.query.productId ?? call.query.category ?? ''}`).sort();
  api.calls.length = 0;
  return seen;
}

function tell(sources: ReturnType<typeof fakeEventSources>, change: CatalogChangeEvent) {
  sources.latest().send(change);
}

describe('CatalogLive', () => {
  it('opens the catalog stream and reads again what shows the changed products, the cart holding one included', async () => {
    const { api, sources, queryClient } = await appOnScreen();
    expect(sources.open()).toHaveLength(1);
    expect(sources.latest().url).toBe(CATALOG_EVENTS_PATH);
    sources.latest().open();

    tell(sources, { ids: [5], categories: ['Snacks'] });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() =>
      expect(asked(api)).toEqual(
        [
          `${P}/getProductsByCategorySnacks`,
          `${P}/getProduct5`,
          `${P}/getFeaturedProducts`,
          `${P}/searchProducts`,
          CART,
        ].sort(),
      ),
    );
    // Not the other category, nor product pages of other products, nor the trending list no page shows.
    expect(queryClient.getQueryState(catalogQueries.product(11).queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(catalogQueries.trending().queryKey)?.isInvalidated).toBe(true);
  });

  it('asks the shop itself for the home page lists, past the browser’s and the worker’s copies', async () => {
    const { api, sources } = await appOnScreen();
    sources.latest().open();
    tell(sources, { ids: [42], categories: ['Dals'] });
    await waitFor(() => expect(api.callsTo(`${P}/getFeaturedProducts`)).toHaveLength(1));
    expect(api.callsTo(`${P}/getFeaturedProducts`)[0]?.headers['x-kirana-have-copy']).toBe('1');
    // No cart line is product 42: the cart is not read again.
    await waitFor(() => expect(api.callsTo(`${P}/getProductsByCategory`)).toHaveLength(1));
    expect(api.callsTo(CART)).toHaveLength(0);
    expect(api.callsTo(`${P}/getProduct`)).toHaveLength(0);
  });

  it('reads everything on screen again after a rebuild, and ignores what it cannot read', async () => {
    const { api, sources, queryClient } = await appOnScreen();
    sources.latest().open();
    sources.latest().send('not json');
    sources.latest().send({ ids: 'some' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
    tell(sources, { ids: '*', categories: [] });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() =>
      expect(asked(api)).toEqual(
        [
          `${P}/getProductsByCategorySnacks`,
          `${P}/getProductsByCategoryDals`,
          `${P}/getProduct5`,
          `${P}/getProduct6`,
          `${P}/getFeaturedProducts`,
          `${P}/searchProducts`,
          CART,
        ].sort(),
      ),
    );
  });

  it('closes while the page is hidden or offline, and on opening again reads what it may have missed', async () => {
    const { api, sources, page, queryClient } = await appOnScreen();
    sources.latest().open();
    page.show(false);
    expect(sources.open()).toHaveLength(0);
    page.show(true);
    expect(sources.open()).toHaveLength(1);
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    expect(sources.open()).toHaveLength(0);
    onlineManager.setOnline(true);
    expect(sources.open()).toHaveLength(1);
    expect(api.calls).toHaveLength(0);
    sources.latest().open();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(api.callsTo(CART)).toHaveLength(1));
    expect(api.callsTo(`${P}/getProduct`)).toHaveLength(2);
  });

  it('tries again later when the shop refuses the stream (its streams full)', async () => {
    const { sources } = await appOnScreen();
    vi.useFakeTimers();
    sources.latest().refuse();
    expect(sources.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1300);
    expect(sources.open()).toHaveLength(1);
    sources.latest().refuse();
    await vi.advanceTimersByTimeAsync(1300);
    // Later each time: 2 s (±20 %) after the second refusal.
    expect(sources.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1200);
    expect(sources.open()).toHaveLength(1);
  });
});
