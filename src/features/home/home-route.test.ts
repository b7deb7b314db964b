import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { createQueryClient } from '#src/lib/query-client';
import { Toasts } from '#src/lib/toast';
import { Route } from '#src/routes/index';
import { makeProduct } from '#src/test/products';
import { endsWithTheTest } from '#src/test/render';

const loader = Route.options.loader as unknown as (args: { context: { queryClient: QueryClient } }) => unknown;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home route loader', () => {
  it('asks for the counts at once, and for the featured and trending products once the page has settled', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      const data = {
        '/api/user/product/getCategoryCount': { Groceries: 520 },
        '/api/user/product/getFeaturedProducts': [makeProduct({ id: 1, name: 'Atta' })],
        '/api/user/product/getTrendingProducts': [makeProduct({ id: 2, name: 'Salt' })],
      }[path];
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    });
    const queryClient = endsWithTheTest(createQueryClient({ toasts: new Toasts() }));
    // Nothing to wait for: the page and its banner show at once, each section fills in as its answer arrives.
    expect(loader({ context: { queryClient } })).toBeUndefined();
    // The parts below the first screen do not share a slow link with the first screen's answer and pictures.
    expect(asked).toEqual(['/api/user/product/getCategoryCount']);
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(catalogKeys.categoryCounts())).toEqual({ Groceries: 520 });
    expect(queryClient.getQueryData(catalogKeys.featured())).toHaveLength(1);
    expect(queryClient.getQueryData(catalogKeys.trending())).toHaveLength(1);
  });

  it('neither fails nor waits for the signal when offline with nothing cached', async () => {
    onlineManager.setOnline(false);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const queryClient = endsWithTheTest(createQueryClient({ toasts: new Toasts() }));

    loader({ context: { queryClient } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // One try each, no retries queued for when the signal returns.
    await new Promise((settled) => setTimeout(settled, 20));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('answers from the cache at once when the phone already has the data', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = endsWithTheTest(createQueryClient({ toasts: new Toasts() }));
    queryClient.setQueryData(catalogKeys.categoryCounts(), { Groceries: 520 });
    queryClient.setQueryData(catalogKeys.featured(), [makeProduct({ id: 1, name: 'Atta' })]);
    queryClient.setQueryData(catalogKeys.trending(), [makeProduct({ id: 2, name: 'Salt' })]);
    loader({ context: { queryClient } });
    expect(queryClient.isFetching()).toBe(0);
    await new Promise((settled) => setTimeout(settled, 20));
    expect(queryClient.isFetching()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
