/**
 * Load (issue 16): virtual shoppers in a realistic mix against the real server on PostgreSQL, with 1 and
 * 2 workers, then a sustained peak of orders. Creates a fresh database for the run (kirana_load_<time>)
 * and drops it at the end; starts the shop as `npm run serve` does (its own process, WORKERS=N,
 * NODE_ENV=production, the whole middleware chain) and, beside it, the bare node:http server of
 * bench/http.ts as the floor, measured by the same client with the same connections.
 *
 * Each virtual shopper is a phone: its own client IP (X-Forwarded-For, TRUST_PROXY=true as behind one
 * proxy), its own keep-alive connection, a session from sign-up (sendOtp → verifyOtp with the demo
 * code → register), and one request at a time without pauses (a closed loop: the figures are what the
 * server answers at that concurrency). The mix per request: 30 % a paged category, 30 % a product,
 * 20 % a search (brands, kinds, Hindi words, typos from the catalog), 15 % updateCart with an
 * Idempotency-Key as the outbox sends it, 5 % confirmOrder (cash on delivery, the shopper's cart or
 * 1–3 products, today's prices and the first-order discount as the server computes them). Products are
 * picked by popularity (Zipf: the best seller is asked for most, as milk and atta are). One order in 20
 * is sent twice at once with the same key (the outbox resending while the first is still in flight):
 * both answers must name the same order. No rate limit is changed: each shopper signs in once from its
 * own address, and cart and order calls have no limits.
 *
 * Stock is topped up to 1,000,000 for every product in stock before the first run, so the runs measure
 * orders and not sell-outs (the seed's 1–500 units would sell out in seconds at these rates).
 *
 * Asserts nothing; prints a table per worker count (per call req/s, p50, p99, errors; totals, orders/s,
 * duplicate orders from SQL, CPU of the shop, of PostgreSQL and of this client), then the peak test.
 * Take the lock first so no e2e or Lighthouse run shares the machine:
 *
 * `flock /tmp/kirana-e2e.lock node --import tsx bench/load.ts [--duration s] [--shoppers n] [--workers 1,2]
 *   [--mix 30,30,20,15,5] [--peak-seconds s] [--peak-workers n] [--peak-steps 4,8,16,32,64] [--step-seconds s]`
 * --mix: percent of paged category, getProduct, search, updateCart, confirmOrder (0,0 for the last two: browse only);
 * --peak-seconds 0 leaves the peak test out; --warm-up s (default 5) of the mix before each measured run, uncounted
 * (the shop prepares each answer on its first ask, decision 019).
 * LOAD_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where the database is made.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { firstOrderDiscount } from '../contract/discount';
import { istTimestamp, itemsTotal, orderTotal } from '../contract/order';
import {
  freePort,
  probe,
  procStat,
  startBareServer,
  startShopProcess,
  stopShopProcess,
  TICKS_PER_SECOND,
} from './http';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1,2' },
    'peak-seconds': { type: 'string', default: '60' },
    'peak-workers': { type: 'string', default: '2' },
    'peak-steps': { type: 'string', default: '4,8,16,32,64' },
    'step-seconds': { type: 'string', default: '5' },
    mix: { type: 'string', default: '30,30,20,15,5' },
    'warm-up': { type: 'string', default: '5' },
  },
});
const DURATION_S = Number(options.duration);
const SHOPPERS = Number(options.shoppers);
const WORKER_COUNTS = options.workers.split(',').map(Number);
const PEAK_S = Number(options['peak-seconds']);
const PEAK_WORKERS = Number(options['peak-workers']);
const PEAK_STEPS = options['peak-steps'].split(',').map(Number);
const STEP_S = Number(options['step-seconds']);
const WARM_UP_S = Number(options['warm-up']);
const WINDOW_S = 10;
/** What a browser sends, less zstd (Node 20's zlib cannot read it back). */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const ADMIN_URL = process.env.LOAD_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOPPED_UP_STOCK = 1_000_000;
/** /proc counts CPU time in these. */
/** Misspellings shoppers type (bench/search.ts uses the same kind). */
const TYPOS = ['colgte', 'shampo', 'chawl', 'amul buter', 'biskut', 'detergnt', 'namkeen', 'maggi nudle'];

