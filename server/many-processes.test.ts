import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotal } from '../contract/order';
import type { Database } from './db/client';
import { randomPhone, registration } from './modules/auth/test-browser';
import { HttpBrowser, within } from './test/http-browser';
import { openedAt, type ServerProcess, startServerProcess } from './test/server-process';
import { freshPostgres, TEST_DB } from './test/test-shop';

interface Product {
  id: number;
  price: number;
  status: string;
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
    const current = (await database.db.execute(sql`SELECT current_database() AS db`)) as { rows: { db: string }[] };
    const databaseUrl = new URL(process.env.KIRANA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    databaseUrl.pathname = `/${current.rows[0]?.db}`;
    // Both at once on an empty database: they migrate and seed one after the other (start-up lock).
    // Separate processes behind a load balancer share OTP_SECRET, as the README says.
    const env = { DATABASE_URL: databaseUrl.toString(), PORT: '0', OTP_SECRET: 'x'.repeat(40) };
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
    const address = await browser.call<{ id: string }>(a, 'POST', '/api/user/address/addAddress', {
      name: 'Home',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    });
    expect(address.status).toBe(201);
    const items = [{ productId: id, quantity: 1, price }];
    const order = await browser.call(a, 'POST', '/api/user/order/confirmOrder', {
      addressId: address.body.data.id,
      total: orderTotal(items, true),
      items,
      method: 'COD',
      time: '2026-11-21T15:30:00',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const took = await within(
      2000,
      () => product(b, id),
      (p) => p.status === 'out of stock',
    );
    expect(took).toBeLessThan(2000);
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
