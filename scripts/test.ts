/**
 * `npm test`: every check the project has, in one run, ending with one line
 * `N passed, N failed` that totals every runner (CI reads it). Each check step
 * (typecheck, lint, build, size budget) counts as one; vitest and Playwright count their tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(`${RESULTS}/vitest.json`, { force: true });
rmSync(`${RESULTS}/playwright.json`, { force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
const summary: string[] = [];

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

step('typecheck', 'npx tsc -b');
step('lint', 'npx biome check .');

const vitestOk = run(
  'unit, component and API tests (vitest)',
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${RESULTS}/vitest.json`,
);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(`${RESULTS}/vitest.json`);
passed += vitest?.numPassedTests ?? 0;
failed += vitest?.numFailedTests ?? 0;
if (!vitestOk && !vitest?.numFailedTests) failed++; // the runner itself broke

const built = step('build', 'npx vite build');
if (built) {
  step('size budget', 'node --import tsx bench/size-budget.ts');
  const e2eOk = run('end-to-end tests in Chromium (Playwright)', 'npx playwright test --reporter=list,json', {
    PLAYWRIGHT_JSON_OUTPUT_FILE: `${RESULTS}/playwright.json`,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
  });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    `${RESULTS}/playwright.json`,
  );
  passed += (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
  failed += e2e?.stats.unexpected ?? 0;
  if (!e2eOk && !e2e?.stats.unexpected) failed++;
} else {
  failed++; // e2e could not run without a build
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
