import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx server/index.ts`, as `npm run serve` starts it, on `dataDir` and a port of its own. */
function startServer(): Server {
  // Embedded PGlite whatever the test run uses: the lock is about the data folder.
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'test',
      STATIC_DIR: join(dataDir, 'no-build'),
      FULFILMENT_SIMULATOR: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilOpen(server: Server) {
  const deadline = Date.now() + 90_000;
  while (!server.output().includes('Kirana is open')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not open:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    await untilOpen(first);
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
    await untilOpen(third);
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
  });

  it('leaves a lock that is no longer its own in place on release', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '999999999\n');
    lock.release();
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe('999999999\n');
  });
});
