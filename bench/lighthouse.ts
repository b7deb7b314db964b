/**
 * Lighthouse, mobile profile (simulated slow 4G, 4× CPU slowdown), on the shop's three first pages —
 * home, a category, a product — beside the floor: a bare React + TanStack Router + Query page
 * (bench/floor) built and served in the same run, on the same machine, with the same Chromium.
 *
 *   node --import tsx bench/lighthouse.ts [--runs N] [--check] [--lang hi-IN] [--reports DIR] [--calibrate] [--applied] [--pages home,category,product]   (after `npm run build`)
 *
 * Each run is a first visit (a fresh browser profile: no service worker, no cache, the splash shows).
 * With several runs the median run per page is printed. --check (npm test) exits 1 when a shop page's
 * median scores under 90 for performance (issue 14's goal is 95; the margin is for a noisy machine, and a page
 * under it is measured once more and judged by that) or under 100 for accessibility or best practices. A check
 * measures one phone on every host: Lighthouse multiplies the tasks it saw by 4, so on a host slower than
 * benchmarkIndex REFERENCE_HOST the check slows the CPU by less, in proportion, so that a failure means a change,
 * not the machine it ran on; it never slows by more than Lighthouse's 4×. --lang sets the browser's language (the
 * shop opens in Hindi for hi-IN, as on a phone set to Hindi); the floor page has no words to change.
 * --reports writes each run's whole Lighthouse report (JSON, with its LCP breakdown and long tasks) there.
 * --baseline DIR serves a second build (say, main's dist copied away before a change) beside this one and
 * measures each shop page on both, alternating which goes first: one run's spread here (±5) is wider than
 * most single changes, so a change is judged only beside the build before it, in the same sitting.
 * --pages home,category,product (the default) measures only those of the three shop pages (the floor always).
 * --calibrate slows the CPU by what Lighthouse's calibration (docs/throttling.md) gives for this host
 * instead of 4×, so that every host simulates the same mid-tier phone: three runs of the floor measure
 * the host (the median of three), and every run is scored at its multiplier (those three are the floor's runs); a run
 * during which the host read called for a slowdown a fifth away from it is scored again for the host as it read then.
 * --applied throttles the browser itself while it loads (Lighthouse's `devtools` method: slow 4G with 562.5 ms
 * added to each request, the CPU slowed as above) and reads the times it saw, instead of simulating them from
 * an unthrottled load (Lantern, the default). Lantern cannot see the brand splash, and counts module scripts
 * that finished before a paint as holding it up (Lighthouse issue 17163); the applied method measures what the
 * browser did, at the cost of a harsher link than the simulated one.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { benchProductPage, benchServers } from './serve';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    check: { type: 'boolean', default: false },
    lang: { type: 'string', default: 'en-US' },
    reports: { type: 'string' },
    baseline: { type: 'string' },
    calibrate: { type: 'boolean', default: false },
    applied: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'home,category,product' },
  },
});
/** A check takes the median of three runs: one run of a page moves by ±5 here. */
const RUNS = Math.max(1, Number(args.runs ?? (args.check ? 3 : 1)));
/** The performance goal (issue 14), printed beside each page. */
const PERFORMANCE_GOAL = 95;
/** npm test fails under this (issue 14: the goal less a margin for a noisy machine). */
const PERFORMANCE_FLOOR = 90;
/**
 * The benchmarkIndex of the hosts the goal was met on (2,500–3,300), where the floor scores 100 at 4×. A check
 * on a slower host slows the CPU by 4 × its index / this, so that it simulates the same phone.
 */
const REFERENCE_HOST = 2500;
const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

const { startShop, startFloor } = benchServers('lighthouse');

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Every script the page fetched during the run, as sent (compressed), in bytes. */
  jsBytes: number;
  failing: string[];
  /** Lighthouse's own failure to measure the page (its scores are then null). */
  runtimeError?: string;
  /** Lighthouse's measure of the host's CPU in this run (higher is faster; see HOST_NOTE). */
  benchmarkIndex: number;
  /** What Lighthouse itself warned of (a slow host CPU among them). */
  warnings: string[];
}

