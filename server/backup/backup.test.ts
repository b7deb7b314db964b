import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogIfEmpty, seedCategoriesIfEmpty } from '../catalog-data/seed';
import { type Database, openDatabase } from '../db/client';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock';
import { orderItems, orders, products } from '../db/schema';
import { type Env, readEnv } from '../env';
import { startShop } from '../start';
import { TEST_DB, TEST_POSTGRES_URL, TestClock } from '../test/test-shop';
import { backupCommand, restoreCommand } from './backup';
import { HEADER_BYTES, listBackups, readManifest, verifyBackup } from './backup-file';
import { answerBackupRequests, type BackupRequests } from './backup-socket';
import { scheduledBackup, startShopBackups } from './schedule';
import { migrationLevel, takeSnapshot } from './snapshot';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The test run's settings, less those a child is given by the test itself. */
const { DATABASE_URL: _database, DATABASE_DIRECT_URL: _direct, ...inherited } = process.env;
const STOCK = 1_000_000;
const folders: string[] = [];
const drops: (() => Promise<void>)[] = [];

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'kb-'));
  folders.push(made);
  return made;
}

function envOf(settings: Record<string, string>): Env {
  return readEnv({ NODE_ENV: 'test', STATIC_DIR: 'test-no-static', DATA_DIR: folder(), ...settings });
}

/** An empty PostgreSQL database of its own, dropped after the file. */
async function emptyPostgres(): Promise<string> {
  const name = `kirana_backup_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  drops.push(async () => {
    const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Settings for a database nobody has used: an empty data folder, or an empty PostgreSQL database. */
async function emptyTarget(): Promise<Env> {
  return TEST_DB === 'postgres' ? envOf({ DATABASE_URL: await emptyPostgres() }) : envOf({});
}

/**
 * The shop being backed up, as it runs: migrated, 40 products, and on PGlite this process holding the folder
 * and answering `npm run backup` on its socket, as server/serve.ts does.
 */
let shop: { env: Env; database: Database; requests?: BackupRequests };
let firstProduct: number;

beforeAll(async () => {
  const env = await emptyTarget();
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  await database.migrate();
  await seedCategoriesIfEmpty(database.db);
  await seedCatalogIfEmpty(database.db, { total: 40 });
  await database.db.update(products).set({ stock: STOCK });
  firstProduct = (await database.db.select({ id: products.id }).from(products).limit(1))[0]?.id ?? 0;
  const requests =
    TEST_DB === 'pglite' ? await answerBackupRequests(env.DATA_DIR, () => takeSnapshot(database, env)) : undefined;
  shop = { env, database, requests };
}, 60_000);

afterAll(async () => {
  await shop?.requests?.close();
  await shop?.database.close();
  for (const drop of drops) await drop();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** Places orders one after another, each in one transaction with its line and its stock taken, until stopped. */
function placeOrders(db: Database['db']) {
  const committed: string[] = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id,
          customer: {
            name: 'Asha',
            phone: '9876543210',
            address: {
              addressLine1: '12 MG Road',
              addressLine2: '',
              landmark: '',
              district: '',
              city: 'Bengaluru',
              state: 'Karnataka',
              postalCode: '560001',
              country: 'India',
            },
          },
          subtotal: 50,
          shipping: 0,
          total: 50,
          placedAt: '2026-11-21T15:30:00',
          estimatedDeliveryTime: '30 minutes',
          deliverBy: new Date('2026-11-21T10:30:00Z'),
        });
        await tx.insert(orderItems).values({
          orderId: id,
          productId: firstProduct,
          name: 'Atta',
          image: '/p.webp',
          category: 'atta',
          quantity: 1,
          price: 50,
        });
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - 1` })
          .where(eq(products.id, firstProduct));
      });
      committed.push(id);
      // PGlite answers in microtasks: without a turn of the event loop, this loop would starve everything else.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    committed,
    async stop() {
      stop = true;
      await done;
    },
  };
}

