import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';

/** A worker that dies within this long of starting is restarted after a growing pause (up to 10 s). */
const QUICK_DEATH_MS = 5000;
const MAX_PAUSE_MS = 10_000;

/**
 * The primary of `WORKERS=N`: forks N workers (each runs serveShop; node:cluster shares PORT between
 * them) and starts a new one whenever one dies. A worker that keeps dying at start-up (the database
 * away) is restarted after a pause that doubles. SIGINT/SIGTERM stop the workers, then the primary.
 */
export function runWorkers(count: number): void {
  // One-time codes are HMACs keyed with OTP_SECRET: a code sent by one worker must verify on another.
  // Without one set, the workers share one made here (as a single process makes its own).
  process.env.OTP_SECRET ??= randomBytes(32).toString('hex');

  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const pause = quickDeaths === 0 ? 0 : Math.min(250 * 2 ** (quickDeaths - 1), MAX_PAUSE_MS);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) stopped (${how}); starting another in ${pause} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, pause);
  });

  for (let i = 0; i < count; i++) fork();
  console.log(`Kirana: ${count} workers (primary pid ${process.pid})`);

  function stop() {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
