import { afterEach, describe, expect, it, vi } from 'vitest';
import { haveCopyOnRefetch } from '#src/test/fake-api';
import { testProductDetail } from '#src/test/products';
import { catalogQueries } from './catalog.queries';

afterEach(() => vi.unstubAllGlobals());

describe('a category listing', () => {
  it("is asked of the network alone once the phone holds it, never of the service worker's older copy", async () => {
    const [first, again] = await haveCopyOnRefetch(
      catalogQueries.byCategory('Snacks'),
      '/api/user/product/getProductsByCategory',
      [],
    );
    expect(first).toBeUndefined();
    expect(again).toBe('1');
  });
});

describe('a product', () => {
  it("is asked of the network alone once the phone holds it, never of the service worker's older copy", async () => {
    const [first, again] = await haveCopyOnRefetch(
      catalogQueries.product(1166),
      '/api/user/product/getProduct',
      testProductDetail({ id: 1166 }),
    );
    expect(first).toBeUndefined();
    expect(again).toBe('1');
  });
});
