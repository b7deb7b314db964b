import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStyleHashes } from './http/content-security-policy';
import { expectResourceHeaders } from './test/resource-headers';
import { openTestShop, type TestShop } from './test/test-shop';

/**
 * Like the built shell: one inline script (dark mode before the first paint), the start-up stylesheet inline
 * (scripts/inline-startup-css-plugin.ts) and the app's module.
 */
const INLINE_SCRIPT = "\n  document.documentElement.dataset.theme = 'dark';\n";
const INLINE_STYLE = '.brand-splash{position:fixed;inset:0}';
const SHELL = `<!doctype html><html><head><title>Kirana</title><script>${INLINE_SCRIPT}</script>
<style>${INLINE_STYLE}</style><link rel="stylesheet" href="/assets/index-abc123.css" disabled>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

const ASSET = 'console.log("kirana")';

/** Like the built staff's page (shop.html): its own inline script (the language loader) and start-up stylesheet. */
const STAFF_SCRIPT = '\n  window.kiranaLanguage = {};\n';
const STAFF_STYLE = '.staff-area{max-width:72rem}';
const STAFF_PAGE = `<!doctype html><html><head><title>Kirana Shop</title><link rel="manifest" href="/shop.webmanifest">
<script>${STAFF_SCRIPT}</script><style>${STAFF_STYLE}</style>
<script type="module" crossorigin src="/assets/shop-abc123.js"></script></head><body><div id="staff-root"></div></body></html>`;

let shop: TestShop;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'kirana-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), SHELL);
  writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(SHELL));
  writeFileSync(join(staticDir, 'shop.html'), STAFF_PAGE);
  writeFileSync(join(staticDir, 'shop.html.br'), brotliCompressSync(STAFF_PAGE));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), ASSET);
  // As the build writes them (scripts/precompress-plugin.ts).
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.css'), 'body { margin: 0 }');
  writeFileSync(join(staticDir, 'assets', 'language-packs.hi-abc123.json'), '{}');
  writeFileSync(join(staticDir, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // As public/ holds them: the install icons and the pictures the pages draw.
  mkdirSync(join(staticDir, 'icons'));
  writeFileSync(join(staticDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Kirana"}');
  writeFileSync(join(staticDir, 'shop.webmanifest'), '{"name":"Kirana Shop"}');
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

  it("answers /shop and every address under it with the staff's page, revalidated on every load like the shell", async () => {
    for (const path of ['/shop', '/shop/', '/shop/order/3f2a9c1b-1111-4222-8333-444455556666', '/shop/money']) {
      const response = await shop.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(STAFF_PAGE);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    const brotli = await shop.app.request('/shop/staff', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(STAFF_PAGE);
    // Only /shop itself and what is below it: a shopper's address that begins alike is the shop's.
    for (const path of ['/shopping', '/shops/1', '/dashboard/shop']) {
      expect(await (await shop.app.request(path)).text(), path).toBe(SHELL);
    }
  });

  it("hands every client-side route the build's brotli copy of the shell, not one compressed per answer", async () => {
    for (const path of ['/', '/category/Groceries', '/product/Groceries/42']) {
      const response = await shop.app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(response.headers.get('Content-Encoding'), path).toBe('br');
      expect(response.headers.get('Content-Type'), path).toContain('text/html');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(), path).toBe(SHELL);
    }
  });

  it('caches hashed assets for a year but never the service worker script', async () => {
    const asset = await shop.app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    const sw = await shop.app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("hands out the build's own brotli or gzip copy of an asset, as the browser accepts", async () => {
    const brotli = await shop.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toContain('javascript');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(ASSET);

    const gzip = await shop.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');

    const plain = await shop.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET);
  });

  it('404s a missing file instead of handing out the shell', async () => {
    expect((await shop.app.request('/assets/index-gone.js')).status).toBe(404);
    expect((await shop.app.request('/assets/')).status).toBe(404);
  });
});

/** The policy as directive -> sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the Content-Security-Policy', () => {
  it('lets the shell run only its own scripts and styles, plus its inline ones by hash, never any other inline', async () => {
    const policy = policyOf(await shop.app.request('/dashboard/orders'));
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", hashOf(INLINE_STYLE)]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("gives the staff's page a policy of its own: its inline script and style by hash, none of the shell's", async () => {
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const path of ['/shop', '/shop/order/42', '/shop/catalog', '/shop.html']) {
      const policy = policyOf(await shop.app.request(path));
      // WebAssembly for the barcode scanner's ZXing build, still no eval.
      expect(policy.get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'", hashOf(STAFF_SCRIPT)]);
      expect([...policy.values()].flat(), path).not.toContain("'unsafe-eval'");
      expect(policy.get('style-src'), path).toEqual(["'self'", hashOf(STAFF_STYLE)]);
      expect(policy.get('manifest-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it('holds for the service worker script too (a worker reads its own), with the other hardening headers a page reads', async () => {
    for (const path of ['/', '/product/Groceries/42', '/index.html', '/sw.js', '/shop', '/shop/money']) {
      const response = await shop.app.request(path);
      expect(response.status, path).toBe(200);
      expect(policyOf(response).get('connect-src'), path).toEqual(["'self'"]);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('Referrer-Policy'), path).toBe('no-referrer');
      expect(response.headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
      expect(response.headers.get('Strict-Transport-Security'), path).toMatch(/max-age=\d+/);
    }
  });
});

describe('the built scripts, stylesheets and JSON, the pictures, the icons and the manifest', () => {
  // Never documents (the page's policy governs a script), or, a picture opened on its own, one with nothing to
  // run, link to or open: `default-src 'none'` forbids more in it than the page's policy would.
  it("carry the API's short set: nothing runs in or frames them, no sniffing, same-origin reads, HTTPS kept", async () => {
    for (const path of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/language-packs.hi-abc123.json',
      '/assets/logo-abc123.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/shop.webmanifest',
    ]) {
      const response = await shop.app.request(path);
      expect(response.status, path).toBe(200);
      expectResourceHeaders(response, path);
    }
  });
});

describe('inlineScriptHashes and inlineStyleHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the text of inline scripts only, exactly as written', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT id="b">\nb()\n</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb()\n')]);
    expect(inlineScriptHashes('<script src="/only.js"></script>')).toEqual([]);
  });

  it('hashes the text of each style element, not the stylesheets linked', () => {
    const html = '<style>a{b:c}</style><link rel="stylesheet" href="/x.css"><STYLE media="print">\nd{e:f}\n</STYLE>';
    expect(inlineStyleHashes(html)).toEqual([sha('a{b:c}'), sha('\nd{e:f}\n')]);
    expect(inlineStyleHashes('<link rel="stylesheet" href="/only.css">')).toEqual([]);
  });
});
