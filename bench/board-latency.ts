/**
 * The live board (decision 109): how long from an order placed to its event on a board's SSE stream, with 1 and
 * 2 worker processes on PostgreSQL, and what one process pays to hold idle board streams.
 *
 * Latency: two boards (a packer's streams) stay connected, so with 2 workers at least one sits on another process
 * than the one taking the order. Each round a shopper places an order (confirmOrder), timed from sending it to
 * its 'placed' event arriving on both boards; a packer then cancels it through the API, so no shopper reaches the
 * cap on open orders. Floor, same run: PostgreSQL alone, a NOTIFY committed on one connection and heard on another.
 *
 * Idle streams: N streams opened on one process (250 packers, 4 each: the cap per account), then its RSS beside a
 * bare node:http server holding as many idle chunked answers (the floor).
 *
 * `node --import tsx bench/board-latency.ts [--orders n] [--idle n] [--workers 1,2]` (no build; PostgreSQL on
 * 127.0.0.1:5432 or BENCH_ADMIN_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { orderTotal } from '../contract/order';
import { freePort, startShopProcess, stopShopProcess } from './http';

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '100' },
    idle: { type: 'string', default: '1000' },
    workers: { type: 'string', default: '1,2' },
  },
});
const ORDERS = Number(options.orders);
const IDLE = Number(options.idle);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kirana_board_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
})();
const children: ChildProcess[] = [];
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const floor = await notifyFloor();
    const rows: string[] = [];
    for (const workers of options.workers.split(',').map(Number)) {
      const port = await freePort();
      const shop = await startShop(port, workers);
      if (workers === Number(options.workers.split(',')[0])) await db.connect();
      const ms = await latency(`http://127.0.0.1:${port}`, db);
      rows.push(
        `| ${workers} | ${fmt(percentile(ms, 50))} | ${fmt(percentile(ms, 95))} | ${fmt(percentile(floor, 50))} | ${fmt(percentile(floor, 95))} |`,
      );
      await stopShop(shop);
    }
    console.log(`\nOrder placed → on a board's stream, ${ORDERS} orders, PostgreSQL\n`);
    console.log('| workers | p50 | p95 | floor p50 (NOTIFY alone) | floor p95 |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);

    const port = await freePort();
    const shop = await startShop(port, 1);
    const held = await idleStreams(`http://127.0.0.1:${port}`, shop, db);
    await stopShop(shop);
    const bare = await idleBare();
    console.log(`\n${IDLE} idle board streams on one process\n`);
    console.log('| server | RSS before | RSS with the streams | per stream |');
    console.log('| --- | --- | --- | --- |');
    console.log(`| shop | ${mb(held.before)} | ${mb(held.after)} | ${kb((held.after - held.before) / IDLE)} |`);
    console.log(
      `| bare node:http (floor) | ${mb(bare.before)} | ${mb(bare.after)} | ${kb((bare.after - bare.before) / IDLE)} |`,
    );
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await db.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    agent.destroy();
  }
}

/** PostgreSQL alone: a NOTIFY committed on one connection, heard on another. */
async function notifyFloor(): Promise<number[]> {
  const listener = new pg.Client({ connectionString: ADMIN_URL });
  const sender = new pg.Client({ connectionString: ADMIN_URL });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('LISTEN bench_floor');
  const times: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const heard = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
    const started = performance.now();
    await sender.query("SELECT pg_notify('bench_floor', '1')");
    await heard;
    times.push(performance.now() - started);
  }
  await Promise.all([listener.end(), sender.end()]);
  return times;
}

async function startShop(port: number, workers: number): Promise<ChildProcess> {
  const child = await startShopProcess({
    NODE_ENV: 'test',
    PORT: String(port),
    WORKERS: String(workers),
    DATABASE_URL: databaseUrl,
    DATA_DIR: `/tmp/${name}`,
    STATIC_DIR: 'no-static',
    OTP_SECRET: 'bench-only-secret-bench-only-secret-0123',
    // Each shopper its own client address (X-Forwarded-For), as behind one proxy: sign-in limits are per address.
    TRUST_PROXY: 'true',
  });
  children.push(child);
  return child;
}

async function stopShop(child: ChildProcess) {
  await stopShopProcess(child);
}

/** A packer with a session, written straight into the tables; the cookie. */
async function packerCookie(db: pg.Client, label: string): Promise<string> {
  const phone = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO staff (phone, name, role) VALUES ($1, $2, 'packer') RETURNING id",
    [phone, label],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(
    "INSERT INTO staff_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, now() + interval '1 day')",
    [hashToken(token), rows[0]?.id],
  );
  return `kirana_staff=${token}`;
}

interface Board {
  events: Map<string, number>;
  close(): void;
}