/** The calls of the mix and their share of a shopper's requests (`--mix`, percent, in this order). */
const CALLS = ['paged category', 'getProduct', 'searchProducts', 'updateCart', 'confirmOrder'] as const;
const shares = options.mix.split(',').map(Number);
const MIX = CALLS.map((name, i) => [name, (shares[i] ?? 0) / shares.reduce((a, b) => a + b, 0)] as const);
type CallName = (typeof CALLS)[number] | 'bare node:http';

interface Product {
  id: number;
  price: number;
  category: string;
}

interface Shopper {
  ip: string;
  phone: string;
  cookie: string;
  addressId: string;
  agent: Agent;
  /** productId -> quantity, as the server holds it. */
  cart: Map<number, number>;
  ordersPlaced: number;
}

interface Answer {
  status: number;
  /** Decoded (the answers come compressed, as to a browser). */
  body: string;
  ms: number;
  replayed: boolean;
}

/** Latencies and failures per call, for one run (or one window of the peak). */
class Tally {
  readonly latencies = new Map<CallName, number[]>();
  readonly errors = new Map<CallName, number>();
  readonly samples: string[] = [];
  orders = 0;
  duplicates = 0;
  record(name: CallName, answer: Answer | Error) {
    if (answer instanceof Error || answer.status >= 300) {
      this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
      if (this.samples.length < 5) {
        this.samples.push(
          `${name}: ${answer instanceof Error ? answer.message : `${answer.status} ${answer.body.slice(0, 200)}`}`,
        );
      }
      return;
    }
    const list = this.latencies.get(name) ?? [];
    list.push(answer.ms);
    this.latencies.set(name, list);
  }
  count(name?: CallName) {
    let total = 0;
    for (const [call, list] of this.latencies) if (!name || call === name) total += list.length;
    return total;
  }
  errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

const work = mkdtempSync(join(tmpdir(), 'kirana-bench-load-'));
const children: ChildProcess[] = [];
const databaseName = `kirana_load_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) child.kill('SIGKILL');
  await new Promise((done) => setTimeout(done, 300));
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const shopDatabaseUrl = withDatabase(ADMIN_URL, databaseName);
const db = new pg.Client({ connectionString: shopDatabaseUrl });

try {
  await main();
} finally {
  await db.end().catch(() => undefined);
  await cleanUp();
}
process.exit(0);

async function main() {
  const shopPort = await freePort();
  const origin = `http://127.0.0.1:${shopPort}`;
  let phase = 0;
  let catalog: Catalog | undefined;
  const results: { workers: number; tally: Tally; seconds: number; cpu: CpuFigures; bare: number }[] = [];

  console.log(
    `\nLoad: ${SHOPPERS} shoppers, ${DURATION_S} s per run after ${WARM_UP_S} s of warm-up; PostgreSQL database ${databaseName}\n`,
  );
  for (const workers of WORKER_COUNTS) {
    const shop = await startShop(shopPort, workers);
    if (!catalog) {
      await db.connect();
      catalog = await prepareCatalog();
    }
    const bareBody = (await probe(`${origin}${pagedPath(catalog.categories[0] ?? 'Snacks', 1)}`, {})).body;
    const barePort = await freePort();
    const bare = await startBareServer(barePort, bareBody);
    children.push(bare);
    const bareRate = await measureBare(`http://127.0.0.1:${barePort}`, SHOPPERS, Math.min(5, DURATION_S));
    bare.kill();

    phase += 1;
    const shoppers = await signUp(origin, SHOPPERS, phase);
    const warm = new Tally();
    await runFor(WARM_UP_S, shoppers, (shopper) => mixStep(origin, shopper, catalog as Catalog, warm));
    const tally = new Tally();
    const cpuBefore = sampleCpu(shop.pid ?? 0);
    const started = performance.now();
    await runFor(DURATION_S, shoppers, (shopper) => mixStep(origin, shopper, catalog as Catalog, tally));
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSince(cpuBefore, sampleCpu(shop.pid ?? 0), seconds);
    tally.duplicates += warm.duplicates + (await duplicatesInDatabase(shoppers));
    results.push({ workers, tally, seconds, cpu, bare: bareRate });
    printMix(workers, tally, seconds, cpu, bareRate, warm);
    await stopShop(shop);
  }

