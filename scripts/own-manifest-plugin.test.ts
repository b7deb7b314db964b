import { describe, expect, it } from 'vitest';
import { keepFirstManifest } from './own-manifest-plugin';

describe('a page keeps its own manifest', () => {
  it("drops the shopper's manifest added after the staff page's own", () => {
    const html = `<head><link rel="manifest" href="/shop.webmanifest" />
<title>Kirana Shop</title><link rel="manifest" href="/manifest.webmanifest"></head>`;
    expect(keepFirstManifest(html)).toBe(`<head><link rel="manifest" href="/shop.webmanifest" />
<title>Kirana Shop</title></head>`);
  });

  it("leaves the shopper's page with the one manifest it was given", () => {
    const html = '<head><title>Kirana</title><link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(keepFirstManifest(html)).toBe(html);
  });
});
