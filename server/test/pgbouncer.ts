import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/** A program on PATH (or in `extraDirs`), or undefined when this machine does not have it. */
export function findProgram(name: string, extraDirs: readonly string[] = []): string | undefined {
  return [...(process.env.PATH ?? '').split(delimiter), ...extraDirs].map((dir) => join(dir, name)).find(isExecutable);
}

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A TCP port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Debian's pgbouncer, in /usr/sbin (not on a plain user's PATH). */
export const findPgbouncer = () => findProgram('pgbouncer', ['/usr/sbin']);

export interface Pgbouncer {
  /** postgres:// through the pooler to `database`. */
  url: string;
  /** The pooler's own SHOW … commands (admin console). */
  show(what: string): Promise<Record<string, unknown>[]>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer of its own in transaction mode, in a temporary folder (ini and user list), on a free port,
 * in front of one database of `upstream` (a postgres:// URL, trust or no password). Few server connections
 * (2), so that the server's pooled connections really share them transaction by transaction.
 */
export async function startPgbouncer(program: string, upstream: string, database: string): Promise<Pgbouncer> {
  const target = new URL(upstream);
  const user = decodeURIComponent(target.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kirana-pgbouncer-'));
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 200',
      `admin_users = ${user}`,
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; it reads its files first, then becomes `-u`'s user.
  const asRoot = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child: ChildProcess = spawn(program, [...asRoot, join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
  const admin = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/pgbouncer`;
  async function show(what: string) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      // The admin console speaks the simple protocol only: a query without parameters.
      return (await client.query(`SHOW ${what}`)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }

  const started = Date.now();
  for (;;) {
    try {
      await show('VERSION');
      return { url, show, output: () => output, stop };
    } catch (error) {
      if (child.exitCode !== null || Date.now() - started > 10_000) {
        await stop();
        throw new Error(`pgbouncer did not start (${(error as Error).message}):\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
