import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, withReplicas } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { type ListenHandlers, type Listening, listenOn } from './listen';
import * as schema from './schema';

/** The one database type the rest of the server sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** The primary: every write, and every read that must see the latest. */
  db: Db;
  /**
   * For reads that may lag a moment (order history, search): the replicas (DATABASE_REPLICA_URLS) through
   * drizzle's withReplicas, whose selects go to a replica and everything else to the primary; `db` when
   * there are none. A shopper who just changed something reads from `db` instead (read-your-writes.ts).
   */
  reads: Db;
  /**
   * Where to read what must include every commit so far (the catalog after a notice): `reads` once each
   * replica has replayed the primary's WAL up to now, or `db` when one has not within REPLICA_WAIT_MS
   * or cannot be asked (down): the catalog must follow changes even then.
   */
  readsCaughtUp(): Promise<Db>;
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
   * Follows NOTIFYs on `channel`. PostgreSQL: over a dedicated connection that comes back when lost
   * (listen.ts). PGlite: in this process (a NOTIFY in a transaction is heard on its commit); never lost.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Listening>;
  /**
   * PGlite only: the database's files as a tar, from which `openDatabase({ dataDir, from })` starts a copy.
   * Taken between transactions, after a checkpoint: a consistent snapshot of every commit so far.
   */
  files?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * How long the catalog waits for replicas to replay a change it was notified of before reading the
 * primary instead: a replica that far behind is better left alone than waited for.
 */
export const REPLICA_WAIT_MS = 1000;

/** Key of the advisory lock processes take while migrating and seeding ('kirana' in ASCII). */
const START_UP_LOCK = 0x6b6972616e61;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | {
      databaseUrl: string;
      /**
       * Straight to PostgreSQL, for LISTEN and the start-up advisory lock, which need a session of their
       * own: a pooler in transaction mode (PgBouncer) hands each transaction any server connection, so a
       * LISTEN would hear nothing and a session lock could be taken on one connection and released on
       * another. databaseUrl when undefined.
       */
      directUrl?: string;
      /** Streaming replicas of the primary, for `reads`. */
      replicaUrls?: readonly string[];
    }
  /**
   * dataDir undefined: an in-memory PGlite (tests). `from`: a copy of another's `files()`, into a dataDir
   * that holds no database yet (a restore) or in memory.
   */
  | { dataDir: string | undefined; from?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = openPool(target.databaseUrl);
    const db = drizzlePostgres({ client: pool, schema });
    const directUrl = target.directUrl ?? target.databaseUrl;
    const replicaPools = (target.replicaUrls ?? []).map(openPool);
    const [first, ...more] = replicaPools.map((replica) => drizzlePostgres({ client: replica, schema }));
    const reads: Db = first ? withReplicas(db, [first, ...more]) : db;

    async function readsCaughtUp(): Promise<Db> {
      if (replicaPools.length === 0) return db;
      // What the primary has written by now includes every commit notified so far (NOTIFY follows commit).
      const { rows } = await pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const lsn = rows[0]?.lsn;
      const deadline = Date.now() + REPLICA_WAIT_MS;
      for (const replica of replicaPools) {
        for (;;) {
          const done = await replica
            .query<{ done: boolean | null }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn])
            .then(
              (replayed) => replayed.rows[0]?.done === true,
              (error: Error) => error,
            );
          if (done === true) break;
          if (done instanceof Error || Date.now() >= deadline) {
            const why = done instanceof Error ? done.message : `not replayed ${lsn} after ${REPLICA_WAIT_MS} ms`;
            console.error(`A replica is behind (${why}); the catalog reads the primary`);
            return db;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      return reads;
    }

    return {
      db,
      reads,
      readsCaughtUp,
      engine: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async whileStarting(work) {
        // A connection of its own, not the pool's: the lock belongs to the session that took it.
        const client = new pg.Client({ connectionString: directUrl, application_name: 'kirana start-up lock' });
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      listen: (channel, handlers) => listenOn(directUrl, channel, handlers),
      close: async () => {
        await Promise.all([pool, ...replicaPools].map((each) => each.end()));
      },
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
    client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: target.from });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    reads: db,
    readsCaughtUp: async () => db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    whileStarting: (work) => work(),
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.onNotification(payload));
      return { close: () => stop() };
    },
    async files() {
      // A checkpoint first, so the copy needs little WAL replayed when it opens; the dump then waits for the
      // transaction in progress and holds the next ones (about 0.3 s for the demo's 75 MB).
      await client.exec('CHECKPOINT');
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover, admin command) must not crash
  // the process; the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}
