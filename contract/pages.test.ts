import { describe, expect, it } from 'vitest';
import { pageFor } from './pages';

describe('pageFor', () => {
  it("answers /shop and every address under it with the staff's page", () => {
    for (const path of ['/shop', '/shop/', '/shop/order/42', '/shop/money', '/shop.html']) {
      expect(pageFor(path), path).toBe('/shop.html');
    }
  });

  it("answers every other address with the shopper's, those that merely begin alike too", () => {
    for (const path of ['/', '/shopping', '/shops/1', '/dashboard/shop', '/product/shop/1', '/index.html']) {
      expect(pageFor(path), path).toBe('/index.html');
    }
  });
});
