import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, REPLICA_WAIT_MS } from './db/client';
import { products } from './db/schema';
import { FRESH_COOKIE } from './http/read-your-writes';
import { firstCodOrder, HttpBrowser, TEST_ADDRESS, within } from './test/http-browser';
import { findPostgresPrograms, type ReplicaCluster, startReplicaCluster } from './test/replica-cluster';
import { openedAt, type ServerProcess, startServerProcess } from './test/server-process';
import { TEST_DB } from './test/test-shop';

/**
 * DATABASE_REPLICA_URLS against a real streaming replica (issue 16): a primary and a replica of their own,
 * made with the machine's initdb, pg_basebackup and pg_ctl. Pausing the replica's replay makes lag as long
 * as the test wants, which tells which of the two a read came from.
 */
const bin = TEST_DB === 'postgres' ? findPostgresPrograms() : undefined;
const required = process.env.KIRANA_REQUIRE_POSTGRES === '1';
if (TEST_DB === 'postgres' && !bin && !required) {
  console.log('SKIPPED server/replica.test.ts: no initdb, pg_ctl and pg_basebackup on this machine');
}

interface Product {
  id: number;
  status: string;
}

describe.skipIf(TEST_DB !== 'postgres' || (!bin && !required))('reads from a streaming replica', () => {
  let cluster: ReplicaCluster | undefined;
  let database: Database | undefined;
  let replica: pg.Client | undefined;
  let server: ServerProcess | undefined;
  let base: string;
  let dataDir = '';

  const pauseReplay = () => replica?.query('SELECT pg_wal_replay_pause()');
  const resumeReplay = () => replica?.query('SELECT pg_wal_replay_resume()');

  beforeAll(async () => {
    // Here, not in the describe's body: a skipped describe runs its body but never afterAll.
    dataDir = mkdtempSync(join(tmpdir(), 'kirana-replica-server-'));
    if (!bin) throw new Error('initdb, pg_ctl and pg_basebackup are required here (KIRANA_REQUIRE_POSTGRES=1)');
    cluster = await startReplicaCluster(bin);
    const admin = new pg.Client({ connectionString: cluster.primaryUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE kirana');
    await admin.end();
    const [primaryUrl, replicaUrl] = [cluster.primaryUrl, cluster.replicaUrl].map((url) =>
      url.replace(/\/postgres$/, '/kirana'),
    ) as [string, string];
    // The replica has the new database once it has replayed its creation.
    for (const started = Date.now(); !replica; ) {
      const client = new pg.Client({ connectionString: replicaUrl });
      try {
        await client.connect();
        replica = client;
      } catch (error) {
        if (Date.now() - started > 10_000) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    server = startServerProcess({
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URLS: replicaUrl,
      READ_YOUR_WRITES_SECONDS: '5',
      DATA_DIR: dataDir,
    });
    base = await openedAt(server);
    database = await openDatabase({ databaseUrl: primaryUrl, replicaUrls: [replicaUrl] });
  });

  afterAll(async () => {
    await resumeReplay()?.catch(() => {});
    server?.child.kill('SIGTERM');
    await server?.exited;
    await replica?.end().catch(() => {});
    await database?.close();
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const browser = new HttpBrowser();
  const product = async (id: number) =>
    (await browser.call<Product>(base, 'GET', `/api/user/product/getProduct?productId=${id}`)).body.data;
  const orderIds = async () =>
    (await browser.call<{ id: string }[]>(base, 'GET', '/api/user/order/getAllOrders')).body.data.map((o) => o.id);

  it("sends `reads` to the replica and `db` to the primary, and waits for the replica's LSN", async () => {
    const db = database as Database;
    const standby = (from: Database['db']) =>
      from.select({ standby: sql<boolean>`pg_is_in_recovery()` }).from(products).limit(1);
    expect(await standby(db.reads)).toEqual([{ standby: true }]);
    expect(await standby(db.db)).toEqual([{ standby: false }]);

    await db.db.execute(sql`UPDATE products SET popularity = popularity + 1 WHERE id = 1`);
    expect(await db.readsCaughtUp()).toBe(db.reads);

    await pauseReplay();
    try {
      await db.db.execute(sql`UPDATE products SET popularity = popularity + 1 WHERE id = 1`);
      const started = Date.now();
      // The replica cannot replay it: after REPLICA_WAIT_MS the primary is read instead.
      expect(await db.readsCaughtUp()).toBe(db.db);
      expect(Date.now() - started).toBeGreaterThanOrEqual(REPLICA_WAIT_MS - 50);
    } finally {
      await resumeReplay();
    }
    await within(
      2000,
      () => db.readsCaughtUp(),
      (reads) => reads === db.reads,
    );
  });

  it('a shopper reads their own cart and order at once, while the replica has not replayed them', async () => {
    await browser.register(base);
    const id = 7;
    await database?.db.execute(sql`UPDATE products SET stock = 50 WHERE id = ${id}`);
    await within(
      2000,
      () => product(id),
      (p) => p.status === 'in stock',
    );
    const address = await browser.call<{ id: string }>(base, 'POST', '/api/user/address/addAddress', TEST_ADDRESS);
    expect(address.status).toBe(201);
    const { currentPrice: price } = (
      await browser.call<{ currentPrice: number }>(base, 'GET', `/api/user/product/getProduct?productId=${id}`)
    ).body.data;

    await pauseReplay();
    try {
      const added = await browser.call(base, 'POST', '/api/user/cart/add', { productId: id, quantity: 2 });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      const cart = await browser.call<{ id: number; quantity: number }[]>(base, 'GET', '/api/user/cart/getCartItems');
      expect(cart.body.data).toContainEqual(expect.objectContaining({ id, quantity: 2 }));

      const items = [{ productId: id, quantity: 1, price }];
      const order = await browser.call<string>(
        base,
        'POST',
        '/api/user/order/confirmOrder',
        firstCodOrder(address.body.data.id, items),
      );
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      expect(browser.cookies.get(FRESH_COOKIE)).toBeDefined();
      // The change just made: read from the primary.
      expect(await orderIds()).toEqual([order.body.data]);

      // Once the window is over (its cookie gone), the order history comes from the replica, which has
      // not replayed the order: the proof that it is read there.
      browser.cookies.delete(FRESH_COOKIE);
      expect(await orderIds()).toEqual([]);

      await resumeReplay();
      await within(
        2000,
        () => orderIds(),
        (ids) => ids.includes(order.body.data),
      );
    } finally {
      await resumeReplay();
    }
  });

  it('the catalog after a notice shows the new stock, also while the replica lags', async () => {
    const id = 11;
    await pauseReplay();
    try {
      await database?.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${id}`);
      // Read from the primary once the replica has not caught up within REPLICA_WAIT_MS.
      await within(
        REPLICA_WAIT_MS + 2000,
        () => product(id),
        (p) => p.status === 'out of stock',
      );
    } finally {
      await resumeReplay();
    }
    await database?.db.execute(sql`UPDATE products SET stock = 5 WHERE id = ${id}`);
    await within(
      2000,
      () => product(id),
      (p) => p.status === 'in stock',
    );
    expect(server?.output()).not.toMatch(/Unhandled error/);
  });
});
