/**
 * What one keyed `updateCart` leaves in the database (applied_changes, decision 099), by the size of the cart:
 * the growth of the table with its TOAST and indexes (pg_total_relation_size) per change, and the bytes of
 * the change's row (pg_column_size of each value, as kept), beside a floor measured in the same run: as many
 * key rows with no answer, written directly. In-memory PGlite; prints figures, asserts nothing.
 * `node --import tsx bench/exactly-once-storage.ts [changes] [lines,lines,…]` (defaults: 100, 1,300)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { appliedChanges, cartItems, sessions, users } from '../server/db/schema';
import { readEnv } from '../server/env';
import { hashToken, newToken, SESSION_ABSOLUTE_MS } from '../server/http/session';
import { migrateAndSeed, startShop } from '../server/start';

const changes = Number(process.argv[2] ?? 100);
const cartSizes = (process.argv[3] ?? '1,300').split(',').map(Number);

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-'));
const database = await openDatabase({ dataDir: undefined });
await migrateAndSeed(database, { demoCatalog: true });
const shop = await startShop(readEnv({ NODE_ENV: 'test', STATIC_DIR: 'bench-no-static', DATA_DIR: dataDir }), {
  database,
});
const { db } = shop.deps;
const products = [...shop.deps.catalog.allProducts()];
const changed = products.find((product) => product.stock >= 5);
if (!changed) throw new Error('no product with 5 in stock');

async function newShopper() {
  const [user] = await db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.in', phone: `+9197${String(Math.random()).slice(2, 10)}` })
    .returning();
  if (!user) throw new Error('no user');
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { userId: user.id, cookie: `kirana_session=${token}` };
}

async function tableBytes(): Promise<number> {
  const result = await db.execute(sql`SELECT pg_total_relation_size('applied_changes')::bigint AS bytes`);
  return Number((result as unknown as { rows: { bytes: string }[] }).rows[0]?.bytes);
}

async function rowBytes(userId: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(pg_column_size(user_id) + pg_column_size(key) + pg_column_size(fingerprint)
      + pg_column_size(status) + coalesce(pg_column_size(body), 0) + pg_column_size(created_at)), 0)::int AS bytes
    FROM applied_changes WHERE user_id = ${userId}`);
  return Number((result as unknown as { rows: { bytes: number }[] }).rows[0]?.bytes);
}

/** Per change: the table's growth and the row's bytes, after `changes` keyed calls of `change`. */
async function perChange(userId: string, change: (i: number) => PromiseLike<unknown>) {
  const before = await tableBytes();
  for (let i = 0; i < changes; i++) await change(i);
  return { table: ((await tableBytes()) - before) / changes, row: (await rowBytes(userId)) / changes };
}

// The floor: a row holding the key, the fingerprint (sha256, base64url), the status and the time, no answer.
// A first batch, not counted, pays for the table's first pages, so that no figure below carries them.
const floorShopper = await newShopper();
const keyRow = () =>
  db.insert(appliedChanges).values({
    userId: floorShopper.userId,
    key: crypto.randomUUID(),
    fingerprint: 'x'.repeat(43),
    status: 200,
    body: null,
    createdAt: new Date(),
  });
for (let i = 0; i < changes; i++) await keyRow();
await db.delete(appliedChanges);
const floor = await perChange(floorShopper.userId, keyRow);
console.log(
  `floor (key row, no answer)  ${floor.table.toFixed(0).padStart(7)} B table growth  ${floor.row.toFixed(0).padStart(7)} B row`,
);

for (const lines of cartSizes) {
  const shopper = await newShopper();
  const others = products.filter((product) => product.id !== changed.id).slice(0, lines - 1);
  if (others.length > 0) {
    const now = new Date();
    await db
      .insert(cartItems)
      .values(others.map((product) => ({ userId: shopper.userId, productId: product.id, quantity: 1, addedAt: now })));
  }
  let answerBytes = 0;
  const figures = await perChange(shopper.userId, async (i) => {
    const response = await shop.app.request('/api/user/cart/updateCart', {
      method: 'POST',
      headers: {
        Cookie: shopper.cookie,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ productId: changed.id, quantity: 1 + (i % 5) }),
    });
    if (response.status !== 200) throw new Error(`updateCart answered ${response.status}`);
    answerBytes = (await response.arrayBuffer()).byteLength;
  });
  console.log(
    `updateCart, ${String(lines).padStart(4)}-line cart  ${figures.table.toFixed(0).padStart(7)} B table growth  ` +
      `${figures.row.toFixed(0).padStart(7)} B row  (answer ${(answerBytes / 1024).toFixed(1)} KB, ${changes} changes)`,
  );
}

await shop.close();
rmSync(dataDir, { recursive: true, force: true });
