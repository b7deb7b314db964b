/**
 * The first visit as a shopper on a cheap phone and a slow link lives it, in a real Chromium throttled by
 * itself (slow 4G, 4× CPU slowdown), not simulated: when something first shows, when the first screen is
 * drawn, and when the shop is there to use (the brand splash, spec 000 §9, has handed over).
 *
 *   node --import tsx bench/first-visit.ts [--runs N] [--lang hi-IN] [--static-dir DIR] [--baseline DIR] [--attribute] [--latency MS] [--pages home,category,product]   (after `npm run build`)
 *
 * Each run is a new browser context (no service worker, no cache, the splash shows) on `/`,
 * `/category/Snacks` and a product page, beside the floor page (bench/floor: no splash; it is there to use once drawn), built and
 * served in the same run. --baseline DIR serves a second build (say, main's dist copied away before a
 * change) and measures it in the same runs, alternating which goes first. Medians of N runs (default 5), in
 * ms from navigation start; figures read in the page (paint timing and the moments the DOM changed).
 * --attribute also prints, per page, the scripts that ran in the frames that blocked the main thread (Chromium's
 * long animation frames: each script's entry point and its time, the mean per visit): where the blocking time
 * goes. Function names are the build's: serve a build made with `npx vite build --minify false --outDir DIR`
 * (`--static-dir DIR`) to read them.
 * --pages measures only those of the three shop pages (the floor always).
 *
 * Lighthouse's simulation cannot see the splash: it counts the first screen drawn under it as the
 * largest paint, and module scripts that arrived before the first paint as holding it up (bench/README.md).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, devices } from '@playwright/test';
import { chromiumExecutable } from '../e2e/browser';
import { benchProductPage, benchServers } from './serve';
import { CPU_SLOWDOWN, SLOW_4G } from './slow-phone';

// The callbacks of addInitScript and evaluate run in the browser; this file is type-checked for Node.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, used only inside the page
declare const window: any, document: any, PerformanceObserver: any, MutationObserver: any;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // The browser's language: a phone set to Hindi opens the shop in Hindi (its words come in language packs).
    lang: { type: 'string', default: 'en-IN' },
    'static-dir': { type: 'string' },
    baseline: { type: 'string' },
    attribute: { type: 'boolean', default: false },
    // A village link answers slower than Lighthouse's slow 4G: its round trip, say 600 ms.
    latency: { type: 'string', default: String(SLOW_4G.latency) },
    pages: { type: 'string', default: 'home,category,product' },
  },
});
const NETWORK = { ...SLOW_4G, latency: Number(args.latency) };
const RUNS = Math.max(1, Number(args.runs));
const STATIC_DIR = resolve(args['static-dir'] ?? process.env.STATIC_DIR ?? 'dist');
for (const dir of [STATIC_DIR, args.baseline]) {
  if (dir && !existsSync(join(dir, 'index.html'))) throw new Error(`No built app in ${dir}: run npm run build`);
}

interface Moments {
  /** First contentful paint. */
  shown: number | null;
  /** The page's first screen in the DOM: the home page's banner, a category's first card, a product's picture, the floor's list. */
  drawn: number | null;
  /** The largest paint (the first screen's picture), as Chromium reports it: drawn under the splash counts. */
  largest: number | null;
  /** The brand splash gone (the floor has none: its figure is `drawn`). */
  usable: number | null;
  /** Until the first screen is in: each main-thread task's time over 50 ms, summed (what Lighthouse's TBT adds up). */
  blocking: number;
  /** The longest of those tasks. */
  longest: number;
  /** The scripts that ran in frames that blocked the main thread: what each was (its entry point) and for how long. */
  scripts: { entry: string; ms: number }[];
}

/** The picture a shop page's first screen is judged by (its largest paint): the banner, the first card's, the product's. */
const FIRST_PICTURE = '.hero-carousel img, .product-grid .product-card img, .product-zoom img';
/** The page's first screen in the DOM: its picture, or the floor page's list. */
const FIRST_SCREEN = `${FIRST_PICTURE}, main li`;

/**
 * Runs in the page before its own scripts, given FIRST_SCREEN. (No named inner functions: tsx would wrap
 * them in a helper the page lacks.)
 */