  if (PEAK_S > 0 && catalog) {
    phase += 1;
    await peak(origin, shopPort, catalog, phase);
  }
}

/* ---------- the shop and the database ---------- */

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function startShop(port: number, workers: number): Promise<ChildProcess> {
  const child = await startShopProcess({
    NODE_ENV: 'production',
    PORT: String(port),
    WORKERS: String(workers),
    DATABASE_URL: shopDatabaseUrl,
    DATA_DIR: join(work, 'data'),
    STATIC_DIR: join(work, 'no-static'),
    OTP_SECRET: 'bench-only-secret-bench-only-secret-0123',
    PUBLIC_URL: `http://localhost:${port}`,
    ALLOW_DEMO_SMS: 'true',
    // The demo catalog (off by default in production) and no scheduled backup in the middle of a run.
    DEMO_CATALOG: 'true',
    BACKUP_EVERY_HOURS: '0',
    // Each virtual shopper has its own client address, given in X-Forwarded-For as by one proxy.
    TRUST_PROXY: 'true',
  });
  children.push(child);
  return child;
}

async function stopShop(child: ChildProcess) {
  await stopShopProcess(child);
  children.splice(children.indexOf(child), 1);
}

interface Catalog {
  /** In stock, most popular first. */
  products: Product[];
  /** Cumulative Zipf weights over `products`. */
  cumulative: number[];
  categories: string[];
  pages: Map<string, number>;
  keywords: string[];
}

/** Tops the stock up (see above), reads the catalog the shoppers pick from, and waits for the shop to see it. */
async function prepareCatalog(): Promise<Catalog> {
  await db.query('UPDATE products SET stock = $1 WHERE stock > 0', [TOPPED_UP_STOCK]);
  const rows = await db.query<{ id: number; price: number; category: string; brand: string; kind: string }>(
    'SELECT id, price, category_id AS category, brand, kind FROM products WHERE stock > 0 ORDER BY popularity DESC, id',
  );
  const products = rows.rows.map(({ id, price, category }) => ({ id, price, category }));
  let sum = 0;
  const cumulative = products.map((_, rank) => {
    sum += 1 / (rank + 1);
    return sum;
  });
  const counts = await db.query<{ category: string; n: string }>(
    'SELECT category_id AS category, count(*) AS n FROM products GROUP BY 1 ORDER BY 1',
  );
  const pages = new Map(counts.rows.map((row) => [row.category, Math.ceil(Number(row.n) / 12)]));
  const hindi = await db.query<{ term: string }>(
    "SELECT DISTINCT unnest(search_terms) AS term FROM products WHERE search_terms <> '{}' ORDER BY 1 LIMIT 60",
  );
  const keywords = [
    ...new Set([
      ...rows.rows.map((row) => row.brand.toLowerCase()),
      ...rows.rows.map((row) => row.kind.toLowerCase()),
      ...hindi.rows.map((row) => row.term),
      ...TYPOS,
    ]),
  ];
  // The stock change reaches the shop's catalog by NOTIFY (decision 020) within a few hundred ms.
  await sleep(1000);
  return { products, cumulative, categories: [...pages.keys()], pages, keywords };
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

function popularProduct(catalog: Catalog): Product {
  const total = catalog.cumulative[catalog.cumulative.length - 1] ?? 1;
  const target = Math.random() * total;
  let low = 0;
  let high = catalog.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((catalog.cumulative[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return catalog.products[low] as Product;
}

function pagedPath(category: string, page: number) {
  return `/api/user/product/getProductsByCategory?category=${encodeURIComponent(category)}&page=${page}&pageSize=12`;
}

/* ---------- HTTP ---------- */

function call(
  origin: string,
  shopper: Shopper | undefined,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'Accept-Encoding': BROWSER_ENCODINGS, ...extra };
  if (shopper) {
    headers['X-Forwarded-For'] = shopper.ip;
    if (shopper.cookie) headers.Cookie = shopper.cookie;
  }
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  return new Promise((done, failed) => {
    const req = request(`${origin}${path}`, { method, headers, agent: shopper?.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
          ms: performance.now() - started,
          replayed: res.headers['idempotent-replayed'] === 'true',
        }),
      );
      res.on('error', failed);
    });
    req.on('error', failed);
    req.end(payload);
  });
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  return raw.toString();
}

