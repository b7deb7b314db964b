import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import type { Clock } from '../deps';
import { readEnv } from '../env';
import { migrateAndSeed, type Shop, startShop } from '../start';

/**
 * Which database the server tests run on: the embedded PGlite by default, a real PostgreSQL
 * server when KIRANA_TEST_DB=postgres (scripts/test.ts runs the suite once on each).
 */
export const TEST_DB = process.env.KIRANA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_POSTGRES_URL = process.env.KIRANA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-21T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestShop extends Shop {
  clock: TestClock;
  /** The demo SMS outbox file of this shop. */
  outboxPath: string;
}

/**
 * A whole shop on a throwaway database (in-memory PGlite, or a fresh PostgreSQL database that
 * is dropped on close), migrated and seeded like a real first start. Tests call
 * `shop.app.request(...)`; nothing listens on a port.
 */
export async function openTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-test-'));
  const { database, drop } = TEST_DB === 'postgres' ? await freshPostgres() : await freshPglite();
  const clock = new TestClock();
  const shop = await startShop(readEnv({ NODE_ENV: 'test', STATIC_DIR: 'test-no-static', DATA_DIR: dataDir, ...env }), {
    database,
    clock,
  });
  return {
    ...shop,
    clock,
    outboxPath: shop.deps.env.SMS_OUTBOX,
    async close() {
      await shop.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The files of a migrated and seeded PGlite, made once per test worker: a copy of them starts in about a second,
 * where a fresh database's initdb and the seed take ten or more. Immutable, so no test can change another's.
 */
let seededFiles: Promise<Blob> | undefined;

function seededPgliteFiles(): Promise<Blob> {
  seededFiles ??= (async () => {
    const template = await openDatabase({ dataDir: undefined });
    try {
      await migrateAndSeed(template, { demoCatalog: true });
      if (!template.files) throw new Error('PGlite gives its files');
      return await template.files();
    } finally {
      await template.close();
    }
  })();
  return seededFiles;
}

async function freshPglite() {
  return {
    database: await openDatabase({ dataDir: undefined, from: await seededPgliteFiles() }),
    drop: async () => {},
  };
}

export async function freshPostgres(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `kirana_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = await openDatabase({ databaseUrl: TEST_POSTGRES_URL });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await admin.close();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const cleanup = await openDatabase({ databaseUrl: TEST_POSTGRES_URL });
      await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await cleanup.close();
    },
  };
}
