import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import { BackupRefused, type Snapshot, type SnapshotInfo } from './backup-file';

const journalFile = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));

/** The migrations this code has: a backup from a later version has more, and is refused by its restore. */
export function migrationsKnown(): { tag: string; when: number }[] {
  return (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** How many migrations `db` has applied, and the last one's name, for the manifest. */
export async function migrationLevel(db: Db): Promise<Pick<SnapshotInfo, 'migrations' | 'migration'>> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number; last: string | null }[] };
  const row = result.rows[0];
  const last = migrationsKnown().find((entry) => String(entry.when) === row?.last);
  return { migrations: Number(row?.n ?? 0), migration: last?.tag ?? row?.last ?? '' };
}

/**
 * A consistent dump of the whole database, as it was when this was called. PGlite: its data folder, taken
 * between two transactions by the process that holds it (client.ts `files`), gzipped. PostgreSQL: pg_dump's
 * custom format, one snapshot of every table (MVCC) while the shop goes on writing.
 */
export async function takeSnapshot(
  database: Database,
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_DIRECT_URL'>,
): Promise<Snapshot> {
  const level = await migrationLevel(database.db);
  if (database.engine === 'postgres') {
    const url = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
    if (!url) throw new Error('a PostgreSQL database without DATABASE_URL');
    return pgDump(url, { database: 'postgres', payload: 'pg_dump-custom', ...level });
  }
  if (!database.files) throw new Error('PGlite gives its files');
  const tar = await database.files();
  const gzip = createGzip();
  const finished = pipeline(Readable.fromWeb(tar.stream() as ReadableStream<Uint8Array>), gzip);
  // Settled by whoever reads `stream` (its errors end the reading too); never left unhandled meanwhile.
  finished.catch(() => {});
  return { info: { database: 'pglite', payload: 'pglite-data-dir.tar.gz', ...level }, stream: gzip, finished };
}

function pgDump(url: string, info: SnapshotInfo): Snapshot {
  const { target, env } = connectionOf(url);
  // Into a pipe: the custom format then needs no seeking, and pg_restore reads it from one.
  const child = spawn(pgTool('pg_dump'), ['--format=custom', '--no-password', `--dbname=${target}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const finished = exitOf(child, 'pg_dump');
  finished.catch(() => {});
  return { info, stream: child.stdout, finished };
}

/** pg_restore of a custom-format dump from `payload` into the (empty) database at `url`, all or nothing. */
export async function pgRestore(url: string, payload: Readable): Promise<void> {
  const { target, env } = connectionOf(url);
  const child = spawn(
    pgTool('pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${target}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const exited = exitOf(child, 'pg_restore');
  exited.catch(() => {});
  // pg_restore stops reading when it fails: its exit says why, the broken pipe does not.
  await pipeline(payload, child.stdin).catch(() => {});
  await exited;
}

function exitOf(child: ReturnType<typeof spawn>, tool: string): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new BackupRefused(`${tool} could not run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupRefused(`${tool} failed (${signal ?? `exit code ${code}`}): ${errors.trim()}`));
    });
  });
}

/** The URL without its password, which goes in the child's environment instead of its command line (ps shows that). */
function connectionOf(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { target: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/**
 * pg_dump or pg_restore: the newest installed under /usr/lib/postgresql (Debian, Ubuntu: a newer pg_dump reads an
 * older server, not the other way round), else the first on PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const versions = (() => {
    try {
      return readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join('/usr/lib/postgresql', version, 'bin'));
    } catch {
      return [];
    }
  })();
  const folders = [...versions, ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  for (const folder of folders) {
    const path = join(folder, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {}
  }
  throw new BackupRefused(
    `${name} was not found: install PostgreSQL's client tools (Debian: apt install postgresql-client) or put ${name} on PATH.`,
  );
}
