/**
 * What a first visit costs a shopper's data plan: every byte the browser receives (headers and bodies, as
 * sent: compressed) on opening the home page with nothing cached, until the service worker has installed
 * and kept the shop for offline use. Counted apart: what the page asked for, and what the service worker
 * fetched for offline use. Once for a phone set to English and once for one set to Hindi.
 *
 *   node --import tsx bench/first-visit-bytes.ts [--static-dir DIR] [--baseline DIR]   (after `npm run build`)
 *
 * Unthrottled: the bytes do not depend on the link. --baseline DIR serves a second build beside it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, devices } from '@playwright/test';
import { chromiumExecutable, serviceWorkerInControl } from '../e2e/browser';
import { benchServers } from './serve';

const { values: args } = parseArgs({
  options: { 'static-dir': { type: 'string' }, baseline: { type: 'string' } },
});
const STATIC_DIR = resolve(args['static-dir'] ?? process.env.STATIC_DIR ?? 'dist');
for (const dir of [STATIC_DIR, args.baseline]) {
  if (dir && !existsSync(join(dir, 'index.html'))) throw new Error(`No built app in ${dir}: run npm run build`);
}

interface Received {
  requests: number;
  bytes: number;
}

async function firstVisit(browser: Browser, origin: string, locale: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale });
  const page: Received = { requests: 0, bytes: 0 };
  const worker: Received = { requests: 0, bytes: 0 };
  const counted: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    const by = request.serviceWorker() ? worker : page;
    counted.push(
      request.sizes().then((sizes) => {
        by.requests++;
        by.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
      }),
    );
  });
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}/`);
    // Installed and in control; then a moment for what the worker fetches once it runs (a language's words).
    await serviceWorkerInControl(tab);
    await tab.waitForLoadState('networkidle');
    await Promise.all(counted);
    return { page, worker };
  } finally {
    await context.close();
  }
}

const { startShop } = benchServers('first-visit-bytes');
const builds = [{ name: 'this build', origin: await startShop(STATIC_DIR) }];
if (args.baseline) builds.push({ name: 'baseline', origin: await startShop(resolve(args.baseline)) });
const browser = await chromium.launch(chromiumExecutable());

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('First visit to /, nothing cached, until the service worker controls the page (bytes as received)\n');
console.log(`${'build'.padEnd(12)}${'phone'.padEnd(8)}${'page'.padEnd(22)}${'service worker'.padEnd(22)}total`);
for (const locale of ['en-IN', 'hi-IN']) {
  for (const build of builds) {
    const { page, worker } = await firstVisit(browser, build.origin, locale);
    const cell = ({ requests, bytes }: Received) => `${requests} req, ${kb(bytes)}`.padEnd(22);
    console.log(
      `${build.name.padEnd(12)}${locale.padEnd(8)}${cell(page)}${cell(worker)}${page.requests + worker.requests} req, ${kb(page.bytes + worker.bytes)}`,
    );
  }
}
await browser.close();
process.exit(0);
