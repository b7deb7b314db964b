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

const KEY = 'kirana-query-cache';
/** Browsing changes the cache often and a write copies all of it: at most one write a second… */
const CALM_WRITE_MS = 1000;
/** …except while the shopper's changes are moving, when every copy is written at once. */
const PROMPT_WINDOW_MS = 3000;

const readSaved = () => orNothing(() => get<string>(KEY));

/** The query cache's copy on the phone, one per page load (src/app/main.tsx makes it first thing; a test its own). */
export interface PhoneCopy {
  /**
   * The provider hands it a fresh copy on every cache change; it is written at most once a second, or at once for
   * a few seconds after the server answered a change: a reload then must not open on a copy from before it.
   */
  persister: Persister;
  /** `PersistQueryClientProvider`'s options. */
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Every copy for the next few seconds is written at once; resolves once the copy of this moment is on the phone. */
  savePromptlyForAWhile(): Promise<unknown>;
  /**
   * Signing out: the copy is removed and nothing is written again on this page. The queries in memory still hold
   * the shopper's answers, and one arriving before the reload would write them back.
   */
  forgetUntilReload(): Promise<void>;
}

/**
 * Starts the phone's copy: it is asked of IndexedDB at once, not when the app first renders, so the read overlaps
 * the rest of the start-up code. Nothing writes before the first restore.
 */
export function startPhoneCopy(): PhoneCopy {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let promptUntil = 0;
  let forgotten = false;
  // One writer, writes in order: a slower older write can never land after a newer one.
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
    // A copy still waiting is older than this removal and is dropped; the removal waits for a write under way,
    // which would otherwise land after it and bring the shopper's copy back.
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
        // A refetch that failed offline keeps its data. Answers kept apart are read when a page asks for them.
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

/** Gives the page's phone copy to the components under it (Log Out forgets it). */
export const PhoneCopyProvider = PhoneCopyContext.Provider;

export function usePhoneCopy(): PhoneCopy {
  const phoneCopy = useContext(PhoneCopyContext);
  if (!phoneCopy) throw new Error('No PhoneCopyProvider above this component: src/app/main.tsx gives one.');
  return phoneCopy;
}

/**
 * Answers too big to read back at every start are kept apart: each under a key of its own, read when a page
 * first asks for it. A category's listing is the whole category with both languages' descriptions, about
 * 180 KB; with all twelve in the one copy every start read 2.1 MB before the first page was drawn
 * (bench/README.md). Such answers are only ever fetched, never changed by the shop, so each is written once
 * per answer. Stored as TanStack Query's per-query persister stores them (decision 004 says why not with it).
 */
const apartKey = (queryHash: string) => `kirana-kept-apart-${queryHash}`;

/**
 * What the phone kept of an answer, unless it is missing, unreadable or of another shape. Not aged out: the one
 * copy is rewritten on every visit, so a phone with no signal for a week still opens what it saw; an entry is
 * replaced by the next answer, and there is one per category.
 */
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

/**
 * A query kept apart asks the phone first and the network only when the phone has nothing. What the phone had
 * is shown at once; then, as for the one copy's queries, it is dated when it was fetched and asked for again if
 * stale. Both are scheduled for after this "fetch" has made it the query's state.
 */
const readKeptApartCopyFirst: QueryPersister = async (queryFn, context, query) => {
  if (query.state.data === undefined) {
    const saved = await readApart(query.queryHash);
    if (saved) {
      notifyManager.schedule(() => {
        query.setState({ dataUpdatedAt: saved.state.dataUpdatedAt });
        // A failure (no signal) is already the query's error state, over the data kept.
        if (query.isStale()) query.fetch().catch(() => undefined);
      });
      return saved.state.data;
    }
  }
  const data = await queryFn(context);
  notifyManager.schedule(() => writeApart(query));
  return data;
};

/** Queries under `queryKey` are kept apart from the one copy (above). */
export function keepApart(queryClient: QueryClient, queryKey: QueryKey) {
  queryClient.setQueryDefaults(queryKey, { persister: readKeptApartCopyFirst });
}

const isKeptApart = (query: Query) => query.options.persister === readKeptApartCopyFirst;

/**
 * A copy written before answers were kept apart holds them in the one value, which the next write leaves them
 * out of: each is kept apart now, once, so nothing the phone had is lost on the way.
 */
export function keepApartWhatTheCopyHeld(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll())
    if (isKeptApart(query) && query.state.data !== undefined) writeApart(query);
}

/**
 * Asks the browser not to evict the shop's storage under pressure: a cart queued offline lives
 * there. The browser may say no (it decides by engagement); the shop works either way.
 */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
