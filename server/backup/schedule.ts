import pg from 'pg';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import type { Env } from '../env';
import { type BackupEnv, backUp } from './backup';
import { newestBackupTime } from './backup-file';
import { answerBackupRequests } from './backup-socket';
import { takeSnapshot } from './snapshot';

const HOUR = 3_600_000;
/** A folder with no backup yet gets its first this long after the start: soon, but not in every short-lived run. */
const FIRST_BACKUP_AFTER_MS = 10 * 60_000;
/** A backup taken this much before it was due still counts (timers and the several processes' clocks drift). */
const DUE_SLACK_MS = 5 * 60_000;
/** Key of the advisory lock the processes on one PostgreSQL take for a scheduled backup ('backup' in ASCII). */
const BACKUP_LOCK = 0x6261636b7570;

export type ScheduledOutcome = 'taken' | 'not due' | 'taken by another process';

/**
 * The scheduled backup, if due: BACKUP_EVERY_HOURS after the newest in BACKUP_DIR (whoever took it, `npm run backup`
 * included, and across restarts). Several processes on one PostgreSQL each try: the one holding the advisory lock
 * takes it, and the others, once it is done, find it not due.
 */
export async function scheduledBackup(
  database: Database,
  env: BackupEnv & Pick<Env, 'BACKUP_EVERY_HOURS'>,
  now: Date,
): Promise<ScheduledOutcome> {
  const due = async () => {
    const newest = await newestBackupTime(env.BACKUP_DIR);
    return !newest || now.getTime() - newest.getTime() >= env.BACKUP_EVERY_HOURS * HOUR - DUE_SLACK_MS;
  };
  if (database.engine === 'pglite') {
    if (!(await due())) return 'not due';
    await backUp(database, env, now);
    return 'taken';
  }
  // A session of its own, straight to PostgreSQL: a session lock through a transaction pooler means nothing.
  const client = new pg.Client({
    connectionString: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    application_name: 'kirana backup lock',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      BACKUP_LOCK,
    ]);
    if (!rows[0]?.locked) return 'taken by another process';
    if (!(await due())) return 'not due';
    await backUp(database, env, now);
    return 'taken';
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}

export interface ShopBackups {
  close(): Promise<void>;
}

/**
 * The server's part in backups (decision 115): on PGlite, answering `npm run backup` on the data folder's socket;
 * and every BACKUP_EVERY_HOURS (0: never) a backup into BACKUP_DIR, keeping BACKUP_KEEP.
 */
export async function startShopBackups(database: Database, env: Env, clock: Clock): Promise<ShopBackups> {
  const requests =
    database.engine === 'pglite'
      ? await answerBackupRequests(env.DATA_DIR, () => takeSnapshot(database, env))
      : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function planNext() {
    const newest = await newestBackupTime(env.BACKUP_DIR).catch(() => undefined);
    const every = env.BACKUP_EVERY_HOURS * HOUR;
    const wait = newest ? newest.getTime() + every - clock.now().getTime() : FIRST_BACKUP_AFTER_MS;
    if (stopped) return;
    timer = setTimeout(run, Math.min(Math.max(wait, 1000), every));
    timer.unref();
  }
  function run() {
    running = scheduledBackup(database, env, clock.now())
      .then(
        (outcome) => {
          if (outcome === 'taken') console.log(`Scheduled backup taken into ${env.BACKUP_DIR}`);
        },
        (error: unknown) =>
          console.error(`The scheduled backup failed: ${error instanceof Error ? error.message : error}`),
      )
      .then(planNext)
      .finally(() => {
        running = undefined;
      });
  }
  if (env.BACKUP_EVERY_HOURS > 0) await planNext();

  return {
    async close() {
      stopped = true;
      clearTimeout(timer);
      await requests?.close();
      await running;
    },
  };
}
