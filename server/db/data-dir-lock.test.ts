import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openedAt, type ServerProcess, startServerProcess } from '../test/server-process';
import { openDatabase } from './client';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

let dataDir: string;
const running: ChildProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'kirana-lock-'));
});
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server on `dataDir`, on the embedded database whatever the test run uses: the lock is about the folder. */
function startServer(): ServerProcess {
  const server = startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build') });
  running.push(server.child);
  return server;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('one server process per embedded database', () => {
  it('refuses a second server on the same data folder, and a crashed first one does not block the next', async () => {
    const first = startServer();
    await openedAt(first);
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Kirana server (process ${first.child.pid}) is already using the embedded database in ${dataDir}`,
    );
    expect(second.output()).not.toContain('Kirana is open');
    expect(first.child.exitCode).toBeNull();

    // kill -9 leaves the lock file behind, naming a process that is gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const third = startServer();
    await openedAt(third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // A clean stop removes its lock.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 240_000);
});

describe('lockDataDir', () => {
  it('takes over a lock whose process has ended, or that names no process', async () => {
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${await deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();

    writeFileSync(join(dataDir, LOCK_FILE_NAME), 'not a pid');
    lockDataDir(dataDir).release();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a folder held by a live process, including this one', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    running.push(other);
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${other.pid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    rmSync(join(dataDir, LOCK_FILE_NAME));

    const database = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await database.close();
    // Closed, the folder is free again.
    await (await openDatabase({ dataDir })).close();
    // Three opens of an on-disk database, the first with initdb: over 30 s on a busy 2-core machine.
  }, 120_000);

  it('leaves a lock that is no longer its own in place on release', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '999999999\n');
    lock.release();
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe('999999999\n');
  });
});
