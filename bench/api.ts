/**
 * How close the API comes to what this machine can answer at all. Starts the shop as `npm run serve`
 * does (its own process, PGlite in a temporary DATA_DIR, the whole middleware chain) and, in another
 * process, a bare node:http server sending, for each endpoint, the very bytes the shop answered it with
 * (status, encoding, body) and nothing else to do. Both are measured with autocannon from this process in
 * the same run (50 connections), so a busy machine slows both alike: the column to read is "% of bare".
 * Asserts nothing; prints one table.
 *
 * `node --import tsx bench/api.ts [--duration seconds] [--connections n] [--profile dir] [--only name] [--shop dir]`
 * --profile runs the shop under `node --cpu-prof` and leaves the .cpuprofile in that folder;
 * --only 'paged category' measures only the endpoints whose name holds that text (and the bare server);
 * --shop dir serves the shop from another checkout (a `git worktree` of an older commit: before and after).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { bareAnswerLike, freePort, probe, procStat, startBareServer, TICKS_PER_SECOND } from './http';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'string' },
    only: { type: 'string' },
    shop: { type: 'string', default: '.' },
  },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const WARM_UP_S = 1;
/** What a browser sends; the shop picks brotli or gzip from it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const CATEGORY = 'Snacks';
const PAGED_CATEGORY = `/api/user/product/getProductsByCategory?category=${CATEGORY}&page=1&pageSize=12`;

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Shown beside the figures: what is special about this request. */
  note?: string;
}

interface Row extends Figures {
  bareRate: number;
  bareCpu: number;
}

interface Figures {
  name: string;
  note: string;
  rate: number;
  p50: number;
  /** The server process's CPU time (user and system) per answer, in microseconds. */
  cpu: number;
  p99: number;
  status: string;
  bytes: number;
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-api-'));
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const shopPort = await freePort();
const shop = await startShopProcess(shopPort);
const base = `http://127.0.0.1:${shopPort}`;

const product = await probe(`${base}/api/user/product/getTrendingProducts`, {});
const productId = (JSON.parse(product.body) as { data: { id: number }[] }).data[0]?.id ?? 1;
const cookie = await signInWithCart(base);

const barePort = await freePort();
// Its answers are given per endpoint below.
const bare = await startBareServer(barePort);
children.push(bare);

const targets: Target[] = [
  { name: 'paged category', path: PAGED_CATEGORY, headers: { 'Accept-Encoding': BROWSER_ENCODINGS } },
  { name: 'paged category', path: PAGED_CATEGORY, headers: { 'Accept-Encoding': 'gzip' }, note: 'gzip only' },
  { name: 'paged category', path: PAGED_CATEGORY, note: 'no compression' },
  {
    name: 'paged category',
    path: PAGED_CATEGORY,
    headers: { 'Accept-Encoding': BROWSER_ENCODINGS, 'If-None-Match': await etagOf(PAGED_CATEGORY) },
    note: 'If-None-Match',
  },
  {
    name: 'whole category',
    path: `/api/user/product/getProductsByCategory?category=${CATEGORY}`,
    headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
  },
  {
    name: 'getProduct',
    path: `/api/user/product/getProduct?productId=${productId}`,
    headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
  },
  {
    name: 'searchProducts',
    path: '/api/user/product/searchProducts?keyword=atta',
    headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
  },
  {
    name: 'searchProducts',
    path: '/api/user/product/searchProducts?keyword=biskut&page=1&pageSize=12',
    headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
    note: 'typo, one page',
  },
  {
    name: 'getCartItems',
    path: '/api/user/cart/getCartItems',
    headers: { 'Accept-Encoding': BROWSER_ENCODINGS, Cookie: cookie },
    note: 'signed in, 3 lines',
  },
];

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARM_UP_S} s of warm-up; shop on PGlite (${dataDir})\n`,
);
const bareOrigin = `http://127.0.0.1:${barePort}`;
// Each endpoint is compared with the bare server sending the very bytes the shop sent for it (the same
// status, encoding and body): what is measured is the shop's own work per answer, not the size of the answer.
// The bare server runs before and after each endpoint, and each endpoint is compared with the mean of the
// two: another process on the machine (a build, a browser) changes both alike within a few seconds.
const rows: Row[] = [];
for (const [index, target] of targets.entries()) {
  if (options.only && !target.name.includes(options.only)) continue;
  const answer = await probe(`${base}${target.path}`, target.headers ?? {});
  const bareTarget: Target = { name: 'bare node:http', path: await bareAnswerLike(bare, answer, index + 1) };
  const bareBefore = await measure(bare, bareOrigin, bareTarget);
  const figures = await measure(shop, base, target);
  const bareAfter = await measure(bare, bareOrigin, bareTarget, false);
  rows.push({
    ...figures,
    bareRate: (bareBefore.rate + bareAfter.rate) / 2,
    bareCpu: (bareBefore.cpu + bareAfter.cpu) / 2,
  });
}
printTable(rows);
process.exit(0);