function instrument(firstScreen: string) {
  const seen = {
    shown: null,
    drawn: null,
    largest: null,
    usable: null,
    blocking: 0,
    longest: 0,
    scripts: [],
    splash: false,
  } as Moments & {
    splash: boolean;
  };
  window.__firstVisit = seen;
  new PerformanceObserver((list: { getEntries(): { name: string; startTime: number }[] }) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.shown = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list: { getEntries(): { startTime: number }[] }) => {
    for (const entry of list.getEntries()) seen.largest = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list: { getEntries(): { duration: number }[] }) => {
    for (const entry of list.getEntries()) {
      seen.blocking += Math.max(0, entry.duration - 50);
      seen.longest = Math.max(seen.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  type Script = {
    invokerType: string;
    invoker: string;
    sourceFunctionName: string;
    sourceURL: string;
    duration: number;
  };
  new PerformanceObserver((list: { getEntries(): { blockingDuration: number; scripts: Script[] }[] }) => {
    for (const frame of list.getEntries()) {
      if (frame.blockingDuration === 0) continue;
      for (const script of frame.scripts) {
        const source = script.sourceURL.replace(/^.*\//, '') || 'the page';
        const what = script.sourceFunctionName || script.invoker.replace(/^https?:\/\/[^/]+/, '');
        seen.scripts.push({ entry: `${script.invokerType} ${what} (${source})`, ms: script.duration });
      }
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver(() => {
    const splash = document.querySelector('.brand-splash');
    if (splash) seen.splash = true;
    else if (seen.splash && seen.usable === null) seen.usable = performance.now();
    if (seen.drawn === null && document.querySelector(firstScreen)) seen.drawn = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function visit(browser: Browser, url: string, isFloor: boolean): Promise<Moments> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: args.lang });
  try {
    await context.addInitScript(instrument, FIRST_SCREEN);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url);
    await page.waitForFunction(
      (floor: boolean) => window.__firstVisit.drawn !== null && (floor || window.__firstVisit.usable !== null),
      isFloor,
      { timeout: 60_000 },
    );
    // The first screen's picture in (its largest paint follows in the next frame).
    if (!isFloor) {
      await page.waitForFunction(
        (selector: string) => document.querySelector(selector)?.complete === true,
        FIRST_PICTURE,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(200);
    }
    const seen = (await page.evaluate(() => window.__firstVisit)) as Moments;
    await cdp.detach();
    return { ...seen, usable: isFloor ? seen.drawn : seen.usable };
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]) => {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

const { startShop, startFloor } = benchServers('first-visit');
const shop = await startShop(STATIC_DIR);
const baseline = args.baseline ? await startShop(resolve(args.baseline)) : undefined;
const floor = await startFloor(shop);
const browser = await chromium.launch(chromiumExecutable());

const rows: { name: string; url: string; isFloor: boolean; runs: Moments[] }[] = [
  { name: 'floor (bare React + TanStack)', url: floor, isFloor: true, runs: [] },
];
const pages = { home: '/', category: '/category/Snacks', product: (await benchProductPage(shop)).path };
for (const [key, path] of Object.entries(pages)) {
  if (!args.pages.split(',').includes(key)) continue;
  rows.push({ name: path, url: `${shop}${path}`, isFloor: false, runs: [] });
  if (baseline) rows.push({ name: '  baseline', url: `${baseline}${path}`, isFloor: false, runs: [] });
}
for (let run = 0; run < RUNS; run++) {
  // Builds of the same page alternate which goes first: neither always meets the warmer machine.
  for (const row of run % 2 === 0 ? rows : [...rows].reverse())
    row.runs.push(await visit(browser, row.url, row.isFloor));
}
await browser.close();

console.log(
  `First visit, Chromium throttled by itself: a slow link (${NETWORK.latency} ms RTT, 1.6 Mbps), ${CPU_SLOWDOWN}× CPU, Pixel 7 viewport, browser language ${args.lang};` +
    ` ${RUNS} run(s), medians, ms from navigation start\n`,
);
console.log(
  `${'page'.padEnd(32)}${'first paint'.padEnd(14)}${'first screen'.padEnd(14)}${'largest paint'.padEnd(15)}${'shop usable'.padEnd(14)}${'blocking'.padEnd(14)}${'longest task'.padEnd(14)}usable per run`,
);
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`).padEnd(14);
for (const { name, runs } of rows) {
  console.log(
    `${name.padEnd(32)}${ms(median(runs.map((run) => run.shown)))}${ms(median(runs.map((run) => run.drawn)))}` +
      `${ms(median(runs.map((run) => run.largest))).padEnd(15)}` +
      `${ms(median(runs.map((run) => run.usable)))}${ms(median(runs.map((run) => run.blocking)))}` +
      `${ms(median(runs.map((run) => run.longest)))}${runs.map((run) => Math.round(run.usable ?? Number.NaN)).join(', ')}`,
  );
}
if (args.attribute) {
  console.log(
    '\nScripts in the frames that blocked the main thread (long animation frames), mean ms per visit, the largest:',
  );
  for (const { name, runs } of rows) {
    const byEntry = new Map<string, number>();
    for (const { entry, ms: time } of runs.flatMap((run) => run.scripts)) {
      byEntry.set(entry, (byEntry.get(entry) ?? 0) + time / runs.length);
    }
    const largest = [...byEntry].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `${name}\n${largest.map(([entry, time]) => `  ${String(Math.round(time)).padStart(5)} ms  ${entry}`).join('\n')}`,
    );
  }
}
process.exit(0);
