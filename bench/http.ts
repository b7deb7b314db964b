/**
 * Helpers the API benches share (api.ts, load.ts, board-latency.ts): a free port, the shop as a process of its own,
 * the bare node:http server that is measured beside the shop as the floor, one plain HTTP request, and a process's
 * CPU time from /proc.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';

/**
 * The bare server: node:http, fixed answers, no routing beyond picking one, no headers beyond the type and
 * encoding. The floor of what any Node server on this machine can answer; run as plain node, apart from the
 * bench. `/` answers the body it was started with; `/N` the N-th answer it is given later (`bareAnswerLike()`).
 */
const BARE_SERVER = `
const http = require('node:http');
const answers = [{ status: 200, headers: {}, body: Buffer.from(process.env.BARE_BODY) }];
process.on('message', ({ status, headers, body }) => {
  answers.push({ status, headers, body: Buffer.from(body, 'base64') });
  process.send('kept');
});
const server = http.createServer((req, res) => {
  const answer = answers[Number(req.url.slice(1)) || 0] ?? answers[0];
  res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers, 'Content-Length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));
`;

/**
 * Starts the shop (server/index.ts) with `env` over this process's settings (its replicas and direct URL left out,
 * PostgreSQL is `env.DATABASE_URL`); resolves once each of `env.WORKERS` workers says it is open.
 */
export async function startShopProcess(env: Record<string, string>): Promise<ChildProcess> {
  const { DATABASE_DIRECT_URL: _direct, DATABASE_REPLICA_URLS: _replicas, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const workers = Number(env.WORKERS ?? 1);
  let open = 0;
  await new Promise<void>((ready, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      open += chunk.toString().split('Kirana is open').length - 1;
      if (open >= workers) ready();
    });
    child.once('exit', (code) => failed(new Error(`the shop stopped before it opened (exit ${code})`)));
  });
  return child;
}

/** Stops the shop: SIGTERM, then SIGKILL if it has not gone after 6 s. */
export async function stopShopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 6000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Starts the bare server answering `body` on `port`; resolves once it listens. The caller kills it. */
export async function startBareServer(port: number, body = ''): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((ready) => child.once('message', () => ready()));
  return child;
}

/**
 * Gives the bare server one more answer to send: the same status, encoding and bytes as `shop` answered.
 * Resolves with its path (`/N`).
 */
export async function bareAnswerLike(bare: ChildProcess, shop: Probe, index: number): Promise<string> {
  const headers = shop.encoding ? { 'Content-Encoding': shop.encoding } : {};
  const kept = new Promise<void>((done) => bare.once('message', () => done()));
  bare.send({ status: shop.status, headers, body: shop.raw.toString('base64') });
  await kept;
  return `/${index}`;
}

export interface Probe {
  status: number;
  encoding: string | undefined;
  bytes: number;
  etag: string | undefined;
  body: string;
  /** The bytes as sent (compressed when `encoding` says so). */
  raw: Buffer;
  setCookie: string[];
}

/** One request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
export function probe(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Probe> {
  return new Promise((done, failed) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        done({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          bytes: raw.length,
          etag: res.headers.etag,
          body: raw.toString(),
          raw,
          setCookie: res.headers['set-cookie'] ?? [],
        });
      });
    });
    req.on('error', failed);
    req.end(body);
  });
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The clock ticks per second /proc counts CPU time in. */
export const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** A process as /proc/PID/stat tells it (Linux): its command, its parent and the CPU ticks (user and system) used so far. */
export function procStat(pid: number | string): { comm: string; ppid: number; ticks: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command may hold spaces and parentheses: it ends at the last ')'. utime and stime are the 14th and 15th fields.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    comm: stat.slice(stat.indexOf('(') + 1, close),
    ppid: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}