async function measure(server: ChildProcess, origin: string, target: Target, warmUp = true): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({ url: `${origin}${target.path}`, connections: CONNECTIONS, duration, headers: target.headers });
  if (warmUp) await run(WARM_UP_S);
  const cpuBefore = cpuSecondsOf(server);
  const result = await run(DURATION_S);
  const cpu = ((cpuSecondsOf(server) - cpuBefore) / result.requests.total) * 1e6;
  const shape = await probe(`${origin}${target.path}`, target.headers ?? {});
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    name: target.name,
    note: [target.note, shape.encoding].filter(Boolean).join(', '),
    rate: result.requests.average,
    cpu,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 is the expected answer to If-None-Match, though autocannon counts it as non-2xx.
    status: failures === 0 || shape.status === 304 ? String(shape.status) : `${shape.status}, ${failures} failed`,
    bytes: shape.bytes,
  };
}

function printTable(rows: Row[]) {
  const header = [
    'endpoint',
    'req/s',
    'bare req/s',
    '% of bare',
    'CPU µs',
    'bare µs',
    'p50 ms',
    'p99 ms',
    'status',
    'bytes',
    'request',
  ];
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.rate).toLocaleString('en-US'),
    Math.round(row.bareRate).toLocaleString('en-US'),
    `${((row.rate / row.bareRate) * 100).toFixed(1)} %`,
    Math.round(row.cpu).toString(),
    Math.round(row.bareCpu).toString(),
    String(row.p50),
    String(row.p99),
    row.status,
    String(row.bytes),
    row.note,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const leftAligned = new Set([0, 8, 10]);
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        leftAligned.has(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log(
    '\nbare req/s: node:http sending the same bytes the shop sent for the row (status, encoding, body) in its own process, measured just before and after the row (mean)',
  );
  console.log(
    "CPU µs, bare µs: the server process's CPU time (user and system, from /proc) per answer: what each answer costs the server itself, whatever the client and the rest of the machine take",
  );
}

async function startShopProcess(port: number): Promise<ChildProcess> {
  const profileArgs: string[] = [];
  if (options.profile) {
    const dir = resolve(options.profile);
    mkdirSync(dir, { recursive: true });
    profileArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      // No built app: the API alone is measured, with the same middleware in front of it.
      STATIC_DIR: join(dataDir, 'no-static'),
      OTP_SECRET: 'bench-only-secret-bench-only-secret-0123',
      PUBLIC_URL: `http://localhost:${port}`,
      ALLOW_DEMO_SMS: 'true',
      // The demo catalog (off by default in production) and no scheduled backup in the middle of a run.
      DEMO_CATALOG: 'true',
      BACKUP_EVERY_HOURS: '0',
    },
    cwd: resolve(options.shop),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((ready, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Kirana is open')) ready();
    });
    child.once('exit', (code) => failed(new Error(`the shop stopped before it opened (exit ${code})`)));
  });
  if (options.profile) {
    // The profile is written when the process exits: end it gently once the bench is done.
    process.on('exit', () => child.kill('SIGTERM'));
    children.pop();
  }
  return child;
}

/** User and system CPU seconds a child process has used so far. */
function cpuSecondsOf(child: ChildProcess): number {
  return procStat(child.pid ?? 0).ticks / TICKS_PER_SECOND;
}

async function etagOf(path: string): Promise<string> {
  const { etag } = await probe(`${base}${path}`, { 'Accept-Encoding': BROWSER_ENCODINGS });
  if (!etag) throw new Error(`${path} has no ETag`);
  return etag;
}

/** A shopper registered through the one-time-code flow (demo outbox), with three products in the cart. */
async function signInWithCart(origin: string): Promise<string> {
  const phone = '+919876543210';
  const post = async (path: string, body: unknown, cookie = '') => {
    const answer = await probe(
      `${origin}${path}`,
      { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      'POST',
      JSON.stringify(body),
    );
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${answer.body}`);
    return answer;
  };
  const sent = await post('/api/auth/sendOtp', { phone });
  const code = (JSON.parse(sent.body) as { data: { devCode: string } }).data.devCode;
  const verified = await post('/api/auth/verifyOtp', { phone, otp: code });
  const verifyCookie = verified.setCookie.map((line) => line.split(';')[0]).join('; ');
  const registered = await post(
    '/api/auth/register',
    {
      name: 'Bench Shopper',
      email: 'bench@example.in',
      phone,
      addressLine1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
    },
    verifyCookie,
  );
  const cookie = registered.setCookie.map((line) => line.split(';')[0]).join('; ');
  const trending = JSON.parse(product.body) as { data: { id: number }[] };
  for (const item of trending.data.slice(0, 3)) {
    await post('/api/user/cart/add', { productId: item.id, quantity: 1 }, cookie);
  }
  return cookie;
}
