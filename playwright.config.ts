import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${PORT}`;

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
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Pixel 7'], launchOptions: chromiumExecutable() },
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
