import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output: () => string;
  /** What it printed on stderr alone. */
  errors: () => string;
  exited: Promise<number | null>;
}

/**
 * `node --import tsx server/index.ts` as `npm run serve` starts it, on a port of its own, with `env` on
 * top of a test setting. The test run's DATABASE_URL, WORKERS and PUBLIC_URL are not passed on: a test that
 * wants PostgreSQL, workers or an address says so in `env`.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _database, WORKERS: _workers, PUBLIC_URL: _address, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: '0',
      NODE_ENV: 'test',
      STATIC_DIR: 'test-no-static',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, errors: () => errors, exited };
}

/** The address the server says it is open on (PORT=0: a free port the system picked). */
export async function openedAt(server: ServerProcess, ms = 90_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const match = /open on (http:\/\/localhost:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    if (Date.now() - started > ms) throw new Error(`the server did not open:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
