import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

/**
 * The version of the persisted data's shape. Bump it only when cached data from an older
 * version would break the app: a bust also drops mutations still queued offline, so it is
 * never tied to the build hash.
 */
export const CACHE_BUSTER = 'kirana-data-v1';

/**
 * IndexedDB may be missing or refuse (private browsing, a full disk, a blocked database): then
 * the shop works online as any website does and simply remembers nothing between visits.
 */
async function orNothing<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

export const persister = createAsyncStoragePersister({
  key: 'kirana-query-cache',
  storage: {
    getItem: (key) => orNothing(() => get<string>(key)),
    setItem: (key, value: string) => orNothing(() => set(key, value)),
    removeItem: (key) => orNothing(() => del(key)),
  },
  throttleTime: 1000,
});

/**
 * Asks the browser not to evict the shop's storage under pressure: a cart queued offline lives
 * there. The browser may say no (it decides by engagement); the shop works either way.
 */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
