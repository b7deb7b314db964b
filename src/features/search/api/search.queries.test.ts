import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedApi } from '#src/test/fake-api';
import { searchQueries } from './search.queries';

afterEach(() => vi.unstubAllGlobals());

describe('search results', () => {
  it("are asked of the network alone once the phone holds them, never of the service worker's older copy", async () => {
    const api = scriptedApi({ '/api/user/product/searchProducts': { data: [] } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = new QueryClient();
    const results = searchQueries.results('dal', undefined);
    await queryClient.fetchQuery(results);
    await queryClient.refetchQueries({ queryKey: results.queryKey });
    const [first, again] = api.callsTo('/api/user/product/searchProducts');
    expect(first?.headers['x-kirana-have-copy']).toBeUndefined();
    expect(again?.headers['x-kirana-have-copy']).toBe('1');
  });
});
