import { afterEach, describe, expect, it, vi } from 'vitest';
import { haveCopyOnRefetch } from '#src/test/fake-api';
import { searchQueries } from './search.queries';

afterEach(() => vi.unstubAllGlobals());

describe('search results', () => {
  it("are asked of the network alone once the phone holds them, never of the service worker's older copy", async () => {
    const [first, again] = await haveCopyOnRefetch(
      searchQueries.results('dal', undefined),
      '/api/user/product/searchProducts',
      [],
    );
    expect(first).toBeUndefined();
    expect(again).toBe('1');
  });
});