/**
 * Lighthouse simulates the phone by multiplying the main-thread tasks it observed by 4, so the host's own
 * speed moves the shop's score (many tasks) far more than the floor's (few). Each row prints the host's
 * benchmarkIndex beside it; Lighthouse's calibration guide (docs/throttling.md) puts 4× at about 1,500.
 */
const HOST_NOTE = "host: Lighthouse's benchmarkIndex (its 4× assumes about 1,500; higher is a faster host)";

/**
 * Lighthouse's CPU throttling calculator (linked from its docs/throttling.md): the slowdown that makes a
 * host of this benchmarkIndex a mid-tier phone, the phone its default 4× assumes of a host of about 1,500.
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/** A check's slowdown: Lighthouse's 4× on a host as fast as the reference or faster, less in proportion below it. */
function referenceSlowdown(benchmarkIndex: number): number {
  return Math.min(4, (4 * benchmarkIndex) / REFERENCE_HOST);
}

/** The CPU slowdown of every run: Lighthouse's mobile 4×, this host's calibrated one (--calibrate), or the check's. */
let cpuSlowdown = 4;
/** A check or a calibration: each run's slowdown must fit the host as it read during that run. */
let followTheHost = false;

/**
 * A run whose host read called for a slowdown more than this share away from the one it ran at simulated another
 * phone than the sitting's (another machine's work beside it: a shared host moved from 2,300 to 1,200 within one
 * sitting here).
 */
const HOST_DRIFT = 0.2;

/** One load of a page as Lighthouse gathered it (its trace and the rest), kept on disk to be audited. */
interface Gathered {
  url: string;
  dir: string;
  /** The slowdown its saved settings name (the one it was last audited at). */
  slowdown: number;
}

const gatheredDirs: string[] = [];
process.on('exit', () => {
  for (const dir of gatheredDirs) rmSync(dir, { recursive: true, force: true });
});

function lighthouseFlags(slowdown: number): Flags {
  return {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    formFactor: 'mobile',
    // Merged into the mobile profile's throttling: only the CPU's slowdown is set here.
    throttling: { cpuSlowdownMultiplier: slowdown },
    throttlingMethod: args.applied ? 'devtools' : 'simulate',
  };
}

/** Loads the page in a fresh browser profile and keeps what Lighthouse gathered (its gather mode). */
async function gather(url: string, slowdown: number): Promise<Gathered> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-lighthouse-load-'));
  gatheredDirs.push(dir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      `--lang=${args.lang}`,
      `--accept-lang=${args.lang}`,
    ],
  });
  try {
    await lighthouse(url, { ...lighthouseFlags(slowdown), port: chrome.port, gatherMode: dir });
  } finally {
    chrome.kill();
  }
  return { url, dir, slowdown };
}

/**
 * Scores a gathered load at this CPU slowdown (Lighthouse's audit mode, no browser). Simulated throttling only
 * multiplies the tasks the load showed, so one load can be scored again for another slowdown.
 */
async function audit(gathered: Gathered, reportName: string, slowdown: number): Promise<Figures> {
  if (slowdown !== gathered.slowdown) {
    // Lighthouse refuses to audit with settings other than those gathered with: the saved ones are changed to match.
    const path = join(gathered.dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(path, 'utf8')) as { settings: { throttling: Record<string, number> } };
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(path, JSON.stringify(artifacts));
    gathered.slowdown = slowdown;
  }
  const result = await lighthouse(gathered.url, { ...lighthouseFlags(slowdown), auditMode: gathered.dir });
  if (!result) throw new Error(`Lighthouse gave no result for ${gathered.url}`);
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(join(args.reports, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  return figuresOf(result.lhr);
}

interface Measured {
  gathered: Gathered;
  figures: Figures;
}

/**
 * Now and then Lighthouse loses the page's trace (NO_NAVSTART, NO_FCP on this machine): such a run has no
 * figures at all (every score null), not low ones, so it is run again, twice at most, and said.
 */
async function measureAgainIfBroken(url: string, reportName: string, slowdown = cpuSlowdown): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    const gathered = await gather(url, slowdown);
    const figures = await audit(gathered, reportName, slowdown);
    if (!figures.runtimeError || attempt === 3) return { gathered, figures };
    console.log(`    (a run of ${url} broke: ${figures.runtimeError}; run again)`);
  }
}

