/**
 * `node --import tsx scripts/import-rules.ts`: the import rules of docs/decisions/017, run by `npm test`.
 * First the rules must still catch the violations kept on purpose in scripts/import-rules-fixtures
 * (one per rule, so a rule that silently stopped matching fails here); then src/, contract/, server/ and sw/
 * must have none. A violation is printed by dependency-cruiser with the rule's name and its advice.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CONFIG = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./import-rules-fixtures', import.meta.url));
const RULES = [
  'app-layer-imported',
  'feature-imports-feature',
  'domain-imports-feature',
  'base-imports-upward',
  'contract-imports-app',
  'app-imports-server',
  'server-imports-app',
  'sw-imports-app',
  'no-import-cycle',
];

const depcruise = (cwd: string) =>
  spawnSync('npx', ['depcruise', 'src', 'contract', 'server', 'sw', '--config', CONFIG, '--output-type', 'err-long'], {
    cwd,
    encoding: 'utf8',
  });

const probe = depcruise(FIXTURES);
const silent = RULES.filter((rule) => !probe.stdout.includes(`${rule}:`));
if (probe.status === 0 || silent.length > 0) {
  console.error(probe.stdout, probe.stderr);
  console.error(`The import rules no longer catch their fixtures: ${silent.join(', ') || 'exit code 0'}`);
  process.exit(1);
}
console.log(`The import rules catch each of their ${RULES.length} fixtures.`);

const tree = depcruise(process.cwd());
process.stdout.write(tree.stdout);
process.stderr.write(tree.stderr);
process.exit(tree.status ?? 1);
