/**
 * `node --import tsx bench/sync.ts [changes]` (after `npm run build`): how the outbox behaves on this
 * machine, in Chromium with the real service worker, against the real server on a fresh database.
 *
 * - write: the outbox's IndexedDB write per change (the page's `kirana-outbox-write` measures),
 *   p50 / p95 / max; goal p95 ≤ 10 ms.
 * - drain: from "signal back" (airplane mode off) until the outbox on the phone is empty, for
 *   `changes` cart changes made offline (default 50); goal ≤ 5 s.
 * - floor: the same number of updateCart calls sent one after another straight from the page with
 *   fetch (no outbox), in the same run: what the server and the browser alone take.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { chromiumExecutable } from '../e2e/browser';

// The callbacks of page.evaluate run in the browser; this file is type-checked for Node, without the DOM.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, used only inside page.evaluate
declare const indexedDB: any, sessionStorage: any, navigator: any;

const CHANGES = Number(process.argv[2] ?? 50);
const PORT = 4390;
const BASE = `http://localhost:${PORT}`;
const LINES = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-sync-'));
const server = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', TRUST_PROXY: 'true' },
  stdio: 'ignore',
});

async function serverUp() {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${BASE}/api/user/product/getCategoryCount`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Pending changes in the phone's outbox (IndexedDB `kirana-outbox`). */
const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('kirana-outbox');
        open.onsuccess = () => {
          const count = open.result.transaction('changes').objectStore('changes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
  );

async function main() {
  await serverUp();
  const browser = await chromium.launch(chromiumExecutable());
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('kirana:brand-splash-seen', '1');
    sessionStorage.setItem('kirana:intro-splash-seen', '1');
  });

  // A shopper with a few cart lines, signed in in this browser.
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sent = await page.request.post('/api/auth/sendOtp', { data: { phone } });
  const { data } = (await sent.json()) as { data: { devCode: string } };
  await page.request.post('/api/auth/verifyOtp', { data: { phone, otp: data.devCode } });
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Bench Shopper',
      email: 'bench@example.in',
      phone,
      addressLine1: '1, Station Road',
      city: 'Nashik',
      state: 'Maharashtra',
      postalCode: '422001',
      country: 'India',
      isDefault: true,
    },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  const featured = (await (await page.request.get('/api/user/product/getFeaturedProducts')).json()) as {
    data: { id: number; name: string; status: string }[];
  };
  const products = featured.data.filter((p) => p.status === 'in stock').slice(0, LINES);
  for (const product of products) {
    await page.request.post('/api/user/cart/updateCart', { data: { productId: product.id, quantity: 1 } });
  }

  await page.goto('/cart');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('button', { name: `Increase quantity of ${products[0]?.name}` }).waitFor();

  // Offline: CHANGES taps on the steppers, round robin (each tap is one change in the outbox).
  await context.setOffline(true);
  await page.evaluate(() => performance.clearMeasures('kirana-outbox-write'));
  for (let i = 0; i < CHANGES; i++) {
    const product = products[i % products.length];
    const increase = page.getByRole('button', { name: `Increase quantity of ${product?.name}` });
    await increase.click();
  }
  await page.waitForFunction((n) => performance.getEntriesByName('kirana-outbox-write').length >= n, CHANGES);
  const writes = (
    await page.evaluate(() => performance.getEntriesByName('kirana-outbox-write').map((e) => e.duration))
  ).sort((a, b) => a - b);
  const waiting = await outboxSize(page);

  // Signal back: until the phone's outbox is empty.
  const started = Date.now();
  await context.setOffline(false);
  while ((await outboxSize(page)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const drainMs = Date.now() - started;

  // The floor: the same number of calls straight from the page, one after another.
  const floorMs = await page.evaluate(
    async ({ n, ids }) => {
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        await fetch('/api/user/cart/updateCart', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ productId: ids[i % ids.length], quantity: 1 + (i % 3) }),
        });
      }
      return performance.now() - start;
    },
    { n: CHANGES, ids: products.map((p) => p.id) },
  );

  // The floor for a write: the same small record put into a bare IndexedDB database, one at a time.
  const bareWrites = (await page.evaluate(async (n) => {
    // biome-ignore lint/suspicious/noExplicitAny: the page's IDBDatabase
    const db = await new Promise<any>((resolve) => {
      const open = indexedDB.open('bench-bare-write');
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => resolve(open.result);
    });
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      await new Promise((resolve) => {
        const tx = db.transaction('s', 'readwrite');
        tx.objectStore('s').put({ id: i, kind: 'cart.set-quantity', payload: { productId: i, quantity: 2 } }, i);
        tx.oncomplete = resolve;
      });
      times.push(performance.now() - start);
    }
    return times;
  }, CHANGES)) as number[];
  bareWrites.sort((a, b) => a - b);

  console.log(
    `outbox, ${CHANGES} cart changes made offline (${waiting} waiting on the phone), Chromium with the service worker`,
  );
  console.log(
    `write per change   p50 ${ms(percentile(writes, 0.5))}   p95 ${ms(percentile(writes, 0.95))}   max ${ms(writes.at(-1) ?? 0)}   (goal p95 ≤ 10 ms)`,
  );
  console.log(
    `floor: bare IndexedDB put   p50 ${ms(percentile(bareWrites, 0.5))}   p95 ${ms(percentile(bareWrites, 0.95))}`,
  );
  console.log(`signal back → everything saved   ${(drainMs / 1000).toFixed(2)} s   (goal ≤ 5 s)`);
  console.log(`floor: ${CHANGES} updateCart calls from the page, no outbox   ${(floorMs / 1000).toFixed(2)} s`);
  await browser.close();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
