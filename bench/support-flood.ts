/**
 * The API's latency while support forms of 150,000 empty fields arrive (issue 47): the p99 of a cheap catalog
 * read, asked one at a time, first on a quiet shop (the floor), then while three such bodies are sent in
 * parallel, again and again. Each flood body comes from an address of its own (TRUST_PROXY), as from many
 * machines, so the per-IP limit on tries stays out of the way and what is measured is the form's own cost.
 *
 * `node --import tsx bench/support-flood.ts [--seconds s] [--shop dir]` (no build)
 * --shop dir serves the shop from another checkout (`git archive` of an older commit: before and after).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, procStat, TICKS_PER_SECOND } from './http';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    shop: { type: 'string', default: '.' },
  },
});
const SECONDS = Number(options.seconds);
const FIELDS = 150_000;
const PARALLEL = 3;
const PING = '/api/user/product/getProductsByCategory?category=Snacks&page=1&pageSize=12';
const FORM = '/api/support/messages';
const BOUNDARY = '----kirana-flood';

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-flood-'));
let shop: ChildProcess | undefined;
process.on('exit', () => {
  shop?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const port = await freePort();
shop = await startShop(port);
const floodBody = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`.repeat(FIELDS)),
  Buffer.from(`--${BOUNDARY}--\r\n`),
]);

// Warm-up: the read model's answers and the JIT.
await pings(2);
const floor = await pings(SECONDS);
let flooding = true;
const answered: Record<number, number> = {};
const cpuBefore = cpuSeconds(shop);
const floods = Array.from({ length: PARALLEL }, async (_, sender) => {
  for (let sent = 0; flooding; sent++) {
    const status = await sendFlood(`10.47.${sender}.${(sent % 250) + 1}`);
    answered[status] = (answered[status] ?? 0) + 1;
  }
});
const flooded = await pings(SECONDS);
flooding = false;
await Promise.all(floods);
const bodies = Object.values(answered).reduce((sum, count) => sum + count, 0);
const cpuPerBody = ((cpuSeconds(shop) - cpuBefore) / bodies) * 1000;

console.log(`\nshop: ${resolve(options.shop)}; ${SECONDS} s each, one catalog read at a time`);
console.log(`flood: ${PARALLEL} in parallel, ${FIELDS.toLocaleString('en')} empty fields (${mb(floodBody.length)})\n`);
console.log('| run | reads | p50 ms | p99 ms | max ms |');
console.log('| --- | --- | --- | --- | --- |');
console.log(row('floor (no flood)', floor));
console.log(row('while flooded', flooded));
const statuses = Object.entries(answered).map(([status, count]) => `${count} × ${status}`);
console.log(`\nflood bodies answered: ${statuses.join(', ')}; shop CPU ${cpuPerBody.toFixed(1)} ms per body`);
process.exit(0);

/** Catalog reads one after another for `seconds`; their times in ms, sorted. */
async function pings(seconds: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await new Promise<void>((done, failed) => {
      request(`http://127.0.0.1:${port}${PING}`, { agent }, (res) => {
        res.resume();
        res.on('end', done);
      })
        .on('error', failed)
        .end();
    });
    times.push(performance.now() - start);
    await new Promise((pause) => setTimeout(pause, 10));
  }
  agent.destroy();
  return times.sort((a, b) => a - b);
}

/** One flood body, written whole even when the answer comes first; resolves with the status. */
function sendFlood(address: string): Promise<number> {
  return new Promise((done) => {
    let status = 0;
    let pending = 2;
    const settle = () => {
      if (--pending === 0) done(status);
    };
    const req = request(`http://127.0.0.1:${port}${FORM}`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': floodBody.length,
        'X-Forwarded-For': address,
      },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', settle);
    });
    // The server may close the connection once it has answered: the rest of the body is then lost, as it should.
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      pending = 1;
      settle();
    };
    req.on('error', onLost);
    req.on('socket', (socket) => socket.on('error', onLost));
    req.end(floodBody, settle);
  });
}

function row(name: string, times: number[]) {
  const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0).toFixed(1);
  return `| ${name} | ${times.length} | ${at(0.5)} | ${at(0.99)} | ${(times.at(-1) ?? 0).toFixed(1)} |`;
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function cpuSeconds(child: ChildProcess): number {
  return procStat(child.pid ?? 0).ticks / TICKS_PER_SECOND;
}

async function startShop(shopPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(shopPort),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-static'),
      OTP_SECRET: 'bench-only-secret-bench-only-secret-0123',
      ALLOW_DEMO_SMS: 'true',
      // The demo catalog (off by default in production) and no scheduled backup in the middle of a run.
      DEMO_CATALOG: 'true',
      BACKUP_EVERY_HOURS: '0',
      TRUST_PROXY: 'true',
    },
    cwd: resolve(options.shop),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Kirana is open')) ready();
    });
    child.once('exit', (code) => failed(new Error(`the shop stopped before it opened (exit ${code})`)));
  });
  return child;
}
