import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import type { Change } from './outbox';

/** Where the outbox keeps its changes: shared by every tab of the shop, and kept across restarts. */
export interface ChangeStore {
  /** Whether other tabs see the same changes. */
  readonly shared: boolean;
  all(): Promise<Change[]>;
  get(id: string): Promise<Change | undefined>;
  put(change: Change): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * IndexedDB through idb-keyval, in a database of its own so the query cache's writes never touch
 * it. Where IndexedDB is missing or refuses (private browsing, a full disk) the changes live in
 * memory: the shop then works online as any website does, and a reload forgets what was not sent.
 */
export function indexedDbChangeStore(name = 'kirana-outbox'): ChangeStore {
  let idb: UseStore | undefined;
  try {
    idb = createStore(name, 'changes');
  } catch {
    idb = undefined;
  }
  const memory = new Map<string, Change>();

  async function orMemory<T>(work: (store: UseStore) => Promise<T>, fallback: () => T): Promise<T> {
    if (!idb) return fallback();
    try {
      return await work(idb);
    } catch {
      idb = undefined;
      return fallback();
    }
  }

  return {
    shared: true,
    all: () =>
      orMemory(
        (store) => values<Change>(store),
        () => [...memory.values()],
      ),
    get: (id) =>
      orMemory(
        (store) => get<Change>(id, store),
        () => memory.get(id),
      ),
    put: async (change) => {
      memory.set(change.id, change);
      await orMemory(
        (store) => set(change.id, change, store),
        () => undefined,
      );
    },
    remove: async (id) => {
      memory.delete(id);
      await orMemory(
        (store) => del(id, store),
        () => undefined,
      );
    },
  };
}

/** For tests and for a phone with no storage at all. */
export function memoryChangeStore(): ChangeStore {
  const memory = new Map<string, Change>();
  return {
    shared: false,
    all: async () => [...memory.values()],
    get: async (id) => memory.get(id),
    put: async (change) => void memory.set(change.id, structuredClone(change)),
    remove: async (id) => void memory.delete(id),
  };
}
