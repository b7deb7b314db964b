import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import * as v from 'valibot';
import { isRunning } from '../db/data-dir-lock';

/**
 * One backup is one file (decision 115): a manifest of HEADER_BYTES (a line of JSON padded with spaces) and
 * after it the database's own dump: PGlite's data folder as a gzipped tar, or pg_dump's custom format.
 * `head -1 file` shows the manifest; `tail -c +1025 file` is the dump alone.
 */
export const HEADER_BYTES = 1024;

export const ManifestSchema = v.object({
  kirana: v.literal('backup'),
  format: v.literal(1),
  database: v.picklist(['pglite', 'postgres']),
  payload: v.picklist(['pglite-data-dir.tar.gz', 'pg_dump-custom']),
  /** How many migrations the database had applied, and the last one's name. */
  migrations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  migration: v.string(),
  takenAt: v.string(),
  /** The dump's length and SHA-256, checked before a restore touches anything. */
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type Manifest = v.InferOutput<typeof ManifestSchema>;
export type SnapshotInfo = Pick<Manifest, 'database' | 'payload' | 'migrations' | 'migration'>;

/** A dump on its way: its bytes, and whether whoever made them says they are whole (pg_dump's exit code). */
export interface Snapshot {
  info: SnapshotInfo;
  stream: Readable;
  finished: Promise<void>;
}

/** A backup the restore will not use, or a backup that could not be taken: the message says why and what to do. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const BACKUP_NAME = /^kirana-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z(-\d+)?\.backup$/;
const PARTIAL_NAME = /^\.kirana-.+\.(\d+)\.partial$/;

function stampOf(time: Date): string {
  return time.toISOString().replace(/:/g, '-').replace('.', '-');
}

/**
 * Writes `snapshot` into `dir` as a new backup and returns its path. The bytes go to a hidden `.partial` file,
 * which is synced and only then linked under the backup's name (link never replaces a file, unlike rename):
 * a process killed at any point leaves no half file under a backup's name and every earlier backup as it was.
 */
export async function writeBackup(
  dir: string,
  snapshot: Snapshot,
  takenAt: Date,
): Promise<{ file: string; manifest: Manifest }> {
  await mkdir(dir, { recursive: true });
  await removeAbandonedPartials(dir);
  const name = `kirana-${stampOf(takenAt)}.backup`;
  const partial = join(dir, `.${name}.${process.pid}.partial`);
  let handle: FileHandle | undefined = await open(partial, 'wx', 0o600);
  try {
    const hash = createHash('sha256');
    let position = HEADER_BYTES;
    await handle.write(Buffer.alloc(HEADER_BYTES, ' '), 0, HEADER_BYTES, 0);
    for await (const chunk of snapshot.stream) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      await handle.write(bytes, 0, bytes.length, position);
      position += bytes.length;
    }
    await snapshot.finished;
    const manifest: Manifest = {
      kirana: 'backup',
      format: 1,
      ...snapshot.info,
      takenAt: takenAt.toISOString(),
      bytes: position - HEADER_BYTES,
      sha256: hash.digest('hex'),
    };
    await handle.write(headerOf(manifest), 0, HEADER_BYTES, 0);
    await handle.sync();
    await handle.close();
    handle = undefined;
    const file = await linkUnder(partial, dir, name);
    await rm(partial, { force: true });
    await syncFolder(dir);
    return { file, manifest };
  } catch (error) {
    await handle?.close().catch(() => {});
    await rm(partial, { force: true });
    // The dump's reader may still be mid-way (pg_dump): ended, it stops.
    snapshot.stream.destroy();
    throw error;
  }
}

function headerOf(manifest: Manifest): Buffer {
  const line = `${JSON.stringify(manifest)}\n`;
  if (Buffer.byteLength(line) > HEADER_BYTES - 1) throw new Error('the manifest does not fit its header');
  const header = Buffer.alloc(HEADER_BYTES, ' ');
  header.write(line, 0, 'utf8');
  header.write('\n', HEADER_BYTES - 1);
  return header;
}

/** Links `partial` under `name`, or `name` with -2, -3… when a backup of the same millisecond is there. */
async function linkUnder(partial: string, dir: string, name: string): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const file = join(dir, n === 1 ? name : name.replace(/\.backup$/, `-${n}.backup`));
    try {
      await link(partial, file);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`100 backups named ${name} already`);
}

async function syncFolder(dir: string) {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** `.partial` files of processes that are gone (killed mid-backup). */
async function removeAbandonedPartials(dir: string) {
  for (const name of await readdir(dir)) {
    const pid = PARTIAL_NAME.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !isRunning(Number(pid))) await rm(join(dir, name), { force: true });
  }
}

/** The backups in `dir`, oldest first (their names sort by the time they were taken). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** When the newest backup in `dir` was taken, by its name; undefined when there is none. */
export async function newestBackupTime(dir: string): Promise<Date | undefined> {
  const match = BACKUP_NAME.exec((await listBackups(dir)).at(-1) ?? '');
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, ms] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

/** Removes all but the newest `keep` backups in `dir`; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** The manifest at the head of `file`; refuses a file that is not a Kirana backup. */
export async function readManifest(file: string): Promise<Manifest> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupRefused(code === 'ENOENT' ? `${file} does not exist.` : `${file} cannot be read (${code}).`);
  }
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEADER_BYTES, 0);
    const line = head.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = undefined;
    }
    const manifest = v.safeParse(ManifestSchema, parsed);
    if (bytesRead < HEADER_BYTES || !manifest.success) {
      throw new BackupRefused(
        `${basename(file)} is not a Kirana backup (made by npm run backup), or its head is damaged.`,
      );
    }
    return manifest.output;
  } finally {
    await handle.close();
  }
}

/** The manifest, once the dump's length and SHA-256 are what it says: a damaged or cut file is refused. */
export async function verifyBackup(file: string): Promise<Manifest> {
  const manifest = await readManifest(file);
  const { size } = await stat(file);
  const damaged = `${basename(file)} is damaged or incomplete`;
  if (size - HEADER_BYTES !== manifest.bytes) {
    throw new BackupRefused(
      `${damaged}: it holds ${size - HEADER_BYTES} bytes of dump, its manifest says ${manifest.bytes}. Nothing was restored.`,
    );
  }
  const hash = createHash('sha256');
  for await (const chunk of payloadOf(file)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== manifest.sha256) {
    throw new BackupRefused(`${damaged}: its checksum (SHA-256) does not match its manifest. Nothing was restored.`);
  }
  return manifest;
}

/** The dump inside a backup file. */
export function payloadOf(file: string): Readable {
  return createReadStream(file, { start: HEADER_BYTES });
}
