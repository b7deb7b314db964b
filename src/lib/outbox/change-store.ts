import { createStore, del, get, promisifyRequest, set, type UseStore, values } from 'idb-keyval';
import type { Change } from './change';

/** Where the outbox keeps its changes: shared by every tab of the shop, and kept across restarts. */
export interface ChangeStore {
  /** Whether other tabs see the same changes. */
  readonly shared: boolean;
  all(): Promise<Change[]>;
  get(id: string): Promise<Change | undefined>;
  put(change: Change): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Reads the change and writes what `edit` makes of it in one transaction, so that no other tab's work falls in
   * between: `edit` returns the change to keep (the same one to leave it be) or null to remove it. Resolves with
   * what is kept, null when removed, undefined when there was no such change (then nothing is written).
   */
  edit(id: string, edit: (change: Change) => Change | null): Promise<Change | null | undefined>;
}

/** `edit` on a map: the memory stores' and the fallback's. */
function editIn(memory: Map<string, Change>, id: string, edit: (change: Change) => Change | null) {
  const stored = memory.get(id);
  if (!stored) return undefined;
  const kept = edit(stored);
  if (kept) memory.set(id, kept);
  else memory.delete(id);
  return kept;
}

/**
 * IndexedDB through idb-keyval, in a database of its own so the query cache's writes never touch
 * it. Where IndexedDB is missing or refuses (private browsing, a full disk) the changes live in
 * memory: the shop then works online as any website does.
 *
 * A change is on screen as soon as its write is asked for, and that write can wait behind the outbox's
 * own work on a busy phone. If the page goes away meanwhile (a reload, a link opened, the app closed)
 * IndexedDB drops the write with the page: on `pagehide` the changes not yet written are copied into
 * localStorage, which the browser keeps at once, and the next page of the shop, in any tab, puts them into
 * IndexedDB before it reads the outbox. Their ids are kept, so one written after all is not doubled, and
 * one sent twice is applied once by its key (decision 011).
 */
export function indexedDbChangeStore(name = 'kirana-outbox'): ChangeStore {
  let idb: UseStore | undefined;
  try {
    idb = createStore(name, 'changes');
  } catch {
    idb = undefined;
  }
  const memory = new Map<string, Change>();
  /** Asked to be written and not yet written (every change, where IndexedDB refuses). */
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

  /** Unwritten until IndexedDB says so: from the moment it is asked for, so a pagehide at once keeps it. */
  async function write(change: Change) {
    memory.set(change.id, change);
    unwritten.set(change.id, change);
    const written = await orMemory(
      (store) => set(change.id, change, store).then(() => true),
      () => false,
    );
    // A later version of the same change may have been asked for meanwhile: that one is still unwritten.
    if (written && unwritten.get(change.id) === change) unwritten.delete(change.id);
  }

  // What an earlier page could not write, first: before anything here reads the outbox.
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
    // New changes have ids of their own: their writes need not wait for the recovered ones.
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
          // Only IndexedDB's own requests may be awaited in here: the transaction ends once nothing of its own is pending.
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
        // Where IndexedDB refuses, the copy kept at pagehide must be this version, not the one first written.
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
    // No localStorage either (storage refused): nothing more can be kept.
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
