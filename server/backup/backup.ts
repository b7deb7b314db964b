import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { DataDirInUseError, dataDirOwner } from '../db/data-dir-lock';
import type { Env } from '../env';
import { BackupRefused, type Manifest, payloadOf, pruneBackups, verifyBackup, writeBackup } from './backup-file';
import { askRunningShop } from './backup-socket';
import { migrationsKnown, pgRestore, takeSnapshot } from './snapshot';

export type BackupEnv = Pick<Env, 'DATABASE_URL' | 'DATABASE_DIRECT_URL' | 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_KEEP'>;

export interface Outcome {
  ok: boolean;
  line: string;
}

function databaseOf(env: BackupEnv): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, directUrl: env.DATABASE_DIRECT_URL }
      : { dataDir: env.DATA_DIR },
  );
}

/** A new backup of `database` in BACKUP_DIR, the oldest beyond BACKUP_KEEP then removed. */
export async function backUp(
  database: Database,
  env: BackupEnv,
  now: Date,
): Promise<{ file: string; manifest: Manifest; removed: string[] }> {
  const written = await writeBackup(env.BACKUP_DIR, await takeSnapshot(database, env), now);
  return { ...written, removed: await pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP) };
}

/**
 * `npm run backup` (decision 115). PostgreSQL: pg_dump, beside the running shop. PGlite: the running shop takes it
 * (it alone may open its folder), asked over its socket; with no shop running, this process opens the folder.
 */
export async function backupCommand(env: BackupEnv, now: () => Date = () => new Date()): Promise<Outcome> {
  try {
    const shop = env.DATABASE_URL ? undefined : dataDirOwner(env.DATA_DIR);
    let written: { file: string; manifest: Manifest; removed: string[] };
    if (shop !== undefined) {
      written = await writeBackup(env.BACKUP_DIR, await askRunningShop(env.DATA_DIR, shop), now()).then(
        async (backup) => ({ ...backup, removed: await pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP) }),
      );
    } else {
      const database = await databaseOf(env);
      try {
        written = await backUp(database, env, now());
      } finally {
        await database.close();
      }
    }
    const { file, manifest, removed } = written;
    const size = `${(manifest.bytes / 1e6).toFixed(1)} MB`;
    const pruned = removed.length > 0 ? `; removed the oldest: ${removed.join(', ')}` : '';
    return { ok: true, line: `Backed up to ${file} (${size}, sha256 ${manifest.sha256})${pruned}` };
  } catch (error) {
    return failed('No backup was made.', error);
  }
}

/** A refusal, or what the system said (a folder that cannot be written, a disk full), in one line; a bug throws. */
function failed(what: string, error: unknown): Outcome {
  const systemError = error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
  if (error instanceof BackupRefused || error instanceof DataDirInUseError || systemError) {
    return { ok: false, line: `${what} ${error.message}` };
  }
  throw error;
}

/**
 * `npm run restore -- <file>`: the backup, once its checksum holds, into an empty target: DATA_DIR's database
 * folder (no shop running on it) or the empty PostgreSQL database at DATABASE_URL. Migrated after, so the shop
 * starts on it as on any other. Refuses, changing nothing, a damaged file or a target that holds a database.
 */
export async function restoreCommand(args: readonly string[], env: BackupEnv): Promise<Outcome> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) return { ok: false, line: 'Usage: npm run restore -- <backup file>' };
  try {
    const manifest = await verifyBackup(file);
    const known = migrationsKnown();
    if (manifest.migrations > known.length) {
      throw new BackupRefused(
        `${file} is from a later Kirana (migration ${manifest.migration}, this one knows up to ${known.at(-1)?.tag}): restore it with that version.`,
      );
    }
    if (manifest.database === 'pglite') {
      if (env.DATABASE_URL) {
        throw new BackupRefused(
          `${file} is of the embedded database (PGlite): restore it into a data folder, with DATABASE_URL unset and DATA_DIR set.`,
        );
      }
      await restorePglite(file, env.DATA_DIR);
      return { ok: true, line: `Restored ${file} (taken ${manifest.takenAt}) into ${join(env.DATA_DIR, 'pglite')}.` };
    }
    if (!env.DATABASE_URL) {
      throw new BackupRefused(
        `${file} is of a PostgreSQL database (pg_dump): set DATABASE_URL to an empty database to restore it.`,
      );
    }
    await restorePostgres(file, env);
    return { ok: true, line: `Restored ${file} (taken ${manifest.takenAt}) into the database at DATABASE_URL.` };
  } catch (error) {
    return failed('Nothing was restored.', error);
  }
}

async function restorePglite(file: string, dataDir: string) {
  const folder = join(dataDir, 'pglite');
  const present = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (present.length > 0) {
    throw new BackupRefused(
      `${folder} already holds a database. Restore into an empty data folder (set DATA_DIR to a new one), or move this one away first.`,
    );
  }
  const tar = new Blob([await buffer(payloadOf(file).pipe(createGunzip()))]);
  // Takes the folder's lock: a shop starting meanwhile is refused until the restore is done.
  const database = await openDatabase({ dataDir, from: tar }).catch(async (error: unknown) => {
    if (!(error instanceof DataDirInUseError)) await rm(folder, { recursive: true, force: true });
    throw error;
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  await database.close();
}

async function restorePostgres(file: string, env: BackupEnv) {
  const database = await databaseOf(env);
  try {
    const result = (await database.db.execute(sql`
      SELECT count(*)::int AS n FROM pg_namespace s
       WHERE (s.nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND s.nspname !~ '^pg_(toast|temp)')
          OR EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = s.oid AND s.nspname = 'public')`)) as unknown as {
      rows: { n: number }[];
    };
    if (Number(result.rows[0]?.n) > 0) {
      throw new BackupRefused(
        'The database at DATABASE_URL is not empty: restore into a new one (CREATE DATABASE kirana_restored; then point DATABASE_URL at it).',
      );
    }
    await pgRestore(env.DATABASE_DIRECT_URL ?? (env.DATABASE_URL as string), payloadOf(file));
    await database.migrate();
  } finally {
    await database.close();
  }
}
