/**
 * `npm test`'s OpenAPI step: writes the document GET /api/openapi.json serves (the same function, no
 * server started) to test-results/openapi.json and lints it with Redocly's recommended rules
 * (redocly.yaml). A warning fails the step as an error does: redocly's own exit code counts errors only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../server/http/openapi';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

const OUTPUT = 'test-results/openapi.json';
mkdirSync('test-results', { recursive: true });
writeFileSync(OUTPUT, `${JSON.stringify(openApiDocument(), null, 2)}\n`);

const lint = spawnSync('npx', ['redocly', 'lint', OUTPUT, '--format=json', '--max-problems=1000'], {
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  maxBuffer: 64 * 1024 * 1024,
});
let report: LintReport;
try {
  report = JSON.parse(lint.stdout) as LintReport;
} catch {
  console.error(lint.stdout, lint.stderr);
  process.exit(1);
}
for (const problem of report.problems) {
  console.log(`${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
}
const { errors, warnings } = report.totals;
console.log(`${OUTPUT}: ${errors} errors, ${warnings} warnings (Redocly's recommended rules, redocly.yaml)`);
process.exit(errors + warnings === 0 ? 0 : 1);
