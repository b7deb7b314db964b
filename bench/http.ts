/**
 * Helpers the API benches share (api.ts, load.ts): a free port, the bare node:http server that is
 * measured beside the shop as the floor, and one plain HTTP request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';

/**
 * The bare server: node:http, one fixed body, no routing, no headers beyond the type. The floor of
 * what any Node server on this machine can answer; run as plain node, apart from the bench.
 */
const BARE_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BARE_BODY);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));
`;

/** Starts the bare server answering `body` on `port`; resolves once it listens. The caller kills it. */
export async function startBareServer(port: number, body: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((ready) => child.once('message', () => ready()));
  return child;
}

export interface Probe {
  status: number;
  encoding: string | undefined;
  bytes: number;
  etag: string | undefined;
  body: string;
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
