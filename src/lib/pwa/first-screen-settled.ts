/** The first screen has settled once nothing it asked for has come in for this long after `load`… */
export const QUIET_MS = 1000;
/** …or this long after `load` at the latest: a page that keeps fetching still gets its offline copy. */
export const SETTLE_AT_MOST_MS = 5000;

/** Resolves after `load`, once no request of the page has finished for QUIET_MS (SETTLE_AT_MOST_MS at most). */
export async function firstScreenSettled(): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
  }
  await new Promise<void>((settled) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
      settled();
    };
    let quiet = setTimeout(finish, QUIET_MS);
    const latest = setTimeout(finish, SETTLE_AT_MOST_MS);
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, QUIET_MS);
    });
    observer.observe({ type: 'resource' });
  });
}
