import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The messages compiled once before any test (src/lib/i18n/paraglide is not kept in git).
    globalSetup: ['scripts/compile-messages.ts'],
    // Server test files each open their own embedded database; two at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Above the 10 s a single step may wait (src/test/setup.ts): a step that waits too long fails as
          // itself, and a test of several steps is not cut off on a busy 2-core machine (the payment page's
          // order test was, at the default 5 s, in a fresh-clone run beside the server tests).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