/** Sign-up as the app does it, from the shopper's own address; `phase` keeps the phones of each run apart. */
async function signUp(origin: string, count: number, phase: number): Promise<Shopper[]> {
  const make = async (index: number): Promise<Shopper> => {
    const shopper: Shopper = {
      ip: `10.${phase}.${index >> 8}.${(index & 255) + 1}`,
      phone: `+919${String(phase).padStart(2, '0')}${String(index).padStart(7, '0')}`,
      cookie: '',
      addressId: '',
      agent: new Agent({ keepAlive: true, maxSockets: 2, keepAliveMsecs: 60_000 }),
      cart: new Map(),
      ordersPlaced: 0,
    };
    const expect = async (answer: Promise<Answer>, what: string) => {
      const got = await answer;
      if (got.status >= 300) throw new Error(`sign-up ${what}: ${got.status} ${got.body}`);
      return got;
    };
    const sent = await expect(call(origin, shopper, 'POST', '/api/auth/sendOtp', { phone: shopper.phone }), 'sendOtp');
    const code = (JSON.parse(sent.body) as { data: { devCode: string } }).data.devCode;
    const verified = await callWithCookies(origin, shopper, '/api/auth/verifyOtp', { phone: shopper.phone, otp: code });
    shopper.cookie = verified;
    const registered = await callWithCookies(origin, shopper, '/api/auth/register', {
      name: `Load Shopper ${index}`,
      email: `load${index}@example.in`,
      phone: shopper.phone,
      addressLine1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
      isDefault: true,
    });
    shopper.cookie = registered;
    const addresses = await expect(call(origin, shopper, 'GET', '/api/user/address/getUserAddresses'), 'addresses');
    const list = (JSON.parse(addresses.body) as { data: { id: string }[] }).data;
    shopper.addressId = list[0]?.id ?? '';
    if (!shopper.addressId) throw new Error('sign-up: the shopper has no address');
    return shopper;
  };
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => make(start + i));
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

/** A POST that signs in: returns the cookies it set (name=value; …). */
async function callWithCookies(origin: string, shopper: Shopper, path: string, body: unknown): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': shopper.ip };
  if (shopper.cookie) headers.Cookie = shopper.cookie;
  const answer = await probe(`${origin}${path}`, headers, 'POST', JSON.stringify(body));
  if (answer.status >= 300) throw new Error(`sign-up ${path}: ${answer.status} ${answer.body}`);
  const jar = new Map(
    shopper.cookie ? shopper.cookie.split('; ').map((pair) => pair.split('=') as [string, string]) : [],
  );
  for (const line of answer.setCookie) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/* ---------- the shoppers ---------- */

/** Every shopper runs `step` one after another until `seconds` are up. */
async function runFor(seconds: number, shoppers: Shopper[], step: (shopper: Shopper) => Promise<void>) {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < until) await step(shopper);
    }),
  );
}

async function mixStep(origin: string, shopper: Shopper, catalog: Catalog, tally: Tally) {
  let r = Math.random();
  let name: CallName = CALLS[0];
  for (const [call, share] of MIX) {
    if (r < share) {
      name = call;
      break;
    }
    r -= share;
  }
  switch (name) {
    case 'paged category': {
      const category = pick(catalog.categories);
      // Most shoppers stay on the first pages.
      const page = 1 + Math.floor(Math.random() ** 2 * Math.min(catalog.pages.get(category) ?? 1, 5));
      return timed(tally, name, call(origin, shopper, 'GET', pagedPath(category, page)));
    }
    case 'getProduct':
      return timed(
        tally,
        name,
        call(origin, shopper, 'GET', `/api/user/product/getProduct?productId=${popularProduct(catalog).id}`),
      );
    case 'searchProducts': {
      const keyword = encodeURIComponent(pick(catalog.keywords));
      return timed(
        tally,
        name,
        call(origin, shopper, 'GET', `/api/user/product/searchProducts?keyword=${keyword}&page=1&pageSize=12`),
      );
    }
    case 'updateCart': {
      const product = popularProduct(catalog);
      const held = shopper.cart.get(product.id) ?? 0;
      const quantity = held >= 3 ? 0 : held + 1;
      const answer = await settle(
        call(
          origin,
          shopper,
          'POST',
          '/api/user/cart/updateCart',
          { productId: product.id, quantity },
          { 'Idempotency-Key': randomUUID() },
        ),
      );
      tally.record(name, answer);
      if (!(answer instanceof Error) && answer.status < 300) {
        if (quantity === 0) shopper.cart.delete(product.id);
        else shopper.cart.set(product.id, quantity);
      }
      return;
    }
    case 'confirmOrder':
      return order(origin, shopper, catalog, tally, Math.random() < 1 / 20);
  }
}

