import cluster from 'node:cluster';
import { runWorkers } from './cluster';
import { readEnv } from './env';
import { serveShop } from './serve';

const env = readEnv();

if (env.WORKERS > 1 && cluster.isPrimary) {
  if (!env.DATABASE_URL) {
    console.error(
      `Kirana did not start. WORKERS=${env.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) has one writer, so it runs as one process (WORKERS=1).`,
    );
    process.exit(1);
  }
  runWorkers(env.WORKERS);
} else {
  await serveShop(env);
}
