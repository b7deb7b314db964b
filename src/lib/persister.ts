import { notifyManager, type Query, type QueryClient, type QueryKey, type QueryPersister } from '@tanstack/react-query';
import type {
  PersistedClient,
  PersistedQuery,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { createContext, useContext } from 'react';
import { PERSIST_MAX_AGE } from './query-client';

/** The persisted data's shape: bump only when older data would break the app; not the build hash (releases would start cold). */
export const CACHE_BUSTER = 'kirana-data-v1';

/** IndexedDB may be missing or refuse: the shop then simply remembers nothing between visits. */
async function orNothing<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

const KEY = 'kirana-query-cache';
/** A write copies the whole cache: at most one a second while browsing… */
const CALM_WRITE_MS = 1000;
/** …but every copy at once while the shopper's changes are moving. */
const PROMPT_WINDOW_MS = 3000;

const readSaved = () => orNothing(() => get<string>(KEY));

/** The query cache's copy on the phone, one per page load (src/app/main.tsx) or test. */
export interface PhoneCopy {
  /** Written at most once a second, or at once for a while after a change is answered, so a reload sees it. */
  persister: Persister;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Writes every copy at once for a few seconds; resolves once the current copy is on the phone. */
  savePromptlyForAWhile(): Promise<unknown>;
  /** Signing out: removes the copy and writes none again on this page (queries in memory still hold the shopper's). */
  forgetUntilReload(): Promise<void>;
}

/** Starts the phone's copy, reading IndexedDB at once so the read overlaps start-up. */
export function startPhoneCopy(): PhoneCopy {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let promptUntil = 0;
  let forgotten = false;
  // One writer, in order: an older write can never land after a newer one.
  let writes: Promise<unknown> = Promise.resolve();
  let readAtStart: ReturnType<typeof readSaved> | undefined = readSaved();

  const writeLatest = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (client) writes = writes.then(() => orNothing(() => set(KEY, JSON.stringify(client))));
  };

  const persister: Persister = {
    persistClient(client) {
      if (forgotten) return;
      latest = client;
      if (Date.now() < promptUntil) writeLatest();
      else timer ??= setTimeout(writeLatest, CALM_WRITE_MS);
    },
    restoreClient: async () => {
      const saved = await (readAtStart ?? readSaved());
      readAtStart = undefined;
      return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
    },
    // Drops a copy still waiting (older than this) and waits for a write under way, which would bring it back.
    removeClient: async () => {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
      promptUntil = 0;
      writes = writes.then(() => orNothing(() => del(KEY)));
      await writes;
    },
  };

  const phoneCopy: PhoneCopy = {
    persister,
    persistOptions: {
      persister,
      maxAge: PERSIST_MAX_AGE,
      buster: CACHE_BUSTER,
      dehydrateOptions: {
        // Changes are kept by the outbox, not as persisted mutations (decision 009).
        shouldDehydrateMutation: () => false,
        // A refetch that failed offline keeps its data; answers kept apart are read when asked for.
        shouldDehydrateQuery: (query) => query.state.data !== undefined && !isKeptApart(query),
      },
    },
    savePromptlyForAWhile() {
      promptUntil = Date.now() + PROMPT_WINDOW_MS;
      if (latest) writeLatest();
      return writes;
    },
    async forgetUntilReload() {
      forgotten = true;
      await phoneCopy.persister.removeClient();
    },
  };
  return phoneCopy;
}

const PhoneCopyContext = createContext<PhoneCopy | undefined>(undefined);

/** Gives the page's phone copy to the components under it. */
export const PhoneCopyProvider = PhoneCopyContext.Provider;

export function usePhoneCopy(): PhoneCopy {
  const phoneCopy = useContext(PhoneCopyContext);
  if (!phoneCopy) throw new Error('No PhoneCopyProvider');
  return phoneCopy;
}

// Answers too big to read at every start are kept apart, each under its own key (decision 004: why not TanStack's).
const apartKey = (queryHash: string) => `kirana-kept-apart-${queryHash}`;

/** The kept answer, unless missing, unreadable or stale in shape; not aged out, so a long-offline phone still opens it. */
async function readApart(queryHash: string): Promise<PersistedQuery | undefined> {
  const text = await orNothing(() => get<string>(apartKey(queryHash)));
  if (text === undefined) return undefined;
  const saved = await orNothing(async () => JSON.parse(text) as PersistedQuery);
  if (saved?.buster === CACHE_BUSTER) return saved;
  await orNothing(() => del(apartKey(queryHash)));
  return undefined;
}

function writeApart(query: Query) {
  const saved: PersistedQuery = {
    buster: CACHE_BUSTER,
    queryHash: query.queryHash,
    queryKey: query.queryKey,
    state: query.state,
  };
  void orNothing(() => set(apartKey(query.queryHash), JSON.stringify(saved)));
}

// The phone first, the network only if it has nothing; once this "fetch" has set the state, date it, refetch if stale.
const readKeptApartCopyFirst: QueryPersister = async (queryFn, context, query) => {
  if (query.state.data === undefined) {
    const saved = await readApart(query.queryHash);
    if (saved) {
      notifyManager.schedule(() => {
        query.setState({ dataUpdatedAt: saved.state.dataUpdatedAt });
        // A failure (no signal) becomes the query's error state, over the kept data.
        if (query.isStale()) query.fetch().catch(() => undefined);
      });
      return saved.state.data;
    }
  }
  const data = await queryFn(context);
  notifyManager.schedule(() => writeApart(query));
  return data;
};

/** Queries under `queryKey` are kept apart from the one copy. */
export function keepApart(queryClient: QueryClient, queryKey: QueryKey) {
  queryClient.setQueryDefaults(queryKey, { persister: readKeptApartCopyFirst });
}

const isKeptApart = (query: Query) => query.options.persister === readKeptApartCopyFirst;

/** A copy from before answers were kept apart holds them, but the next write drops them: keep each apart now. */
export function keepApartWhatTheCopyHeld(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll())
    if (isKeptApart(query) && query.state.data !== undefined) writeApart(query);
}

/** Asks the browser not to evict the shop's storage (a queued cart lives there); it may refuse. */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
