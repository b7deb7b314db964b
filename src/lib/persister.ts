import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

/**
 * The version of the persisted data's shape. Bump it only when cached data from an older
 * version would break the app: a bust also drops mutations still queued offline, so it is
 * never tied to the build hash.
 */
export const CACHE_BUSTER = 'kirana-data-v1';

export const persister = createAsyncStoragePersister({
  key: 'kirana-query-cache',
  storage: {
    getItem: (key) => get<string>(key),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  throttleTime: 1000,
});
