let openings = 0;

/**
 * A query that makes an import a fresh copy of its module, as a page opened again evaluates it, e.g.
 * import(`./checkout.atoms.ts?${anew()}`) marked `@vite-ignore` (Vite's own reading of an import with a variable in
 * it cannot take a query). Only that module is made anew. vi.resetModules would make every module of the worker
 * anew: the files after this one (vitest.config.ts: isolate false) would then run on a second copy of the app while
 * the first copy's leftovers (listeners on the connection, timers) still ran.
 */
export const anew = () => `opened=${++openings}`;
