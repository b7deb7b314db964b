/**
 * `npm test`: every check the project has, in one run, ending with one line
 * `N passed, N failed` that totals every runner (CI reads it). Each check step
 * (typecheck, lint, import rules, build, size budget, Lighthouse) counts as one; vitest and Playwright count their tests.
 *
 * The server tests run twice: on the embedded PGlite, then on a real PostgreSQL server
 * (KIRANA_TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres). Without a
 * reachable server the second pass is skipped with a plain notice, unless
 * KIRANA_REQUIRE_POSTGRES=1 (CI), where that is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const RESULTS = 'test-results';
rmSync(`${RESULTS}/vitest.json`, { force: true });
rmSync(`${RESULTS}/vitest-postgres.json`, { force: true });
rmSync(`${RESULTS}/playwright.json`, { force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
const summary: string[] = [];
// Each failed test by name, printed beside the summary: a CI log is often read from its tail only.
const failures: string[] = [];

function run(title: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  summary.push(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function step(title: string, command: string) {
  const ok = run(title, command);
  if (ok) passed++;
  else failed++;
  return ok;
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

step('messages compiled (Paraglide)', 'npm run messages');
step('typecheck', 'npx tsc -b');
step('lint', 'npx biome check .');
step('import rules', 'node --import tsx scripts/import-rules.ts');
step('API description (Redocly lint)', 'node --import tsx scripts/lint-openapi.ts');

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
};

function vitestPass(title: string, args: string, output: string, env: Record<string, string> = {}) {
  const ok = run(title, `npx vitest run ${args} --reporter=default --reporter=json --outputFile.json=${output}`, env);
  const report = readJson<VitestReport>(output);
  passed += report?.numPassedTests ?? 0;
  failed += report?.numFailedTests ?? 0;
  if (!ok && !report?.numFailedTests) failed++; // the runner itself broke
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${title}: ${relative('.', file.name)} › ${test.fullName}`);
    }
  }
}

type PlaywrightSuite = {
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};

function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
    .map((spec) => `end-to-end: ${spec.file}:${spec.line} › ${spec.title}`);
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

vitestPass('unit, component and API tests on PGlite (vitest)', '', `${RESULTS}/vitest.json`);

const postgresReachable =
  spawnSync('node', ['--import', 'tsx', 'scripts/postgres-reachable.ts'], { stdio: 'ignore' }).status === 0;
if (postgresReachable) {
  vitestPass('API tests on PostgreSQL (vitest)', '--project server', `${RESULTS}/vitest-postgres.json`, {
    KIRANA_TEST_DB: 'postgres',
  });
} else if (process.env.KIRANA_REQUIRE_POSTGRES === '1') {
  console.error('PostgreSQL is required here (KIRANA_REQUIRE_POSTGRES=1) but no server answered.');
  failed++;
} else {
  summary.push('! PostgreSQL pass NOT run: no server answered (set KIRANA_TEST_POSTGRES_URL to run it)');
}

const built = step('build', 'npx vite build');
if (built) {
  step('size budget', 'node --import tsx bench/size-budget.ts');
  const e2eOk = run('end-to-end tests in Chromium (Playwright)', 'npx playwright test --reporter=list,json', {
    PLAYWRIGHT_JSON_OUTPUT_FILE: `${RESULTS}/playwright.json`,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
  });
  const e2e = readJson<PlaywrightSuite & { stats: { expected: number; unexpected: number; flaky: number } }>(
    `${RESULTS}/playwright.json`,
  );
  passed += (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
  failed += e2e?.stats.unexpected ?? 0;
  if (e2e) failures.push(...playwrightFailures(e2e));
  if (!e2eOk && !e2e?.stats.unexpected) failed++;
  // Last: Lighthouse wants the machine to itself (a busy core shows up as blocking time).
  step('Lighthouse: home, category, product (mobile)', 'node --import tsx bench/lighthouse.ts --check');
} else {
  failed++; // e2e could not run without a build
}

console.log(`\n${summary.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
