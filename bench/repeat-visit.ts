/**
 * The repeat visit (issue 14: "with the service worker and the persisted cache, content visible in ≤ 1 s,
 * online or offline"), measured in Chromium on a mobile-like setting, backed by a trace.
 *
 *   node --import tsx bench/repeat-visit.ts [--runs N] [--browsed N] [--static-dir DIR] [--trace-dir DIR]
 *   (after `npm run build`; the built app is `--static-dir`, else STATIC_DIR, else dist/)
 *
 * The shop is served as `npm run serve` serves it, on a fresh database. A first visit to `/` and to
 * `/category/Snacks` installs the service worker and lets the query cache reach IndexedDB
 * (src/lib/persister.ts: the copy `kirana-query-cache`, written at most once a second, and the listings kept
 * apart). Then each run takes the same tab to about:blank and navigates it afresh to the page (the service
 * worker, its caches, IndexedDB and the HTTP cache stay):
 *
 * - online: 4× CPU slowdown and slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) for the page and for
 *   the service worker's own fetches;
 * - offline: 4× CPU slowdown, `context.setOffline(true)` (navigator.onLine is checked to be false).
 *
 * From navigation start: first contentful paint and largest contentful paint, read both from the page
 * (PerformanceObserver, buffered) and from a trace of the run (devtools.timeline, loading,
 * blink.user_timing); and "content ready": the first moment the page's data is in the DOM (home: a
 * category tile with its item count from the server or the phone's copy; a category: a product card),
 * marked in the page and read back from the trace. The splash shows once per browser session (spec 000
 * §9); it is marked seen before every visit, as the e2e fixtures do, and a run in which it appears anyway
 * fails. The trace also gives the main thread's busy time until content is ready and the longest task.
 *
 * Beside it, the floor: the bare React + TanStack page of bench/lighthouse.ts (bench/floor), built and
 * served the same way in the same run, visited once and then revisited online (it has no service
 * worker: its code comes from the HTTP cache, its page and its one API call from the network).
 * Medians of N runs (default 5). Goal: content visible ≤ 1000 ms.
 *
 * `--browsed N`: the first visit also opens N more categories, so the phone's copy holds what a shopper who has
 * browsed the shop keeps (each category's listing whole): the restore at every start reads all of it.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type CDPSession, chromium, devices, type Page } from '@playwright/test';
import { SUBCATEGORY_IDS } from '../contract/categories';
import { chromiumExecutable, type QueryCacheOnPhone, queryCacheOnPhone, serviceWorkerInControl } from '../e2e/browser';
import { benchServers } from './serve';
import { CPU_SLOWDOWN, SLOW_4G } from './slow-phone';

// The callbacks of page.evaluate and addInitScript run in the browser; this file is type-checked for Node.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, used only inside the page
declare const window: any, document: any, location: any, navigator: any, sessionStorage: any;
// biome-ignore lint/suspicious/noExplicitAny: browser globals, used only inside the page
declare const PerformanceObserver: any, MutationObserver: any;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    browsed: { type: 'string', default: '0' },
    'static-dir': { type: 'string' },
    'trace-dir': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const BROWSED = Math.max(0, Number(args.browsed));
const STATIC_DIR = resolve(args['static-dir'] ?? process.env.STATIC_DIR ?? 'dist');
const TRACE_DIR = args['trace-dir'] ? resolve(args['trace-dir']) : undefined;
const GOAL_MS = 1000;
const CATEGORY = 'Snacks';
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8.execute',
];
const CONTENT_MARK = 'kirana-bench:content-ready';

if (!existsSync(join(STATIC_DIR, 'index.html'))) throw new Error(`No built app in ${STATIC_DIR}: run npm run build`);

const { startShop, startFloor } = benchServers('repeat-visit');

/**
 * Runs in every page before its own scripts: marks the splash seen (once per browser session, like the
 * e2e fixtures), and records paints, the moment content is in the DOM and whether a splash ever showed.
 */
