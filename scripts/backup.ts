/**
 * `npm run backup`: a consistent backup of the whole database into BACKUP_DIR, while the shop runs or not
 * (decision 115). The work is server/backup/backup.ts; this reads the settings and prints its line.
 */
import { backupCommand } from '../server/backup/backup';
import { EnvProblems, readEnv } from '../server/env';

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  if (!(error instanceof EnvProblems)) throw error;
  for (const problem of error.problems) console.error(`No backup was made. ${problem}`);
  process.exit(1);
}
const { ok, line } = await backupCommand(env);
if (ok) console.log(line);
else console.error(line);
process.exit(ok ? 0 : 1);
