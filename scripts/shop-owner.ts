/**
 * `npm run shop:owner -- <phone> [name]`: makes that phone an owner of the shop, the first one included
 * (decision 106). The work is server/modules/staff/shop-owner.ts; this reads the settings and prints its line.
 */
import { EnvProblems, readEnv } from '../server/env';
import { shopOwnerCommand } from '../server/modules/staff/shop-owner';

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  if (!(error instanceof EnvProblems)) throw error;
  for (const problem of error.problems) console.error(`No owner was made. ${problem}`);
  process.exit(1);
}
const { ok, line } = await shopOwnerCommand(process.argv.slice(2), env);
if (ok) console.log(line);
else console.error(line);
process.exit(ok ? 0 : 1);
