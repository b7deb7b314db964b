import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { startShopBackups } from './backup/schedule';
import { DataDirInUseError } from './db/data-dir-lock';
import type { Env } from './env';
import { addDemoStaff } from './modules/staff/demo-staff';
import { startShop } from './start';

/** One server process: the shop on PORT until SIGINT/SIGTERM (alone, or as one of WORKERS sharing the port). */
export async function serveShop(env: Env): Promise<void> {
  const shop = await startShop(env).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    // Not a bug but a situation the person starting the server can fix: the message alone says how.
    console.error(`Kirana did not start. ${error.message}`);
    process.exit(1);
  });
  const { app } = shop;
  const demoStaffLine = await addDemoStaff(shop.deps.db, env);
  const backups = await startShopBackups(shop.database, env, shop.deps.clock);

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pglite`;
    const worker = cluster.worker ? ` (worker ${cluster.worker.id}, pid ${process.pid})` : '';
    console.log(`Kirana is open on http://localhost:${info.port} — database: ${where}${worker}`);
    // Once, not once per worker.
    if (demoStaffLine && (cluster.worker?.id ?? 1) === 1) console.log(demoStaffLine);
  });
  // Whoever closes an idle kept-alive connection first races the other side's next request on it, which
  // then fails with a reset the server never read (ECONNRESET). Load balancers and clients keep idle
  // connections up to about a minute; Node closes them after 5 s. The server now waits longer than they do.
  const http1 = server as Server; // serve() made a plain HTTP/1.1 server (no createServer given)
  http1.keepAliveTimeout = 65_000;
  http1.headersTimeout = 66_000;

  let closing = false;
  function shutDown() {
    // Ctrl-C reaches the workers both from the terminal and from the primary.
    if (closing) return;
    closing = true;
    // Open live streams would hold close() until the timeout below: ended, their browsers reconnect elsewhere.
    shop.deps.live.streams.endAll();
    shop.deps.live.catalog.endAll();
    server.close(() => {
      backups
        .close()
        .then(() => shop.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open; do not let a restart hang.
    setTimeout(() => process.exit(0), 3000).unref();
  }
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}
