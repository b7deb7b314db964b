import { serve } from '@hono/node-server';
import { DataDirInUseError } from './db/data-dir-lock';
import { readEnv } from './env';
import { startShop } from './start';

const env = readEnv();
const shop = await startShop(env).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  // Not a bug but a situation the person starting the server can fix: the message alone says how.
  console.error(`Kirana did not start. ${error.message}`);
  process.exit(1);
});
const { app } = shop;

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pglite`;
  console.log(`Kirana is open on http://localhost:${info.port} — database: ${where}`);
});

function shutDown() {
  server.close(() => {
    shop.close().finally(() => process.exit(0));
  });
  // Keep-alive connections would hold close() open; do not let a restart hang.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
