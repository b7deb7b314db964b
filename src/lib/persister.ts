import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
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

const storage = {
  key: 'kirana-query-cache',
  storage: {
    getItem: (key: string) => orNothing(() => get<string>(key)),
    setItem: (key: string, value: string) => orNothing(() => set(key, value)),
    removeItem: (key: string) => orNothing(() => del(key)),
  },
};

/** Writes the cache at most once a second: browsing changes it often and a write copies all of it. */
export const persister = createAsyncStoragePersister({ ...storage, throttleTime: 1000 });

const promptPersister = createAsyncStoragePersister({ ...storage, throttleTime: 0 });

/**
 * A change the shopper made (above all one queued offline) is written at once, not up to a second
 * later: an app closed right after "Add to Cart" with no signal must still have the change when it
 * opens again. So every mutation event, and every cache change while a mutation is under way (its
 * optimistic update), saves straight away. Returns the unsubscribe.
 */
export function saveChangesPromptly(queryClient: QueryClient) {
  let scheduled = false;
  const saveSoon = () => {
    if (scheduled) return;
    scheduled = true;
    // A burst of events (the mutation, then its optimistic update) becomes one write.
    queueMicrotask(() => {
      scheduled = false;
      void persistQueryClientSave({ queryClient, persister: promptPersister, buster: CACHE_BUSTER });
    });
  };
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(saveSoon);
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isMutating() > 0) saveSoon();
  });
  return () => {
    unsubscribeMutations();
    unsubscribeQueries();
  };
}

/**
 * Asks the browser not to evict the shop's storage under pressure: a cart queued offline lives
 * there. The browser may say no (it decides by engagement); the shop works either way.
 */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
