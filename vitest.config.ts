import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Every test reads the time of day in one zone, whatever the machine's (the app's own clock is src/test/clock.ts).
process.env.TZ = 'Asia/Kolkata';

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
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // One module graph per worker, not one per file: isolated, the same files took 5 to 14 times as long
          // here (docs/testing.md). A test makes its own connection, phone copy, toasts, query client and outbox
          // (src/test/render.tsx), which end with it; src/test/setup.ts resets what the page still shares.
          isolate: false,
          // Above the 10 s a single step may wait (src/test/setup.ts): a step that waits too long fails as itself,
          // and a test of several steps is not cut off on a busy 2-core machine.
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
          // As the app's: one module graph per worker. Each file builds its own app on its own copy of the
          // worker's one seeded database (server/test/test-shop.ts), so no file sees another's writes.
          isolate: false,
        },
      },
    ],
  },
});
