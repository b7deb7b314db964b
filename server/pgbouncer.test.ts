import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { firstCodOrder, HttpBrowser, TEST_ADDRESS, within } from './test/http-browser';
import { findPgbouncer, type Pgbouncer, startPgbouncer } from './test/pgbouncer';
import { openedAt, type ServerProcess, startServerProcess } from './test/server-process';
import { freshPostgres, TEST_DB, TEST_POSTGRES_URL } from './test/test-shop';

/**
 * The API through PgBouncer in transaction mode (issue 16): each transaction may land on another server
 * connection, so anything that leans on session state (SET, a session advisory lock, LISTEN, a named
 * prepared statement) breaks. DATABASE_URL goes through the pooler; DATABASE_DIRECT_URL, for LISTEN and
 * the start-up lock only, goes straight to PostgreSQL.
 */
const pgbouncer = TEST_DB === 'postgres' ? findPgbouncer() : undefined;
// CI installs pgbouncer (.ci/run): missing there is a failure. Elsewhere it is a plain skip, said once.
const required = process.env.KIRANA_REQUIRE_POSTGRES === '1';
if (TEST_DB === 'postgres' && !pgbouncer && !required) {
  console.log('SKIPPED server/pgbouncer.test.ts: pgbouncer is not installed (apt-get install pgbouncer)');
}

interface Product {
  id: number;
  price: number;
  stock?: number;
  status: string;
}

describe.skipIf(TEST_DB !== 'postgres' || (!pgbouncer && !required))(
  'the API through PgBouncer (transaction mode)',
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    let pooler: Pgbouncer | undefined;
    let server: ServerProcess | undefined;
    let base: string;
    let dataDir = '';

    beforeAll(async () => {
      // Here, not in the describe's body: a skipped describe runs its body but never afterAll.
      dataDir = mkdtempSync(join(tmpdir(), 'kirana-pgbouncer-server-'));
      if (!pgbouncer) {
        throw new Error(
          'pgbouncer is required here (KIRANA_REQUIRE_POSTGRES=1) but not installed: apt-get install pgbouncer',
        );
      }
      ({ database, drop } = await freshPostgres());
      const current = (await database.db.execute(sql`SELECT current_database() AS db`)) as { rows: { db: string }[] };
      const name = current.rows[0]?.db as string;
      pooler = await startPgbouncer(pgbouncer, TEST_POSTGRES_URL, name);
      const direct = new URL(TEST_POSTGRES_URL);
      direct.pathname = `/${name}`;
      server = startServerProcess({
        DATABASE_URL: pooler.url,
        DATABASE_DIRECT_URL: direct.toString(),
        DATA_DIR: dataDir,
      });
      base = await openedAt(server);
    });

    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await pooler?.stop();
      await database?.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const browser = new HttpBrowser();
    const product = async (id: number) =>
      (await browser.call<Product>(base, 'GET', `/api/user/product/getProduct?productId=${id}`)).body.data;

    it('signs in, changes the cart, places an order and reads it back, all through the pooler', async () => {
      const before = Number(
        (await pooler?.show('STATS'))?.find((row) => row.database !== 'pgbouncer')?.total_xact_count,
      );
      const phone = await browser.register(base);
      const session = await browser.call<{ phone: string } | null>(base, 'GET', '/api/auth/getSession');
      expect(session.body.data?.phone).toBe(phone);

      const id = 7;
      await database.db.execute(sql`UPDATE products SET stock = 50 WHERE id = ${id}`);
      await within(
        2000,
        () => product(id),
        (p) => p.status === 'in stock',
      );
      const added = await browser.call(base, 'POST', '/api/user/cart/add', { productId: id, quantity: 2 });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      const cart = await browser.call<{ id: number; quantity: number }[]>(base, 'GET', '/api/user/cart/getCartItems');
      expect(cart.body.data).toContainEqual(expect.objectContaining({ id, quantity: 2 }));

      const address = await browser.call<{ id: string }>(base, 'POST', '/api/user/address/addAddress', TEST_ADDRESS);
      expect(address.status).toBe(201);
      const { price } = await product(id);
      const items = [{ productId: id, quantity: 2, price }];
      const order = await browser.call<string>(
        base,
        'POST',
        '/api/user/order/confirmOrder',
        firstCodOrder(address.body.data.id, items),
      );
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const orders = await browser.call<{ id: string }[]>(base, 'GET', '/api/user/order/getAllOrders');
      expect(orders.body.data.map((o) => o.id)).toEqual([order.body.data]);
      const detail = await browser.call<{ id: string; items: { quantity: number }[] }>(
        base,
        'GET',
        `/api/user/order/getOrderDetails?orderId=${order.body.data}`,
      );
      expect(detail.body.data.items).toEqual([expect.objectContaining({ quantity: 2 })]);

      // The server's queries really went through the pooler, which had 2 server connections for them all.
      const after = Number(
        (await pooler?.show('STATS'))?.find((row) => row.database !== 'pgbouncer')?.total_xact_count,
      );
      expect(after - before).toBeGreaterThan(10);
      expect(server?.output()).not.toMatch(/prepared statement|Unhandled error/);
    });

    it('a catalog change made with SQL is seen (LISTEN over DATABASE_DIRECT_URL)', async () => {
      const id = 23;
      const before = await product(id);
      await database.db.execute(sql`UPDATE products SET price = price + 9 WHERE id = ${id}`);
      await within(
        2000,
        () => product(id),
        (p) => p.price === before.price + 9,
      );
      // The listener is a direct session, not one of the pooler's.
      const listening = (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'kirana listen catalog_changed' AND datname = current_database()`,
      )) as { rows: { n: number }[] };
      expect(listening.rows[0]?.n).toBe(1);
    });
  },
);