async function until(condition: () => boolean, what: string, ms = 20_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function backupLine(line: string): string {
  const file = /^Backed up to (\S+) /.exec(line)?.[1];
  if (!file) throw new Error(`not a backup's line: ${line}`);
  return file;
}

let taken: string;

describe(`npm run backup and npm run restore (${TEST_DB})`, () => {
  it('says in one line why no backup was made when BACKUP_DIR cannot be written', async () => {
    const blocked = join(folder(), 'a-file');
    writeFileSync(blocked, '');
    const outcome = await backupCommand({ ...shop.env, BACKUP_DIR: join(blocked, 'backups') });
    expect(outcome).toEqual({
      ok: false,
      line: expect.stringMatching(/^No backup was made\. ENOTDIR: .*a-file\/backups/),
    });
  }, 60_000);

  it('backs up while orders are written, and the restore holds every order committed before it began', async () => {
    const writing = placeOrders(shop.database.db);
    await until(() => writing.committed.length >= 20, '20 orders');
    const before = [...writing.committed];
    const outcome = await backupCommand(shop.env);
    const during = writing.committed.length - before.length;
    await writing.stop();
    expect(outcome.ok, outcome.line).toBe(true);
    taken = backupLine(outcome.line);
    // Orders went on being committed while the backup was taken.
    expect(during).toBeGreaterThan(0);
    expect(await readManifest(taken)).toMatchObject({ database: TEST_DB, migration: expect.stringMatching(/^\d{4}_/) });

    const target = await emptyTarget();
    const restored = await restoreCommand([taken], target);
    expect(restored, restored.line).toMatchObject({ ok: true });

    // A working shop on it: it opens, migrates and answers.
    const copy = await startShop(target, { clock: new TestClock() });
    try {
      expect((await copy.app.request('/api/user/product/getCategoryCount')).status).toBe(200);
      const db = copy.deps.db;
      const ids = new Set((await db.select({ id: orders.id }).from(orders)).map((row) => row.id));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      // No order without its line, and the stock taken by exactly the orders there: whole transactions only.
      const [lines] = await db.select({ n: count() }).from(orderItems);
      const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, firstProduct));
      expect(lines?.n).toBe(ids.size);
      expect(STOCK - (product?.stock ?? 0)).toBe(ids.size);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses a damaged, a cut or a foreign file, and restores nothing', async () => {
    const work = folder();
    const damaged = join(work, 'damaged.backup');
    copyFileSync(taken, damaged);
    const bytes = readFileSync(damaged);
    const middle = HEADER_BYTES + Math.floor((bytes.length - HEADER_BYTES) / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    const cut = join(work, 'cut.backup');
    writeFileSync(cut, readFileSync(taken).subarray(0, middle));
    const foreign = join(work, 'notes.txt');
    writeFileSync(foreign, 'not a backup\n'.repeat(200));

    const target = await emptyTarget();
    const refusals = [
      [damaged, /checksum \(SHA-256\) does not match its manifest\. Nothing was restored/],
      [cut, /damaged or incomplete: it holds \d+ bytes of dump, its manifest says \d+/],
      [foreign, /is not a Kirana backup/],
      [join(work, 'missing.backup'), /does not exist/],
    ] as const;
    for (const [file, message] of refusals) {
      const outcome = await restoreCommand([file], target);
      expect(outcome.ok).toBe(false);
      expect(outcome.line).toMatch(/^Nothing was restored\./);
      expect(outcome.line).toMatch(message);
    }
    expect(await restoreCommand([], target)).toEqual({ ok: false, line: 'Usage: npm run restore -- <backup file>' });
    await expectEmpty(target);
  }, 60_000);

  it('refuses a target that already holds a database, and leaves it as it was', async () => {
    const [before] = await shop.database.db.select({ n: count() }).from(orders);
    const outcome = await restoreCommand([taken], shop.env);
    expect(outcome.ok).toBe(false);
    expect(outcome.line).toMatch(
      TEST_DB === 'postgres' ? /is not empty: restore into a new one/ : /already holds a database/,
    );
    const [after] = await shop.database.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  }, 60_000);

  it('a backup killed with SIGKILL half-way leaves the earlier backups whole and nothing under a backup name', async () => {
    const dir = shop.env.BACKUP_DIR;
    const earlier = await listBackups(dir);
    expect(earlier.length).toBeGreaterThan(0);
    const stall = await stallingBackup();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: ROOT,
      env: { ...inherited, NODE_ENV: 'test', ...stall.env, BACKUP_DIR: dir },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const partial = () => readdirSync(dir).find((name) => name.endsWith('.partial'));
      // Mid-way: the partial file exists, its header reserved, its dump not finished.
      await until(
        () => {
          const name = partial();
          return name !== undefined && statSync(join(dir, name)).size >= HEADER_BYTES;
        },
        'the backup to be under way',
        40_000,
      );
      child.kill('SIGKILL');
      await exited;
      expect(await listBackups(dir)).toEqual(earlier);
      for (const name of earlier) await verifyBackup(join(dir, name));
      expect(readdirSync(dir).filter((name) => !earlier.includes(name))).toEqual([partial()]);
    } finally {
      child.kill('SIGKILL');
      await stall.release();
    }
    // The next backup goes through, and clears what the killed one left.
    const next = await backupCommand(shop.env);
    expect(next.ok, next.line).toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 60_000);

  it('scheduled backups come every BACKUP_EVERY_HOURS, and the folder keeps the newest BACKUP_KEEP', async () => {
    const env = { ...shop.env, BACKUP_DIR: folder(), BACKUP_KEEP: 2, BACKUP_EVERY_HOURS: 6 };
    const at = (hours: number) => new Date(Date.UTC(2026, 10, 21, 4) + hours * 3_600_000);
    expect(await scheduledBackup(shop.database, env, at(0))).toBe('taken');
    expect(await scheduledBackup(shop.database, env, at(1))).toBe('not due');
    expect(await scheduledBackup(shop.database, env, at(6))).toBe('taken');
    expect(await scheduledBackup(shop.database, env, at(12))).toBe('taken');
    expect(await listBackups(env.BACKUP_DIR)).toEqual([
      'kirana-2026-11-21T10-00-00-000Z.backup',
      'kirana-2026-11-21T16-00-00-000Z.backup',
    ]);
    if (TEST_DB === 'postgres') {
      // Two processes whose timers fire together: one takes it.
      const both = await Promise.all([
        scheduledBackup(shop.database, env, at(18)),
        scheduledBackup(shop.database, env, at(18)),
      ]);
      expect(both.filter((outcome) => outcome === 'taken')).toHaveLength(1);
      expect(await listBackups(env.BACKUP_DIR)).toEqual([
        'kirana-2026-11-21T16-00-00-000Z.backup',
        'kirana-2026-11-21T22-00-00-000Z.backup',
      ]);
    }
  }, 60_000);

  it("the server's timer takes a backup once the newest is BACKUP_EVERY_HOURS old", async () => {
    const env = { ...shop.env, DATA_DIR: folder(), BACKUP_DIR: folder(), BACKUP_EVERY_HOURS: 6 };
    const old = `kirana-${new Date(Date.now() - 6 * 3_600_000).toISOString().replace(/[:.]/g, '-')}.backup`;
    writeFileSync(join(env.BACKUP_DIR, old), '');
    const backups = await startShopBackups(shop.database, env, { now: () => new Date() });
    try {
      await until(
        () => readdirSync(env.BACKUP_DIR).filter((name) => name.endsWith('.backup')).length === 2,
        'the timer',
        40_000,
      );
    } finally {
      await backups.close();
    }
    const [, taken] = await listBackups(env.BACKUP_DIR);
    expect(await verifyBackup(join(env.BACKUP_DIR, taken ?? ''))).toMatchObject({ database: TEST_DB });
  }, 60_000);
});

async function expectEmpty(target: Env) {
  if (target.DATABASE_URL) {
    const client = new pg.Client({ connectionString: target.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace",
    );
    await client.end();
    expect(rows[0]?.n).toBe(0);
  } else {
    expect(readdirSync(target.DATA_DIR)).not.toContain('pglite');
  }
}

/**
 * A backup that starts and then waits until released, so a test can kill it half-way. PostgreSQL: pg_dump waits
 * for a table this test holds locked. PGlite: a shop on its own folder whose socket sends 64 KB of dump, then waits.
 */
async function stallingBackup(): Promise<{ env: Record<string, string>; release: () => Promise<void> }> {
  if (TEST_DB === 'postgres') {
    const url = shop.env.DATABASE_URL ?? '';
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
    return {
      env: { DATABASE_URL: url },
      release: async () => {
        await holder.query('ROLLBACK');
        await holder.end();
      },
    };
  }
  const dataDir = folder();
  const lock: DataDirLock = lockDataDir(dataDir);
  const streams: PassThrough[] = [];
  const requests = await answerBackupRequests(dataDir, async () => {
    const stream = new PassThrough();
    stream.write(Buffer.alloc(64 * 1024, 7));
    streams.push(stream);
    return {
      info: { database: 'pglite', payload: 'pglite-data-dir.tar.gz', ...(await migrationLevel(shop.database.db)) },
      stream,
      finished: new Promise<void>(() => {}),
    };
  });
  return {
    env: { DATA_DIR: dataDir },
    release: async () => {
      for (const stream of streams) stream.destroy();
      await requests?.close();
      lock.release();
    },
  };
}
