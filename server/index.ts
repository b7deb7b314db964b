import cluster from 'node:cluster';
import { runWorkers } from './cluster';
import { type Env, EnvProblems, readEnv } from './env';
import { serveShop } from './serve';

/** The settings, or the start refused: one line per problem, saying what to set, and no stack trace. */
function settingsOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    if (!(error instanceof EnvProblems)) throw error;
    for (const problem of error.problems) console.error(`Kirana did not start. ${problem}`);
    process.exit(1);
  }
}

const env = settingsOrExit();

if (env.WORKERS > 1 && cluster.isPrimary) {
  runWorkers(env.WORKERS);
} else {
  await serveShop(env);
}
