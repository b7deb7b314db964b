import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EVENTS_PATH } from '../../../contract/shop';
import type { Database } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { hashToken, newToken, SESSION_ABSOLUTE_MS } from '../../http/session';
import { firstCodOrder, HttpBrowser, TEST_ADDRESS } from '../../test/http-browser';
import { EventStreamReader } from '../../test/live';
import { openedAt, type ServerProcess, startServerProcess } from '../../test/server-process';
import { freshPostgres, TEST_DB, TEST_POSTGRES_URL } from '../../test/test-shop';
import { randomPhone, registration } from '../auth/test-browser';
import { recordOrderEvent } from '../orders/order-events';

describe.skipIf(TEST_DB !== 'postgres')('order events across two processes on one PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let servers: ServerProcess[] = [];
  let a = '';
  let b = '';
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kirana-live-'));
    ({ database, drop } = await freshPostgres());
    const current = (await database.db.execute(sql`SELECT current_database() AS db`)) as { rows: { db: string }[] };
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${current.rows[0]?.db}`;
    const env = { DATABASE_URL: url.toString(), PORT: '0', OTP_SECRET: 'x'.repeat(40) };
    servers = [
      startServerProcess({ ...env, DATA_DIR: join(dataDir, 'a') }),
      startServerProcess({ ...env, DATA_DIR: join(dataDir, 'b') }),
    ];
    [a, b] = (await Promise.all(servers.map((server) => openedAt(server)))) as [string, string];
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('an order placed through one reaches a board connected to the other within 2 s', async () => {
    // A packer signed in (written straight into the tables; the sign-in is the staff routes' to test).
    const [packer] = await database.db
      .insert(staff)
      .values({ name: 'Meena', phone: randomPhone(), role: 'packer' })
      .returning({ id: staff.id, name: staff.name });
    if (!packer) throw new Error('no packer');
    const token = newToken();
    await database.db.insert(staffSessions).values({
      tokenHash: hashToken(token),
      staffId: packer.id,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    });
    const board = new EventStreamReader(
      await fetch(`${b}${STAFF_EVENTS_PATH}`, { headers: { Cookie: `kirana_staff=${token}` } }),
    );
    expect(board.response.status).toBe(200);
    while (board.retry === undefined) await new Promise((resolve) => setTimeout(resolve, 10));

    // A shopper orders through the other process.
    const browser = new HttpBrowser();
    const phone = randomPhone();
    const sent = await browser.call<{ devCode: string }>(a, 'POST', '/api/auth/sendOtp', { phone });
    await browser.call(a, 'POST', '/api/auth/verifyOtp', { phone, otp: sent.body.data.devCode });
    await browser.call(a, 'POST', '/api/auth/register', registration(phone));
    const address = await browser.call<{ id: string }>(a, 'POST', '/api/user/address/addAddress', TEST_ADDRESS);
    const product = await browser.call<{ price: number }>(a, 'GET', '/api/user/product/getProduct?productId=5');
    const placed = await browser.call<string>(
      a,
      'POST',
      '/api/user/order/confirmOrder',
      firstCodOrder(address.body.data.id, [{ productId: 5, quantity: 1, price: product.body.data.price }]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data;

    // Until placing records its own 'placed' event, a step is recorded on the database beside both processes.
    const started = Date.now();
    const accepted = await database.db.transaction((tx) =>
      recordOrderEvent(tx as unknown as Database['db'], { orderId, kind: 'accepted', by: packer, at: new Date() }),
    );
    const event = await board.waitFor((e) => e.id === accepted, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event.orderId).toBe(orderId);
    expect(event.number).toBeGreaterThanOrEqual(1001);
    await board.close();
  });
});
