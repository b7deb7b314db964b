import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach } from 'vitest';
import { toastsAtom } from '#src/lib/toast';
import { startClockAtTestNow } from './clock';

// findBy… and waitFor wait for what the app does next (a lazy chunk imported, the outbox writing to
// IndexedDB): on a 2-core machine running both test projects at once that can take over the default
// second, and 5 s was once too short too (the payment page's thank-you, behind a lazy route, in a
// fresh-clone run on a slow evening). Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// A page under test has no network but the one its test stubs (vi.stubGlobal('fetch', …)). happy-dom's own fetch
// would reach whatever listens on its localhost:3000, a shop started with npm start say. And a test's stub is gone
// (vi.unstubAllGlobals in its afterEach) before the page is taken down: what the page still asks then meets no
// signal, as a phone's would, and the next test starts reachable again (below).
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));

// The test files of a worker share the app's modules (vitest.config.ts: isolate false), so each test starts as a
// fresh page load would, whatever the tests before it left (in this file or another): no toasts left on screen, the
// shop reachable, nothing stored. A test that took the signal away need not give it back.
// Before the test files' own top-level code too, which may build dates for its fixtures.
startClockAtTestNow();

beforeEach(() => {
  startClockAtTestNow();
  getDefaultStore().set(toastsAtom, []);
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