/**
 * A run (or one gathered already), and, when the host drifted during it (HOST_DRIFT), its figures again with the CPU
 * slowed for the host as it read then: the phone simulated stays the one the check or the calibration stands for, on
 * a host slower or faster for a while. Simulated, the same load is scored again; applied (the slowdown acted on the
 * load itself), the page is run again, twice at most. A slower page does not move the reading (Lighthouse takes it
 * before the load), so a regression is never run away from.
 */
async function measureOnTheHostRead(url: string, reportName: string, already?: Gathered): Promise<Figures> {
  let slowdown = cpuSlowdown;
  let gathered = args.applied ? undefined : already;
  for (let attempt = 1; ; attempt++) {
    let figures: Figures;
    if (gathered) figures = await audit(gathered, reportName, slowdown);
    else ({ gathered, figures } = await measureAgainIfBroken(url, reportName, slowdown));
    const fitting = slowdownFor(figures.benchmarkIndex);
    if (!followTheHost || Math.abs(fitting - slowdown) <= slowdown * HOST_DRIFT || attempt === 3) return figures;
    console.log(
      `    (the host read ${Math.round(figures.benchmarkIndex)} during a run of ${url} at ${slowdown}×: ` +
        `${args.applied ? 'run' : 'scored'} again at ${fitting}×)`,
    );
    slowdown = fitting;
    if (args.applied) gathered = undefined;
  }
}

/** The slowdown a host of this benchmarkIndex needs to simulate the phone of this sitting. */
function slowdownFor(benchmarkIndex: number): number {
  return (
    Math.round((args.calibrate ? calibratedSlowdown(benchmarkIndex) : referenceSlowdown(benchmarkIndex)) * 10) / 10
  );
}

function figuresOf(report: Result): Figures {
  const audit = (id: string) => report.audits[id];
  const requests = (
    audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    jsBytes: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failing: Object.values(report.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => ref.id),
    runtimeError: report.runtimeError?.code,
    benchmarkIndex: report.environment.benchmarkIndex,
    warnings: report.runWarnings.map(String),
  };
}

const median = <T>(items: T[], by: (item: T) => number): T => {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
};

const shop = await startShop();
const baseline = args.baseline ? await startShop(args.baseline) : undefined;
const floor = await startFloor(shop);
const product = await benchProductPage(shop);
/** Each page measured: the floor, then the shop's three, each also on the baseline build when one is given. */
const pages: { name: string; urls: string[]; isShop: boolean }[] = [
  { name: 'floor (bare React + TanStack)', urls: [floor], isShop: false },
  ...[
    { key: 'home', name: '/', path: '/' },
    { key: 'category', name: '/category/Snacks', path: '/category/Snacks' },
    { key: 'product', name: `/product/…/${product.id}`, path: product.path },
  ]
    .filter(({ key }) => args.pages.split(',').includes(key))
    .map(({ name, path }) => ({
      name,
      urls: [shop, ...(baseline ? [baseline] : [])].map((origin) => `${origin}${path}`),
      isShop: true,
    })),
];

