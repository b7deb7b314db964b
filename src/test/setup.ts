import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the app does next (a lazy chunk imported, the outbox writing to
// IndexedDB): on a 2-core machine running both test projects at once that can take over the default
// second. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
