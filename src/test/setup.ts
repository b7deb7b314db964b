import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll } from 'vitest';
import { noteServerReached } from '#src/lib/online';
import { writeFromPageLoad } from '#src/lib/persister';
import { toastsAtom } from '#src/lib/toast';

// findBy… and waitFor wait for what the app does next (a lazy chunk imported, the outbox writing to
// IndexedDB): on a 2-core machine running both test projects at once that can take over the default
// second, and 5 s was once too short too (the payment page's thank-you, behind a lazy route, in a
// fresh-clone run on a slow evening). Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// The test files of a worker share the app's modules (vitest.config.ts: isolate false), so each starts as a
// fresh page load would: no toasts left on screen, the shop reachable, nothing stored by the files before.
beforeAll(() => {
  getDefaultStore().set(toastsAtom, []);
  noteServerReached();
  writeFromPageLoad();
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
