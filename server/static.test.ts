import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from './test/test-shop';

let shop: TestShop;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'kirana-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Kirana</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("kirana")');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  shop = await openTestShop({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await shop.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('answers client-side routes with the shell, revalidated on every load', async () => {
    for (const path of ['/', '/category/Groceries', '/dashboard/orders/42', '/no/such/page']) {
      const response = await shop.app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year but never the service worker script', async () => {
    const asset = await shop.app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    const sw = await shop.app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('404s a missing file instead of handing out the shell', async () => {
    expect((await shop.app.request('/assets/index-gone.js')).status).toBe(404);
    expect((await shop.app.request('/assets/')).status).toBe(404);
  });
});
