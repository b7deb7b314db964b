import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { type ListenHandlers, type Listening, listenOn } from './listen';
import * as schema from './schema';

/** The one database type the rest of the server sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding) while no other process starting on the same database does:
   * on PostgreSQL a session advisory lock, so that workers starting together migrate and seed one
   * after another; PGlite has one process already (its lock file sees to that).
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: follows NOTIFYs on `channel` over a dedicated connection that comes back when
   * lost (listen.ts). Undefined on PGlite, where this process is the only writer.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<Listening>;
  close(): Promise<void>;
}

/** Key of the advisory lock processes take while migrating and seeding ('kirana' in ASCII). */
const START_UP_LOCK = 0x6b6972616e61;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { databaseUrl: string }
  /** dataDir undefined: an in-memory PGlite (tests). */
  | { dataDir: string | undefined };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin command) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async whileStarting(work) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, handlers) => listenOn(target.databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    // Before PGlite touches a single page: a second process on the same folder would corrupt it.
    lock = lockDataDir(target.dataDir);
    dir = join(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  let client: PGlite;
  try {
    // Contrib extensions can only be loaded when PGlite is constructed.
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    whileStarting: (work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
