import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the app does next (a lazy chunk imported, the outbox writing to
// IndexedDB): on a 2-core machine running both test projects at once that can take over the default
// second, and 5 s was once too short too (the payment page's thank-you, behind a lazy route, in a
// fresh-clone run on a slow evening). Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