function instrument(contentMark: string) {
  sessionStorage.setItem('kirana:brand-splash-seen', '1');
  sessionStorage.setItem('kirana:intro-splash-seen', '1');
  const seen = {
    fcp: null as number | null,
    lcp: null as number | null,
    lcpElement: '',
    content: null as number | null,
    splash: false,
    online: navigator.onLine,
  };
  window.__repeatVisit = seen;
  new PerformanceObserver((list: { getEntries(): { name: string; startTime: number }[] }) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(
    (list: { getEntries(): { startTime: number; element?: { tagName: string; className: string } }[] }) => {
      const last = list.getEntries().at(-1);
      if (!last) return;
      seen.lcp = last.startTime;
      seen.lcpElement = last.element ? `${last.element.tagName.toLowerCase()}.${last.element.className}` : '';
    },
  ).observe({ type: 'largest-contentful-paint', buffered: true });
  // The page's data in the DOM: home, a tile with its item count (0 until known); a category, a product
  // card; the floor, an item of its list. (No named inner functions here: tsx would wrap them in a helper
  // the page does not have.)
  const observer = new MutationObserver(() => {
    // index.html's brand splash is in every page; its script removes it at once, or marks it shown.
    if (document.querySelector('.brand-splash[data-shown-at], .intro-splash')) seen.splash = true;
    if (seen.content !== null) return;
    let there = false;
    if (location.pathname.startsWith('/floor/')) there = document.querySelector('main li') !== null;
    else if (document.querySelector('.product-grid .product-card')) there = true;
    else {
      for (const count of document.querySelectorAll('.category-tile__count')) {
        if (!count.textContent.startsWith('0 ')) there = true;
      }
    }
    if (there) {
      seen.content = performance.now();
      performance.mark(contentMark);
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

interface Visit {
  fcp: number;
  lcp: number;
  content: number;
  /** The same three, read from the trace. */
  traceFcp: number;
  traceLcp: number;
  traceContent: number;
  /** Main thread busy from navigation start until content was ready (trace, top-level tasks), and its longest task. */
  busy: number;
  longestTask: number;
  lcpElement: string;
  /** Online: whether the service worker was running and its network throttled too. */
  workerThrottled: boolean;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

/**
 * FCP, LCP and the content mark of the visit, from the trace, in ms from navigation start. The content mark
 * names the navigation (navigationId) and the renderer's main thread; the navigation's own
 * `navigationStart` is missing from the trace when the tab changed renderer process on the way, and then
 * the mark's own time since navigation start (its startTime) places it.
 */
function readTrace(buffer: Buffer) {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.findLast((event) => event.name === CONTENT_MARK);
  if (!mark) throw new Error('No content mark in the trace');
  const navigationId = mark.args?.data?.navigationId;
  const navigationStart = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId,
  );
  const origin = navigationStart?.ts ?? mark.ts - Number(mark.args?.data?.startTime) * 1000;
  const ms = (event: TraceEvent | undefined) => (event ? (event.ts - origin) / 1000 : Number.NaN);
  const ofThisPage = (event: TraceEvent) => event.args?.data?.navigationId === navigationId;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && ofThisPage(event));
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && ofThisPage(event)).at(-1);
  // The renderer's main thread (where the mark was made): its top-level tasks until content was ready.
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === mark.pid &&
      event.tid === mark.tid &&
      event.ts + (event.dur ?? 0) > origin &&
      event.ts < mark.ts,
  );
  const clipped = tasks.map(
    (task) => (Math.min(mark.ts, task.ts + (task.dur ?? 0)) - Math.max(origin, task.ts)) / 1000,
  );
  return {
    fcp: ms(fcp),
    lcp: ms(lcp),
    content: ms(mark),
    busy: clipped.reduce((sum, value) => sum + value, 0),
    longestTask: Math.max(0, ...clipped),
  };
}

/** The service worker target's network, throttled like the page's (its fetches are not the page's). */
async function throttleServiceWorker(browser: Browser, origin: string): Promise<CDPSession | undefined> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const worker = targetInfos.find((target) => target.type === 'service_worker' && target.url.startsWith(origin));
  if (!worker) {
    await session.detach();
    return undefined;
  }
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  const answered = new Promise<void>((done) => {
    session.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId === sessionId && (JSON.parse(event.message) as { id?: number }).id === 1) done();
    });
  });
  await session.send('Target.sendMessageToTarget', {
    sessionId,
    message: JSON.stringify({ id: 1, method: 'Network.emulateNetworkConditions', params: SLOW_4G }),
  });
  await answered;
  return session;
}