/**
 * confirmOrder with what the server expects: today's prices, the ₹30 shipping and, on the shopper's
 * first order, 10 % off the items (contract/order.ts). The shopper's cart, else 1–3 popular products.
 * `twice`: the same order sent twice at once with one key.
 */
async function order(origin: string, shopper: Shopper, catalog: Catalog, tally: Tally, twice: boolean) {
  const byId = new Map(catalog.products.map((product) => [product.id, product]));
  let lines = [...shopper.cart].map(([productId, quantity]) => ({
    productId,
    quantity,
    price: byId.get(productId)?.price ?? 0,
  }));
  if (lines.length === 0) {
    const chosen = new Map<number, Product>();
    const wanted = 1 + Math.floor(Math.random() * 3);
    while (chosen.size < wanted) {
      const product = popularProduct(catalog);
      chosen.set(product.id, product);
    }
    lines = [...chosen.values()].map((product) => ({ productId: product.id, quantity: 1, price: product.price }));
  }
  const first = shopper.ordersPlaced === 0;
  const body = {
    addressId: shopper.addressId,
    items: lines,
    total: orderTotal(lines, first),
    firstOrderDiscount: firstOrderDiscount(itemsTotal(lines), first),
    method: 'COD',
    time: istTimestamp(new Date()),
  };
  const key = { 'Idempotency-Key': randomUUID() };
  const send = () => settle(call(origin, shopper, 'POST', '/api/user/order/confirmOrder', body, key));
  const answers = twice ? await Promise.all([send(), send()]) : [await send()];
  const ids = new Set<string>();
  let placed = false;
  for (const answer of answers) {
    tally.record('confirmOrder', answer);
    if (!(answer instanceof Error) && answer.status < 300) {
      ids.add((JSON.parse(answer.body) as { data: string }).data);
      placed = true;
    }
  }
  if (ids.size > 1) tally.duplicates += ids.size - 1;
  if (placed) {
    shopper.ordersPlaced += 1;
    tally.orders += 1;
    for (const line of lines) shopper.cart.delete(line.productId);
  }
}

async function settle(answer: Promise<Answer>): Promise<Answer | Error> {
  return answer.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}

async function timed(tally: Tally, name: CallName, answer: Promise<Answer>) {
  tally.record(name, await settle(answer));
}

/** Orders the database holds against what the bench placed, and any two orders with one key. */
async function duplicatesInDatabase(shoppers: Shopper[]): Promise<number> {
  const phones = shoppers.map((shopper) => shopper.phone);
  const perShopper = await db.query<{ phone: string; n: string }>(
    'SELECT u.phone, count(o.id) AS n FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE u.phone = ANY($1) GROUP BY u.phone',
    [phones],
  );
  const held = new Map(perShopper.rows.map((row) => [row.phone, Number(row.n)]));
  let extra = 0;
  for (const shopper of shoppers) extra += Math.max(0, (held.get(shopper.phone) ?? 0) - shopper.ordersPlaced);
  const missing = shoppers.reduce(
    (sum, shopper) => sum + Math.max(0, shopper.ordersPlaced - (held.get(shopper.phone) ?? 0)),
    0,
  );
  if (missing > 0) console.log(`!! ${missing} orders answered as placed are not in the database`);
  const sameKey = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM (SELECT 1 FROM orders WHERE idempotency_key IS NOT NULL GROUP BY user_id, idempotency_key HAVING count(*) > 1) AS twice',
  );
  return extra + Number(sameKey.rows[0]?.n ?? 0);
}

/* ---------- the floor ---------- */

