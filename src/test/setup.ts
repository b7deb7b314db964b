import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { startClockAtTestNow } from './clock';

// findBy… and waitFor wait for what the app does next (a lazy chunk, an IndexedDB write), which on a busy 2-core
// machine can take seconds. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// A page under test has no network but the one its test stubs: happy-dom's own fetch would reach whatever listens
// on its localhost:3000. What a page asks after its test's stub is gone meets no signal, as a phone's would.
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));

// A worker's test files share one module graph (vitest.config.ts), so what a page keeps outside the objects a test
// makes for itself (src/test/render.tsx) starts afresh here: the clock, the language (Paraglide's, for the
// whole page), TanStack Query's online flag, the storage.
// The clock is set before the files' own top-level code too, which may build dates for fixtures.
startClockAtTestNow();

beforeEach(() => {
  startClockAtTestNow();
  chooseLocale('en');
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
