import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort, isExecutable } from './pgbouncer';

/**
 * The machine's PostgreSQL server programs (initdb, pg_ctl, pg_basebackup), or undefined where they are
 * missing. Debian keeps them off PATH, in /usr/lib/postgresql/<version>/bin.
 */
export function findPostgresPrograms(): string | undefined {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const candidates = [...debian, ...(process.env.PATH ?? '').split(delimiter)];
  return candidates.find((dir) => PROGRAMS.every((name) => isExecutable(join(dir, name))));
}

const PROGRAMS = ['initdb', 'pg_ctl', 'pg_basebackup'];

export interface ReplicaCluster {
  /** postgres:// to the primary's `postgres` database, and the replica's. */
  primaryUrl: string;
  replicaUrl: string;
  stop(): Promise<void>;
}

/**
 * A primary and a streaming replica of their own, in a temporary folder, on free ports: initdb (trust,
 * whose pg_hba lets 127.0.0.1 replicate), pg_basebackup -R from the primary, both started with pg_ctl.
 * PostgreSQL will not run as root, so as root every program runs as the `postgres` user.
 */
export async function startReplicaCluster(bin: string): Promise<ReplicaCluster> {
  const root = process.getuid?.() === 0;
  const base = mkdtempSync(join(tmpdir(), 'kirana-replica-'));
  const owner = root ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim() : undefined;
  if (owner) chownSync(base, Number(owner), Number(owner));
  const run = (program: string, args: string[]) => {
    const command = root
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command[0] as string, command[1] as string[], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}${result.error ?? ''}`);
    }
  };
  const primary = join(base, 'primary');
  const replica = join(base, 'replica');
  const started: string[] = [];
  const options = (port: number) =>
    // Sockets in the folder, not /var/run/postgresql; fsync off: a test cluster, thrown away after.
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${base} -c fsync=off -c wal_level=replica -c max_wal_senders=4`;
  const start = (dir: string, port: number) => {
    run('pg_ctl', ['start', '-w', '-D', dir, '-l', `${dir}.log`, '-o', options(port)]);
    started.push(dir);
  };
  const stop = async () => {
    for (const dir of started.reverse()) {
      try {
        run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', dir]);
      } catch (error) {
        console.error((error as Error).message);
      }
    }
    started.length = 0;
    rmSync(base, { recursive: true, force: true });
  };

  try {
    const user = root ? 'postgres' : userInfo().username;
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    run('initdb', ['-D', primary, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    start(primary, primaryPort);
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      user,
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
    ]);
    start(replica, replicaPort);
    return {
      primaryUrl: `postgres://${user}@127.0.0.1:${primaryPort}/postgres`,
      replicaUrl: `postgres://${user}@127.0.0.1:${replicaPort}/postgres`,
      stop,
    };
  } catch (error) {
    const logs = started.map((dir) => (existsSync(`${dir}.log`) ? readFileSync(`${dir}.log`, 'utf8') : '')).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
}
