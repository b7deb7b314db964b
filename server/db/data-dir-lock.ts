import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The embedded database may be open in one process only: PGlite has no locking of its own
 * (its Node file system writes straight into the folder), so two servers on one folder
 * overwrite each other's pages and lose committed orders. The lock is a file beside the
 * database holding the owner's pid, created atomically; a lock whose pid is no longer
 * running (a crash, kill -9) is taken over. It guards one machine: a folder shared over the
 * network with another machine cannot be checked this way (use DATABASE_URL there).
 */
export const LOCK_FILE_NAME = 'pglite.lock';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, ownerPid: number | undefined) {
    super(
      `Another Kirana server${ownerPid ? ` (process ${ownerPid})` : ''} is already using the embedded database in ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR. To run several server processes on one shop, ' +
        'use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

/** Lock files this process holds: a lock file naming our own pid is otherwise a leftover of an earlier life (a container restarted with the same pid). */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  const path = resolve(dataDir, LOCK_FILE_NAME);
  if (heldHere.has(path)) throw new DataDirInUseError(dataDir, process.pid);
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(path)) {
      heldHere.add(path);
      return {
        release: () => {
          heldHere.delete(path);
          releaseIfOwn(path);
        },
      };
    }
    const owner = readOwner(path);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) throw new DataDirInUseError(dataDir, owner);
    // Stale (its process is gone, or the file holds no pid): take it over.
    rmSync(path, { force: true });
  }
  // Another process took the stale lock over between our removal and our creation.
  throw new DataDirInUseError(dataDir, readOwner(path));
}

/** The file is written whole under a temporary name and linked into place, so nobody ever reads a half-written lock. */
function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}.draft`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The process holding `dataDir`'s lock, if it is still running: a shop serving on that folder. */
export function dataDirOwner(dataDir: string): number | undefined {
  const owner = readOwner(resolve(dataDir, LOCK_FILE_NAME));
  return owner !== undefined && isRunning(owner) ? owner : undefined;
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwn(path: string) {
  if (readOwner(path) === process.pid) rmSync(path, { force: true });
}
