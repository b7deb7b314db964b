let openings = 0;

/**
 * A query that makes an import a fresh copy of that module alone, as a page opened again evaluates it:
 * import(`./checkout.atoms.ts?${pageOpenedAgain()}`), marked `@vite-ignore`. vi.resetModules would renew every module
 * of the worker's shared graph (vitest.config.ts), under the files still to run.
 */
export const pageOpenedAgain = () => `opened=${++openings}`;
