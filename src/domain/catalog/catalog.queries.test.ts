import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedApi } from '#src/test/fake-api';
import { testProductDetail } from '#src/test/products';
import { catalogQueries } from './catalog.queries';

afterEach(() => vi.unstubAllGlobals());

describe('a category listing', () => {
  it("is asked of the network alone once the phone holds it, never of the service worker's older copy", async () => {
    const api = scriptedApi({ '/api/user/product/getProductsByCategory': { data: [] } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = new QueryClient();
    const snacks = catalogQueries.byCategory('Snacks');
    await queryClient.fetchQuery(snacks);
    await queryClient.refetchQueries({ queryKey: snacks.queryKey });
    const [first, again] = api.callsTo('/api/user/product/getProductsByCategory');
    expect(first?.headers['x-kirana-have-copy']).toBeUndefined();
    expect(again?.headers['x-kirana-have-copy']).toBe('1');
  });
});

describe('a product', () => {
  it("is asked of the network alone once the phone holds it, never of the service worker's older copy", async () => {
    const api = scriptedApi({ '/api/user/product/getProduct': { data: testProductDetail({ id: 1166 }) } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = new QueryClient();
    const product = catalogQueries.product(1166);
    await queryClient.fetchQuery(product);
    await queryClient.refetchQueries({ queryKey: product.queryKey });
    const [first, again] = api.callsTo('/api/user/product/getProduct');
    expect(first?.headers['x-kirana-have-copy']).toBeUndefined();
    expect(again?.headers['x-kirana-have-copy']).toBe('1');
  });
});