/** A board's stream: the time each order's first event arrives (performance.now()). */
function openBoard(origin: string, cookie: string): Promise<Board> {
  return new Promise((resolve, reject) => {
    const events = new Map<string, number>();
    const req = request(`${origin}/api/shop/events`, { headers: { Cookie: cookie }, agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the board answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        for (const match of buffer.matchAll(/data: (\{.*\})/g)) {
          const event = JSON.parse(match[1] ?? '{}') as { orderId: string };
          if (!events.has(event.orderId)) events.set(event.orderId, now);
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      });
      res.on('error', () => {});
      resolve({ events, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

interface Shopper {
  jar: string[];
  ip: string;
  addressId: string;
  placed: number;
}

let shoppersMade = 0;

/** JSON call with the shopper's cookies kept. */
async function call<T>(
  origin: string,
  who: Pick<Shopper, 'jar' | 'ip'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const { jar } = who;
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: jar.join('; '), 'X-Forwarded-For': who.ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  for (const cookie of response.headers.getSetCookie()) jar.push(cookie.split(';')[0] ?? '');
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

async function latency(origin: string, db: pg.Client): Promise<number[]> {
  const packer = { jar: [await packerCookie(db, 'Board A')], ip: '10.8.0.1' };
  const boards = [
    await openBoard(origin, packer.jar[0] ?? ''),
    await openBoard(origin, await packerCookie(db, 'Board B')),
  ];
  await db.query('UPDATE products SET stock = 1000000');
  const { rows: products } = await db.query<{ id: number; price: number }>(
    'SELECT id, price FROM products ORDER BY id LIMIT 1',
  );
  const product = products[0];
  if (!product) throw new Error('no product');
  let shopper = await signUp(origin);

  const times: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    // A shopper may place 10 orders an hour: a new one every 9.
    if (shopper.placed === 9) shopper = await signUp(origin);
    const started = performance.now();
    const orderId = await placeOrder(origin, shopper, product);
    if (!(await arrives(boards, orderId, 5000))) throw new Error(`order ${orderId} never reached every board`);
    times.push(Math.max(...boards.map((board) => board.events.get(orderId) ?? 0)) - started);
    await call(origin, packer, 'POST', '/api/shop/orders/cancel', { orderId, reason: 'shopper_asked' });
  }
  for (const board of boards) board.close();
  return times;
}

async function arrives(boards: Board[], orderId: string, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (boards.every((board) => board.events.has(orderId))) return true;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return false;
}

/** A new shopper from its own address, signed up with the demo code, with a delivery address. */
async function signUp(origin: string): Promise<Shopper> {
  shoppersMade++;
  const who = { jar: [] as string[], ip: `10.9.${Math.floor(shoppersMade / 250)}.${shoppersMade % 250}` };
  const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sent = await call<{ devCode: string }>(origin, who, 'POST', '/api/auth/sendOtp', { phone });
  await call(origin, who, 'POST', '/api/auth/verifyOtp', { phone, otp: sent.devCode });
  await call(origin, who, 'POST', '/api/auth/register', {
    name: 'Bench Shopper',
    email: `bench${Date.now()}${shoppersMade}@example.in`,
    phone,
    addressLine1: '12, 3rd Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    country: 'India',
    isDefault: true,
  });
  const address = await call<{ id: string }>(origin, who, 'POST', '/api/user/address/addAddress', {
    name: 'Home',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  return { ...who, addressId: address.id, placed: 0 };
}

async function placeOrder(origin: string, shopper: Shopper, product: { id: number; price: number }): Promise<string> {
  const items = [{ productId: product.id, quantity: 1, price: product.price }];
  // The phone's time, India's wall clock, as the app sends it.
  const time = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 19);
  // Each earlier order was cancelled, so each is still the shopper's first (10% off, decision 013).
  const first = true;
  shopper.placed++;
  return call<string>(origin, shopper, 'POST', '/api/user/order/confirmOrder', {
    addressId: shopper.addressId,
    total: orderTotal(items, first),
    items,
    method: 'COD',
    time,
  });
}

/** RSS of a process, in bytes. */
function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

async function idleStreams(origin: string, shop: ChildProcess, db: pg.Client) {
  const cookies: string[] = [];
  for (let i = 0; i < Math.ceil(IDLE / 4); i++) cookies.push(await packerCookie(db, `Idle ${i}`));
  // A warm process: one stream opened and closed, so the routes' first use is not counted.
  (await openBoard(origin, cookies[0] ?? '')).close();
  await settle();
  const before = rss(shop.pid ?? 0);
  const boards: Board[] = [];
  for (let i = 0; i < IDLE; i++) boards.push(await openBoard(origin, cookies[Math.floor(i / 4)] ?? ''));
  await settle();
  const after = rss(shop.pid ?? 0);
  for (const board of boards) board.close();
  return { before, after };
}

/** The floor: a bare node:http server in its own process holding as many idle chunked answers. */
async function idleBare() {
  const code = `
    const { createServer } = require('node:http');
    const server = createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/event-stream' }); res.write('retry: 3000\\n\\n'); });
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<number>((resolve) =>
    child.stdout?.on('data', (chunk: Buffer) => resolve(Number(/port (\d+)/.exec(chunk.toString())?.[1]))),
  );
  const origin = `http://127.0.0.1:${port}`;
  (await openBoard(origin, '')).close();
  await settle();
  const before = rss(child.pid ?? 0);
  const boards: Board[] = [];
  for (let i = 0; i < IDLE; i++) boards.push(await openBoard(origin, ''));
  await settle();
  const after = rss(child.pid ?? 0);
  for (const board of boards) board.close();
  child.kill();
  return { before, after };
}

function percentile(list: number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await main();
