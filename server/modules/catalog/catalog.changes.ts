import type { Database } from '../../db/client';
import type { Listening } from '../../db/listen';
import { describeErrorForLog } from '../../http/error-log';
import type { CatalogReadModel } from './catalog.read-model';

/** The channel migration 0008's trigger on products notifies (0015: only changes an answer shows): ids, or '*'. */
export const CATALOG_CHANNEL = 'catalog_changed';

/** Notices are collected this long and applied together: an order or a bulk edit is one reload. */
export const COALESCE_MS = 100;

/** After a reload failed (the database away for a moment), the whole catalog is reloaded this much later. */
const RETRY_MS = 1000;

/**
 * Keeps this process's read model in step with changes made anywhere (decision 020): another process's
 * order, a review, a price or name set with plain SQL or by a store tool. The database notifies every
 * change to products; the ids are collected for COALESCE_MS and only those products are reloaded. A
 * lost LISTEN connection, a '*' notice or a failed reload reloads the whole catalog.
 *
 * Only for PostgreSQL (`database.listen`). With PGlite this process is the only one on its database
 * (the data-dir lock) and its own routes refresh the read model after each change; PGlite could LISTEN
 * too, but nothing else could be writing.
 */
export async function followCatalogChanges(
  catalog: CatalogReadModel,
  listen: NonNullable<Database['listen']>,
): Promise<Listening> {
  const pending = new Set<number>();
  let everything = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function schedule(delay = COALESCE_MS) {
    if (!timer && !stopped) timer = setTimeout(apply, delay);
  }

  async function apply() {
    timer = undefined;
    const ids = [...pending];
    const all = everything;
    pending.clear();
    everything = false;
    try {
      if (all) await catalog.rebuild();
      else await catalog.refreshProducts(ids);
    } catch (error) {
      if (stopped) return;
      console.error(
        `Could not reload the catalog after a change; reloading it all shortly:\n${describeErrorForLog(error)}`,
      );
      everything = true;
      schedule(RETRY_MS);
    }
  }

  const listening = await listen(CATALOG_CHANNEL, {
    onNotification(payload) {
      for (const part of payload.split(',')) {
        if (/^\d{1,15}$/.test(part)) pending.add(Number(part));
        else everything = true; // '*', or a notice this process does not understand
      }
      schedule();
    },
    onResubscribed() {
      everything = true;
      schedule();
    },
  });

  return {
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await listening.close();
    },
  };
}

/** How often the best sellers are ranked again: purchase counts move with every order but move no version. */
export const TRENDING_EVERY_MS = 60_000;

/**
 * Ranks trending again every `everyMs` (decision 114): one small query per process, on PGlite and PostgreSQL
 * alike, instead of a new catalog version per sale. The returned stop waits for a ranking in flight.
 */
export function keepTrendingFresh(catalog: CatalogReadModel, everyMs = TRENDING_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = catalog.refreshTrending().catch((error: unknown) => {
      console.error(`Could not rank the best sellers again:\n${describeErrorForLog(error)}`);
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
