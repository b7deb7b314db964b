import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_EVENTS_PATH, type CatalogChangeEvent } from '../contract/catalog-events';
import type { Database } from './db/client';
import { randomPhone, registration } from './modules/auth/test-browser';
import { firstCodOrder, HttpBrowser, TEST_ADDRESS, within } from './test/http-browser';
import { EventStreamReader } from './test/live';
import { openedAt, type ServerProcess, startServerProcess } from './test/server-process';
import { freshPostgres, TEST_DB, TEST_POSTGRES_URL } from './test/test-shop';

interface Product {
  id: number;
  price: number;
  status: string;
}

/** The connection string of the test's database, for a server process of its own. */
async function urlOf(database: Database): Promise<string> {
  const current = (await database.db.execute(sql`SELECT current_database() AS db`)) as { rows: { db: string }[] };
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${current.rows[0]?.db}`;
  return url.toString();
}

describe.skipIf(TEST_DB !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let servers: ServerProcess[] = [];
  let a: string;
  let b: string;
  let dataDir = '';

  beforeAll(async () => {
    // Here, not in the describe's body: a skipped describe runs its body but never afterAll.
    dataDir = mkdtempSync(join(tmpdir(), 'kirana-processes-'));
    ({ database, drop } = await freshPostgres());
    // Both at once on an empty database: they migrate and seed one after the other (start-up lock).
    // Separate processes behind a load balancer share OTP_SECRET, as the README says.
    const env = { DATABASE_URL: await urlOf(database), PORT: '0', OTP_SECRET: 'x'.repeat(40) };
    servers = [
      startServerProcess({ ...env, DATA_DIR: join(dataDir, 'a') }),
      startServerProcess({ ...env, DATA_DIR: join(dataDir, 'b') }),
    ];
    const opened = await Promise.all(servers.map((server) => openedAt(server)));
    a = opened[0] as string;
    b = opened[1] as string;
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const browser = new HttpBrowser();
  const product = async (base: string, id: number) =>
    (await browser.call<Product>(base, 'GET', `/api/user/product/getProduct?productId=${id}`)).body.data;

  it('a session made on one works on the other (and a code sent by one verifies on the other)', async () => {
    const phone = randomPhone();
    const sent = await browser.call<{ devCode: string }>(a, 'POST', '/api/auth/sendOtp', { phone });
    expect(sent.status).toBe(200);
    const verified = await browser.call(b, 'POST', '/api/auth/verifyOtp', { phone, otp: sent.body.data.devCode });
    expect(verified.status).toBe(200);
    expect((await browser.call(a, 'POST', '/api/auth/register', registration(phone))).status).toBe(201);
    const session = await browser.call<{ phone: string } | null>(b, 'GET', '/api/auth/getSession');
    expect(session.body.data?.phone).toBe(phone);
  });

  it('a cart change on one reads back on the other', async () => {
    await database.db.execute(sql`UPDATE products SET stock = 50 WHERE id = 7`);
    await within(
      2000,
      () => product(a, 7),
      (p) => p.status === 'in stock',
    );
    const added = await browser.call(a, 'POST', '/api/user/cart/add', { productId: 7, quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const cart = await browser.call<{ id: number; quantity: number }[]>(b, 'GET', '/api/user/cart/getCartItems');
    expect(cart.body.data).toContainEqual(expect.objectContaining({ id: 7, quantity: 2 }));
  });

  it("stock sold through one is seen on the other's product page within 2 s", async () => {
    const id = 11;
    await database.db.execute(sql`UPDATE products SET stock = 1 WHERE id = ${id}`);
    await within(
      2000,
      () => product(b, id),
      (p) => p.status === 'in stock',
    );
    const { price } = await product(a, id);
    const address = await browser.call<{ id: string }>(a, 'POST', '/api/user/address/addAddress', TEST_ADDRESS);
    expect(address.status).toBe(201);
    const items = [{ productId: id, quantity: 1, price }];
    const order = await browser.call(
      a,
      'POST',
      '/api/user/order/confirmOrder',
      firstCodOrder(address.body.data.id, items),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const took = await within(
      2000,
      () => product(b, id),
      (p) => p.status === 'out of stock',
    );
    expect(took).toBeLessThan(2000);
  });

  it('an order that leaves stock tells neither stream; the other reads the count as it is; a price is told on both', async () => {
    const id = 31;
    await database.db.execute(sql`UPDATE products SET stock = 5 WHERE id = ${id}`);
    await within(
      2000,
      () => product(b, id),
      (p) => p.status === 'in stock',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const streams = await Promise.all(
      [a, b].map(async (base) => {
        const stream = new EventStreamReader<CatalogChangeEvent>(await fetch(`${base}${CATALOG_EVENTS_PATH}`));
        await within(
          2000,
          async () => stream.retry,
          (retry) => retry !== undefined,
        );
        return stream;
      }),
    );
    const buyer = new HttpBrowser();
    await buyer.register(a);
    const { price } = await product(a, id);
    const address = await buyer.call<{ id: string }>(a, 'POST', '/api/user/address/addAddress', TEST_ADDRESS);
    const items = [{ productId: id, quantity: 2, price }];
    const order = await buyer.call(
      a,
      'POST',
      '/api/user/order/confirmOrder',
      firstCodOrder(address.body.data.id, items),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    // b heard nothing of the sale (still in stock): its cart reads the count from the database.
    expect((await buyer.call(b, 'POST', '/api/user/cart/add', { productId: id, quantity: 1 })).status).toBe(201);
    const cart = await buyer.call<{ id: number; maxQuantity: number }[]>(b, 'GET', '/api/user/cart/getCartItems');
    expect(cart.body.data.find((line) => line.id === id)?.maxQuantity).toBe(3);

    await database.db.execute(sql`UPDATE products SET price = price + 2 WHERE id = ${id}`);
    for (const stream of streams) {
      await stream.waitFor((event) => event.ids !== '*' && event.ids.includes(id));
      expect(stream.messages).toHaveLength(1);
      await stream.close();
    }
  });

  it('a price changed with plain SQL is seen by both within 2 s', async () => {
    const id = 23;
    const before = await product(a, id);
    await database.db.execute(sql`UPDATE products SET price = price + 9 WHERE id = ${id}`);
    for (const base of [a, b]) {
      await within(
        2000,
        () => product(base, id),
        (p) => p.price === before.price + 9,
      );
    }
  });
});

describe('WORKERS', () => {
  it('refuses more than one worker on the embedded database, in one line, with exit code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kirana-workers-'));
    try {
      const server = startServerProcess({ WORKERS: '2', DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines, server.output()).toHaveLength(1);
      expect(lines[0]).toMatch(/^Kirana did not start\. WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

interface WorkerLine {
  id: number;
  pid: number;
  url: string;
}

/** The workers that said they are open, in the order they said it ("… open on URL … (worker N, pid P)"). */
function openWorkers(output: string): WorkerLine[] {
  return [...output.matchAll(/open on (http:\/\/localhost:\d+) .*\(worker (\d+), pid (\d+)\)/g)].map((m) => ({
    url: m[1] as string,
    id: Number(m[2]),
    pid: Number(m[3]),
  }));
}

/** Polls `read` every 25 ms until it gives something; fails after `ms` with `what` and the server's output. */
async function waitFor<T>(read: () => T | undefined, ms: number, what: () => string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(what());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Answer {
  /** When the answer (or the failure) came. */
  at: number;
  ok: boolean;
  detail: string;
}

/** One GET on a connection of its own (no keep-alive): each request is a new connection the primary hands out. */
function getOnce(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const done = (ok: boolean, detail: string) => resolve({ at: Date.now(), ok, detail });
    const request = get(url, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode === 200, `HTTP ${response.statusCode}`));
      response.on('error', (error) => done(false, error.message));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
    request.on('error', (error) => done(false, error.message));
  });
}

/**
 * A shopper who never stops asking: one request after another, each on a new connection, every answer kept.
 * `between` runs a step while no request is in flight (and none starts until it is done).
 */
class SteadyShopper {
  readonly answers: Answer[] = [];
  private stopping = false;
  private step: (() => Promise<void>) | undefined;
  private readonly running: Promise<void>;

  constructor(url: string) {
    this.running = this.run(url);
  }

  private async run(url: string) {
    while (!this.stopping) {
      const step = this.step;
      this.step = undefined;
      if (step) await step();
      this.answers.push(await getOnce(url));
    }
  }

  answeredBetween(from: number, to: number): number {
    return this.answers.filter((answer) => answer.ok && answer.at > from && answer.at < to).length;
  }

  between(step: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.step = () => step().then(resolve, reject);
    });
  }

  async stop() {
    this.stopping = true;
    await this.running;
  }
}

/** Signals a process that may be gone already. */
function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Gone.
  }
}

describe.skipIf(TEST_DB !== 'postgres')('WORKERS=2 on PostgreSQL: a worker that dies', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let primary: ServerProcess | undefined;
  let shopper: SteadyShopper | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kirana-workers-'));
    ({ database, drop } = await freshPostgres());
    primary = startServerProcess({ DATABASE_URL: await urlOf(database), WORKERS: '2', PORT: '0', DATA_DIR: dataDir });
    const server = primary;
    await waitFor(
      () => (openWorkers(server.output()).length === 2 ? true : undefined),
      90_000,
      () => `two workers did not open:\n${server.output()}`,
    );
  });

  afterAll(async () => {
    await shopper?.stop();
    if (primary) {
      // The primary stops its workers on SIGTERM; if it does not exit, it and every worker it ever had go by pid.
      primary.child.kill('SIGTERM');
      const stopped = await Promise.race([
        primary.exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!stopped) primary.child.kill('SIGKILL');
      for (const worker of openWorkers(primary.output())) {
        // Only a process that is still one of this server's (a pid is reused once its process is gone).
        const command = (() => {
          try {
            return readFileSync(`/proc/${worker.pid}/cmdline`, 'utf8');
          } catch {
            return '';
          }
        })();
        if (command.includes('server/index.ts')) signal(worker.pid, 'SIGKILL');
      }
      await primary.exited;
    }
    await database?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Kills `victim` with SIGKILL between two of the shopper's requests and waits for the worker that replaces it.
   * The shopper pauses only while the primary hears of the death (it logs "stopped" once it no longer hands the
   * dead worker connections): a connection handed to a worker at the instant it is killed is lost with it, as
   * any request in flight on a killed process is. Answers from then until the replacement is open come from
   * the one worker left. Returns the replacement and how many answers the other worker gave alone.
   */
  async function killAndReplace(server: ServerProcess, victim: WorkerLine, shopper: SteadyShopper) {
    const seen = openWorkers(server.output()).length;
    const stoppedLine = new RegExp(`Worker ${victim.id} \\(pid ${victim.pid}\\) stopped \\(signal SIGKILL\\)`);
    let heardAt = 0;
    await shopper.between(async () => {
      process.kill(victim.pid, 'SIGKILL');
      await waitFor(
        () => (stoppedLine.test(server.output()) ? true : undefined),
        5000,
        () => `the primary did not notice worker ${victim.id} die:\n${server.output()}`,
      );
      heardAt = Date.now();
    });
    const replacement = await waitFor(
      () => openWorkers(server.output())[seen],
      60_000,
      () => `no worker replaced worker ${victim.id}:\n${server.output()}`,
    );
    // A worker is handed connections from the moment it listens, a moment before its "open" line reaches
    // this process: answers in the last 250 ms before the line was seen are not counted as the other's.
    const answeredAlone = shopper.answeredBetween(heardAt, Date.now() - 250);
    return { replacement, answeredAlone, tookMs: Date.now() - heardAt };
  }

  it('is replaced by a new worker on the same port, and the shop answers all the while', async () => {
    const server = primary as ServerProcess;
    const [first, second] = openWorkers(server.output()) as [WorkerLine, WorkerLine];
    expect(second.url).toBe(first.url);
    const steady = new SteadyShopper(`${first.url}/api/user/product/getProduct?productId=1`);
    shopper = steady;
    await waitFor(
      () => (steady.answers.length >= 20 ? true : undefined),
      10_000,
      () => `the shop did not answer:\n${server.output()}`,
    );

    const one = await killAndReplace(server, first, steady);
    expect(one.replacement.pid).not.toBe(first.pid);
    expect(one.replacement.pid).not.toBe(second.pid);
    expect(one.replacement.url).toBe(first.url);
    expect(one.answeredAlone, `the second worker answered alone for ${one.tookMs} ms`).toBeGreaterThan(0);

    // The new worker answers: with the other original worker killed too, it is the only one left listening.
    const two = await killAndReplace(server, second, steady);
    expect(new Set([first.pid, second.pid, one.replacement.pid, two.replacement.pid]).size).toBe(4);
    expect(two.answeredAlone, `the new worker answered alone for ${two.tookMs} ms`).toBeGreaterThan(0);
    // And the shop goes on answering with the two new workers.
    const replaced = Date.now();
    await waitFor(
      () => (steady.answeredBetween(replaced, Number.POSITIVE_INFINITY) >= 20 ? true : undefined),
      10_000,
      () => `the shop stopped answering:\n${server.output()}`,
    );

    await steady.stop();
    const failed = steady.answers.filter((answer) => !answer.ok);
    expect(failed, server.output()).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