/**
 * One visit: `page` goes to about:blank, then (throttled, traced) to `url`. CDP sessions are detached
 * before it returns. The runs share one tab: in this Chromium every new tab's window starts the browser's
 * own WebUI (the omnibox popup), whose renderer took as much CPU as the page on 2 cores.
 */
async function visit(browser: Browser, page: Page, url: string, online: boolean): Promise<Visit> {
  await page.goto('about:blank');
  const sessions: CDPSession[] = [];
  let workerThrottled = false;
  try {
    const cdp = await page.context().newCDPSession(page);
    sessions.push(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (online) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      const worker = await throttleServiceWorker(browser, new URL(url).origin);
      if (worker) sessions.push(worker);
      workerThrottled = worker !== undefined;
    }
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__repeatVisit.content !== null, undefined, { timeout: 30_000 });
    // LCP candidates keep coming while the page draws; a second after content and load is enough here.
    await page.waitForTimeout(1500);
    const seen = (await page.evaluate(() => window.__repeatVisit)) as {
      fcp: number | null;
      lcp: number | null;
      lcpElement: string;
      content: number;
      splash: boolean;
      online: boolean;
    };
    const trace = await browser.stopTracing();
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${online ? 'online' : 'offline'}-${Date.now()}.json`;
      writeFileSync(join(TRACE_DIR, name), trace);
    }
    if (seen.splash) throw new Error(`A splash showed on the repeat visit to ${url}`);
    if (seen.online !== online)
      throw new Error(`navigator.onLine was ${seen.online} on the ${online ? 'online' : 'offline'} visit`);
    const traced = readTrace(trace);
    return {
      fcp: seen.fcp ?? Number.NaN,
      lcp: seen.lcp ?? Number.NaN,
      content: seen.content,
      traceFcp: traced.fcp,
      traceLcp: traced.lcp,
      traceContent: traced.content,
      busy: traced.busy,
      longestTask: traced.longestTask,
      lcpElement: seen.lcpElement,
      workerThrottled,
    };
  } finally {
    // A CDP session left attached keeps context.setOffline from reaching navigator.onLine.
    for (const session of sessions) await session.detach().catch(() => undefined);
  }
}

/**
 * The first visit: `/` until the service worker controls the page, then the category, then `--browsed` more
 * categories; until all of them are on the phone. Returns the sizes of what was kept, in characters.
 */
async function firstVisit(page: Page, shop: string): Promise<{ whole: number; apart: number }> {
  await page.goto(`${shop}/`);
  await serviceWorkerInControl(page);
  await page.locator('.category-tile__count').first().waitFor();
  let cache: QueryCacheOnPhone = { copy: '', apart: {} };
  const others = SUBCATEGORY_IDS.filter((id) => id !== CATEGORY).slice(0, BROWSED);
  for (const category of [CATEGORY, ...others]) {
    await page.goto(`${shop}/category/${encodeURIComponent(category)}`);
    await page.locator('.product-grid .product-card').first().waitFor();
    // Written at most once a second: the next page would otherwise open before this one's listing is kept.
    const deadline = Date.now() + 15_000;
    const listing = `"by-category","${category}"`;
    const kept = ({ copy, apart }: QueryCacheOnPhone) =>
      copy.includes('category-counts') && [copy, ...Object.values(apart)].some((text) => text.includes(listing));
    while (!kept(cache) && Date.now() < deadline) {
      await page.waitForTimeout(250);
      cache = await queryCacheOnPhone(page);
    }
    if (!kept(cache)) throw new Error(`The query cache did not reach IndexedDB (${category})`);
  }
  const apart = Object.values(cache.apart).reduce((sum, text) => sum + text.length, 0);
  return { whole: cache.copy.length, apart };
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

interface Summary extends Omit<Visit, 'workerThrottled'> {
  /** Content ready in each run (trace). */
  contents: number[];
  /** In how many runs the service worker's network was throttled too. */
  workerThrottled: number;
}

async function measureRuns(browser: Browser, page: Page, url: string, online: boolean): Promise<Summary> {
  const runs: Visit[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await visit(browser, page, url, online));
  const of = (key: keyof Omit<Visit, 'lcpElement' | 'workerThrottled'>) => median(runs.map((run) => run[key]));
  return {
    fcp: of('fcp'),
    lcp: of('lcp'),
    content: of('content'),
    traceFcp: of('traceFcp'),
    traceLcp: of('traceLcp'),
    traceContent: of('traceContent'),
    busy: of('busy'),
    longestTask: of('longestTask'),
    lcpElement: runs.at(-1)?.lcpElement ?? '',
    contents: runs.map((run) => Math.round(run.traceContent)),
    workerThrottled: runs.filter((run) => run.workerThrottled).length,
  };
}

async function main() {
  const shop = await startShop(STATIC_DIR);
  const floor = await startFloor(shop);
  const browser = await chromium.launch(chromiumExecutable());
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addInitScript(instrument, CONTENT_MARK);
    // One tab throughout (see visit): the first visit, then every repeat visit.
    const tab = await context.newPage();
    const kept = await firstVisit(tab, shop);

    const rows: { name: string; visit: Summary }[] = [];
    const pages = [`${shop}/`, `${shop}/category/${CATEGORY}`];
    for (const url of pages) {
      rows.push({ name: `online  ${new URL(url).pathname}`, visit: await measureRuns(browser, tab, url, true) });
    }
    await context.setOffline(true);
    for (const url of pages) {
      rows.push({ name: `offline ${new URL(url).pathname}`, visit: await measureRuns(browser, tab, url, false) });
    }
    await context.setOffline(false);

    const floorContext = await browser.newContext({ ...devices['Pixel 7'] });
    await floorContext.addInitScript(instrument, CONTENT_MARK);
    const floorTab = await floorContext.newPage();
    await floorTab.goto(floor);
    await floorTab.locator('main li').first().waitFor();
    rows.unshift({ name: 'floor, online (HTTP cache)', visit: await measureRuns(browser, floorTab, floor, true) });

    const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`).padEnd(9);
    console.log(
      `Repeat visit, Chromium, Pixel 7 viewport, ${CPU_SLOWDOWN}× CPU slowdown, online = slow 4G (150 ms RTT, 1.6 Mbps);` +
        ` ${RUNS} run(s), medians, ms from navigation start (trace; the page's own figure in brackets)\n` +
        `persisted query cache: ${(kept.whole / 1024).toFixed(1)} KB of JSON read at every start, ${(kept.apart / 1024).toFixed(1)} KB kept apart\n`,
    );
    console.log(
      `${'visit'.padEnd(28)}${'FCP'.padEnd(20)}${'LCP'.padEnd(20)}${'content ready'.padEnd(20)}main thread busy / longest task until content`,
    );
    for (const { name, visit: v } of rows) {
      const pair = (traced: number, own: number) => `${ms(traced)}(${Math.round(own)})`.padEnd(20);
      const worst = Math.max(v.traceFcp, v.traceContent);
      console.log(
        `${name.padEnd(28)}${pair(v.traceFcp, v.fcp)}${pair(v.traceLcp, v.lcp)}${pair(v.traceContent, v.content)}` +
          `${ms(v.busy)}/ ${ms(v.longestTask)}` +
          `${name.startsWith('floor') ? '' : worst <= GOAL_MS ? ' ok' : ' over goal'}` +
          `\n${''.padEnd(28)}content ready per run: ${v.contents.join(', ')} ms; LCP element ${v.lcpElement || '—'}` +
          (name.startsWith('online') ? `; service worker throttled in ${v.workerThrottled} of ${RUNS} runs` : ''),
      );
    }
    console.log(`\ngoal: content visible (FCP and content ready) ≤ ${GOAL_MS} ms, online and offline`);
  } finally {
    await browser.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
