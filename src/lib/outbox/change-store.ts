import { createStore, del, get, promisifyRequest, set, type UseStore, values } from 'idb-keyval';
import type { Change } from './change';

/** Where the outbox keeps its changes: shared by every tab, kept across restarts. */
export interface ChangeStore {
  /** Whether other tabs see the same changes. */
  readonly shared: boolean;
  all(): Promise<Change[]>;
  get(id: string): Promise<Change | undefined>;
  put(change: Change): Promise<void>;
  remove(id: string): Promise<void>;
  /** One transaction, no other tab between: `edit` returns what to keep or null; resolves with that, undefined if absent. */
  edit(id: string, edit: (change: Change) => Change | null): Promise<Change | null | undefined>;
}

function editIn(memory: Map<string, Change>, id: string, edit: (change: Change) => Change | null) {
  const stored = memory.get(id);
  if (!stored) return undefined;
  const kept = edit(stored);
  if (kept) memory.set(id, kept);
  else memory.delete(id);
  return kept;
}

/** IndexedDB, else memory; writes still pending at pagehide go via localStorage to the next page (decision 011). */
export function indexedDbChangeStore(name = 'kirana-outbox'): ChangeStore {
  let idb: UseStore | undefined;
  try {
    idb = createStore(name, 'changes');
  } catch {
    idb = undefined;
  }
  const memory = new Map<string, Change>();
  /** Asked to be written and not yet written. */
  const unwritten = new Map<string, Change>();
  const journal = `${name}:unwritten`;
  globalThis.addEventListener?.('pagehide', () => {
    if (unwritten.size === 0) return;
    const kept = readJournal(journal);
    for (const change of unwritten.values()) kept[change.id] = change;
    writeJournal(journal, kept);
  });

  async function orMemory<T>(work: (store: UseStore) => Promise<T>, fallback: () => T): Promise<T> {
    if (!idb) return fallback();
    try {
      return await work(idb);
    } catch {
      idb = undefined;
      return fallback();
    }
  }

  /** Unwritten from the moment it is asked for, so an immediate pagehide keeps it. */
  async function write(change: Change) {
    memory.set(change.id, change);
    unwritten.set(change.id, change);
    const written = await orMemory(
      (store) => set(change.id, change, store).then(() => true),
      () => false,
    );
    // A later version of the change may have been asked for meanwhile: that one is still unwritten.
    if (written && unwritten.get(change.id) === change) unwritten.delete(change.id);
  }

  // An earlier page's unwritten changes, before anything reads the outbox.
  const recovered = (async () => {
    const left = readJournal(journal);
    if (Object.keys(left).length === 0) return;
    writeJournal(journal, {});
    for (const change of Object.values(left)) {
      const there = await orMemory(
        (store) => get<Change>(change.id, store),
        () => memory.get(change.id),
      );
      if (!there) await write(change);
    }
  })();

  return {
    shared: true,
    all: async () => {
      await recovered;
      return orMemory(
        (store) => values<Change>(store),
        () => [...memory.values()],
      );
    },
    get: async (id) => {
      await recovered;
      return orMemory(
        (store) => get<Change>(id, store),
        () => memory.get(id),
      );
    },
    // New changes have ids of their own: no need to wait for the recovered ones.
    put: write,
    remove: async (id) => {
      memory.delete(id);
      unwritten.delete(id);
      await recovered;
      await orMemory(
        (store) => del(id, store),
        () => undefined,
      );
    },
    edit: async (id, edit) => {
      await recovered;
      let inMemoryOnly = false;
      const kept = await orMemory(
        (store) =>
          // Await only IndexedDB's own requests here: the transaction ends once none is pending.
          store('readwrite', async (changes) => {
            const stored = await promisifyRequest<Change | undefined>(changes.get(id));
            if (!stored) return undefined;
            const next = edit(stored);
            if (!next) changes.delete(id);
            else if (next !== stored) changes.put(next, id);
            await promisifyRequest(changes.transaction);
            return next;
          }),
        () => {
          inMemoryOnly = true;
          return editIn(memory, id, edit);
        },
      );
      if (kept) {
        memory.set(id, kept);
        // Where IndexedDB refuses, pagehide must keep this version, not the first one written.
        if (inMemoryOnly) unwritten.set(id, kept);
      } else if (kept === null) {
        memory.delete(id);
        unwritten.delete(id);
      }
      return kept;
    },
  };
}

function readJournal(key: string): Record<string, Change> {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Change>;
  } catch {
    return {};
  }
}

function writeJournal(key: string, changes: Record<string, Change>) {
  try {
    if (Object.keys(changes).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(changes));
  } catch {
    // No localStorage either: nothing more can be kept.
  }
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
    edit: async (id, edit) => structuredClone(editIn(memory, id, edit)),
  };
}
