import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

/**
 * The version of the persisted data's shape. Bump it only when cached data from an older
 * version would break the app. Changes waiting for the signal live apart, in the outbox, and
 * survive a bust; still it is never tied to the build hash, or every release would start cold.
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

const storage = {
  key: 'kirana-query-cache',
  storage: {
    getItem: (key: string) => orNothing(() => get<string>(key)),
    setItem: (key: string, value: string) => orNothing(() => set(key, value)),
    removeItem: (key: string) => orNothing(() => del(key)),
  },
};

/**
 * Writes the cache at most once a second: browsing changes it often and a write copies all of it.
 * A change the shopper makes is safe in the outbox before this copy is written (decision 009).
 */
export const persister = createAsyncStoragePersister({ ...storage, throttleTime: 1000 });

/**
 * Asks the browser not to evict the shop's storage under pressure: a cart queued offline lives
 * there. The browser may say no (it decides by engagement); the shop works either way.
 */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
