/**
 * `npm run restore -- <file>`: a backup into an empty data folder (DATA_DIR) or empty PostgreSQL database
 * (DATABASE_URL), once its checksum holds (decision 115). The work is server/backup/backup.ts.
 */
import { restoreCommand } from '../server/backup/backup';
import { EnvProblems, readEnv } from '../server/env';

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  if (!(error instanceof EnvProblems)) throw error;
  for (const problem of error.problems) console.error(`Nothing was restored. ${problem}`);
  process.exit(1);
}
const { ok, line } = await restoreCommand(process.argv.slice(2), env);
if (ok) console.log(line);
else console.error(line);
process.exit(ok ? 0 : 1);