async function measureBare(origin: string, connections: number, seconds: number): Promise<number> {
  const shoppers = Array.from({ length: connections }, (_, index) => ({
    ip: `10.250.0.${index + 1}`,
    phone: '',
    cookie: '',
    addressId: '',
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    cart: new Map(),
    ordersPlaced: 0,
  }));
  const tally = new Tally();
  await runFor(1, shoppers, (shopper) => timed(tally, 'bare node:http', call(origin, shopper, 'GET', '/')));
  const measured = new Tally();
  const started = performance.now();
  await runFor(seconds, shoppers, (shopper) => timed(measured, 'bare node:http', call(origin, shopper, 'GET', '/')));
  for (const shopper of shoppers) shopper.agent.destroy();
  return measured.count() / ((performance.now() - started) / 1000);
}

/* ---------- CPU from /proc ---------- */

interface CpuSample {
  /** pid -> CPU ticks, for the shop (the process and its workers) and for PostgreSQL's processes. */
  shop: Map<number, number>;
  postgres: Map<number, number>;
  client: NodeJS.CpuUsage;
}

interface CpuFigures {
  /** CPU seconds per second of the run (1.0 = one core busy). */
  shop: number;
  postgres: number;
  client: number;
}

function sampleCpu(shopPid: number): CpuSample {
  const shop = new Map<number, number>();
  const postgres = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let found: ReturnType<typeof procStat>;
    try {
      found = procStat(entry);
    } catch {
      continue; // ended meanwhile
    }
    const { comm, ppid, ticks } = found;
    const pid = Number(entry);
    if (pid === shopPid || ppid === shopPid) shop.set(pid, ticks);
    else if (comm === 'postgres') postgres.set(pid, ticks);
  }
  return { shop, postgres, client: process.cpuUsage() };
}

function cpuSince(before: CpuSample, after: CpuSample, seconds: number): CpuFigures {
  const used = (a: Map<number, number>, b: Map<number, number>) => {
    let ticks = 0;
    for (const [pid, now] of b) ticks += now - (a.get(pid) ?? 0);
    return ticks / TICKS_PER_SECOND / seconds;
  };
  const client = process.cpuUsage(before.client);
  return {
    shop: used(before.shop, after.shop),
    postgres: used(before.postgres, after.postgres),
    client: (client.user + client.system) / 1e6 / seconds,
  };
}

/* ---------- the peak of orders ---------- */

async function peak(origin: string, port: number, catalog: Catalog, phase: number) {
  const shop = await startShop(port, PEAK_WORKERS);
  const most = Math.max(...PEAK_STEPS);
  const shoppers = await signUp(origin, most, phase);
  const orderOnly = (tally: Tally) => (shopper: Shopper) => order(origin, shopper, catalog, tally, false);
  await runFor(WARM_UP_S, shoppers.slice(0, PEAK_STEPS[0]), orderOnly(new Tally()));

  console.log(`\nPeak: orders only, ${PEAK_WORKERS} workers; concurrency stepped, ${STEP_S} s each`);
  console.log('shoppers  orders/s  p50 ms  p99 ms  errors');
  let best = { shoppers: PEAK_STEPS[0] ?? 4, rate: 0 };
  const steps: { shoppers: number; rate: number }[] = [];
  for (const count of PEAK_STEPS) {
    const tally = new Tally();
    const started = performance.now();
    await runFor(STEP_S, shoppers.slice(0, count), orderOnly(tally));
    const rate = tally.orders / ((performance.now() - started) / 1000);
    const list = tally.latencies.get('confirmOrder') ?? [];
    console.log(
      `${String(count).padStart(8)}  ${rate.toFixed(0).padStart(8)}  ${fmt(percentile(list, 0.5)).padStart(6)}  ${fmt(percentile(list, 0.99)).padStart(6)}  ${tally.errorCount()}`,
    );
    steps.push({ shoppers: count, rate });
    if (rate > best.rate) best = { shoppers: count, rate };
  }
  // The fewest shoppers that reach 95 % of the best rate: more only queue up and lengthen p99.
  const chosen = steps.find((step) => step.rate >= 0.95 * best.rate) ?? best;

  console.log(`\nHeld for ${PEAK_S} s with ${chosen.shoppers} shoppers ordering without pause:`);
  console.log('window      orders/s  p50 ms  p99 ms  errors');
  const all = new Tally();
  const cpuBefore = sampleCpu(shop.pid ?? 0);
  const started = performance.now();
  for (let at = 0; at < PEAK_S; at += WINDOW_S) {
    const seconds = Math.min(WINDOW_S, PEAK_S - at);
    const window = new Tally();
    const windowStart = performance.now();
    await runFor(seconds, shoppers.slice(0, chosen.shoppers), orderOnly(window));
    const rate = window.orders / ((performance.now() - windowStart) / 1000);
    const list = window.latencies.get('confirmOrder') ?? [];
    console.log(
      `${`${at}–${at + seconds} s`.padEnd(10)}  ${rate.toFixed(0).padStart(8)}  ${fmt(percentile(list, 0.5)).padStart(6)}  ${fmt(percentile(list, 0.99)).padStart(6)}  ${window.errorCount()}`,
    );
    all.orders += window.orders;
    for (const [name, latencies] of window.latencies)
      all.latencies.set(name, [...(all.latencies.get(name) ?? []), ...latencies]);
    for (const [name, count] of window.errors) all.errors.set(name, (all.errors.get(name) ?? 0) + count);
    all.samples.push(...window.samples);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore, sampleCpu(shop.pid ?? 0), seconds);
  const duplicates = await duplicatesInDatabase(shoppers);
  const list = all.latencies.get('confirmOrder') ?? [];
  const rate = all.orders / seconds;
  console.log(
    `whole run   ${rate.toFixed(0).padStart(8)}  ${fmt(percentile(list, 0.5)).padStart(6)}  ${fmt(percentile(list, 0.99)).padStart(6)}  ${all.errorCount()}`,
  );
  console.log(
    `${all.orders.toLocaleString('en-US')} orders in ${seconds.toFixed(1)} s, duplicates ${duplicates}; CPU (cores busy): shop ${cpu.shop.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, bench client ${cpu.client.toFixed(2)}; per order: shop ${((cpu.shop / rate) * 1000).toFixed(2)} ms, PostgreSQL ${((cpu.postgres / rate) * 1000).toFixed(2)} ms`,
  );
  for (const sample of all.samples.slice(0, 5)) console.log(`  error: ${sample}`);
  await stopShop(shop);
}

