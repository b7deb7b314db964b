import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${PORT}`;
// A phone in India, whatever the machine's zone: no verdict depends on where the tests run.
const phone = { ...devices['Pixel 7'], timezoneId: 'Asia/Kolkata', launchOptions: chromiumExecutable() };

/**
 * e2e runs against the production build (`npm run build` first: the service worker exists
 * only there) served by the real server on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  // The 120 changes under random faults are one test of three to four minutes: in a project of its own, listed
  // first, it starts first and the other worker takes every other test meanwhile (last in file order, it ran alone).
  // It also meets a busy machine that way, as a cheap phone is: that is how it found decision 009's lost write.
  projects: [
    {
      name: 'random-faults',
      testMatch: 'sync-random.spec.ts',
      use: phone,
    },
    {
      name: 'chromium',
      testIgnore: 'sync-random.spec.ts',
      use: phone,
    },
  ],
  webServer: {
    command: 'rm -rf test-results/e2e-data && node --import tsx server/index.ts',
    url: `${baseURL}/api/user/product/getCategoryCount`,
    // TRUST_PROXY: the sign-in fixture gives each test its own client IP (X-Forwarded-For).
    env: { PORT: String(PORT), DATA_DIR: 'test-results/e2e-data', NODE_ENV: 'test', TRUST_PROXY: 'true' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