/** The floor's loads that measured the host: simulated, they are the floor's first runs too, scored at its slowdown. */
const floorCalibrationRuns: Measured[] = [];
if (args.calibrate || args.check) {
  // Three readings, the median: one reading of the same host moved by a third within a sitting here.
  for (let run = 1; run <= 3; run++) floorCalibrationRuns.push(await measureAgainIfBroken(floor, `calibration-${run}`));
  const host = median(
    floorCalibrationRuns.map((run) => run.figures.benchmarkIndex),
    (reading) => reading,
  );
  followTheHost = true;
  cpuSlowdown = slowdownFor(host);
  console.log(
    args.calibrate
      ? `calibration: benchmarkIndex ${Math.round(host)}, so a mid-tier phone is this host's CPU slowed ${cpuSlowdown}×`
      : `check: benchmarkIndex ${Math.round(host)}, so the reference machines' phone (4× at ${REFERENCE_HOST} or more) is this host's CPU slowed ${cpuSlowdown}×`,
  );
}
console.log(
  `Lighthouse mobile (${args.applied ? 'applied' : 'simulated'} slow 4G, ${cpuSlowdown}× CPU), ${RUNS} run(s) per page, median by performance\n`,
);
console.log(`${HOST_NOTE}\n`);
console.log('page                           perf  a11y  bp    FCP      LCP      TBT      CLS     JS (sent)  host');
let failed = false;
for (const page of pages) {
  const reportName = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const builds = page.urls.map((url, index) => ({ url, isBaseline: index > 0, runs: [] as Figures[] }));
  for (let run = 0; run < RUNS; run++) {
    // This build first on even runs, the baseline first on odd ones: neither always meets the warmer machine.
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const name = `${reportName}${build.isBaseline ? '-baseline' : ''}-${args.lang}-${run + 1}`;
      const calibration = page.isShop ? undefined : floorCalibrationRuns[run]?.gathered;
      build.runs.push(await measureOnTheHostRead(build.url, name, calibration));
    }
  }
  for (const build of builds) {
    const { isBaseline } = build;
    let runs = build.runs;
    let figures = median(runs, (run) => run.performance);
    // Under the floor, a check measures the page once more and judges that: a shared host's neighbours can slow two
    // runs of three (a category page at 92, 86, 85 in one fresh clone; 92, 92, 93 an hour before), while a slower
    // page is slower both times (the start-up 120 ms longer scored 83–87 in every run).
    if (args.check && page.isShop && !isBaseline && figures.performance < PERFORMANCE_FLOOR) {
      console.log(`    (${page.name}: ${runs.map((run) => run.performance).join(', ')}; measured again)`);
      runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await measureOnTheHostRead(build.url, `${reportName}-${args.lang}-again-${run + 1}`));
      figures = median(runs, (run) => run.performance);
    }
    const below = page.isShop && (figures.accessibility < 100 || figures.bestPractices < 100);
    const slow = page.isShop && figures.performance < PERFORMANCE_FLOOR;
    failed ||= (below || slow) && !isBaseline;
    const underGoal = page.isShop && figures.performance < PERFORMANCE_GOAL;
    const ms = (value: number) => `${Math.round(value)} ms`.padEnd(9);
    const name = isBaseline ? '  baseline' : page.name;
    console.log(
      `${name.padEnd(31)}${String(figures.performance).padEnd(6)}${String(figures.accessibility).padEnd(6)}` +
        `${String(figures.bestPractices).padEnd(6)}${ms(figures.fcp)}${ms(figures.lcp)}${ms(figures.tbt)}` +
        `${figures.cls.toFixed(3).padEnd(8)}${`${(figures.jsBytes / 1024).toFixed(1)} KB`.padEnd(11)}` +
        `${Math.round(median(runs, (run) => run.benchmarkIndex).benchmarkIndex)}` +
        (RUNS > 1
          ? `   (perf ${runs.map((run) => run.performance).join(', ')}; LCP ${runs.map((run) => Math.round(run.lcp)).join(', ')})`
          : '') +
        (underGoal ? `   (goal ${PERFORMANCE_GOAL})` : '') +
        (slow ? `   FAILS: performance must be ${PERFORMANCE_FLOOR} or more` : '') +
        (below ? '   FAILS: accessibility and best practices must be 100' : '') +
        (figures.failing.length > 0 ? `\n    failing audits: ${figures.failing.join(', ')}` : '') +
        [...new Set(runs.flatMap((run) => run.warnings))]
          .map((warning) => `\n    Lighthouse warned: ${warning}`)
          .join(''),
    );
  }
}
if (args.check && failed) {
  console.log(
    `\nA shop page is under ${PERFORMANCE_FLOOR} for performance, or under 100 for accessibility or best practices.`,
  );
}
process.exit(args.check && failed ? 1 : 0);