/* ---------- printing ---------- */

function percentile(list: number[], p: number): number {
  if (list.length === 0) return Number.NaN;
  const sorted = Float64Array.from(list).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

function fmt(ms: number): string {
  if (Number.isNaN(ms)) return '–';
  return ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
}

function printMix(workers: number, tally: Tally, seconds: number, cpu: CpuFigures, bareRate: number, warm: Tally) {
  const header = ['call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const rows = MIX.map(([name]) => {
    const list = tally.latencies.get(name) ?? [];
    return [
      name,
      list.length.toLocaleString('en-US'),
      Math.round(list.length / seconds).toLocaleString('en-US'),
      fmt(percentile(list, 0.5)),
      fmt(percentile(list, 0.99)),
      String(tally.errors.get(name) ?? 0),
    ];
  });
  const all = [...tally.latencies.values()].flat();
  rows.push([
    'all',
    all.length.toLocaleString('en-US'),
    Math.round(all.length / seconds).toLocaleString('en-US'),
    fmt(percentile(all, 0.5)),
    fmt(percentile(all, 0.99)),
    String(tally.errorCount()),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  const rate = all.length / seconds;
  console.log(`\nWORKERS=${workers}, ${SHOPPERS} shoppers, ${seconds.toFixed(1)} s`);
  console.log(format(header));
  for (const row of rows) console.log(format(row));
  console.log(
    `total ${Math.round(rate).toLocaleString('en-US')} req/s (bare node:http, same client and connections: ${Math.round(bareRate).toLocaleString('en-US')} req/s, the shop at ${((rate / bareRate) * 100).toFixed(1)} %); orders ${(tally.orders / seconds).toFixed(1)}/s (${tally.orders} placed, ${warm.orders} in warm-up); errors ${tally.errorCount()}; duplicate orders ${tally.duplicates}`,
  );
  console.log(
    `CPU (cores busy): shop ${cpu.shop.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, bench client ${cpu.client.toFixed(2)}; per request: shop ${((cpu.shop / rate) * 1000).toFixed(3)} ms, PostgreSQL ${((cpu.postgres / rate) * 1000).toFixed(3)} ms`,
  );
  for (const sample of tally.samples) console.log(`  error: ${sample}`);
}

function sleep(ms: number) {
  return new Promise((done) => setTimeout(done, ms));
}
