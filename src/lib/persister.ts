import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
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

const KEY = 'kirana-query-cache';
/** Browsing changes the cache often and a write copies all of it: at most one write a second… */
const CALM_WRITE_MS = 1000;
/** …except while the shopper's changes are moving, when every copy is written at once. */
const PROMPT_WINDOW_MS = 3000;

let latest: PersistedClient | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let promptUntil = 0;
// One writer, writes in order: a slower older write can never land after a newer one.
let writes: Promise<unknown> = Promise.resolve();

function writeLatest() {
  clearTimeout(timer);
  timer = undefined;
  const client = latest;
  latest = undefined;
  if (client) writes = writes.then(() => orNothing(() => set(KEY, copyAsJson(client))));
}

/**
 * The copy is written again after every change, and once a shopper has browsed it holds the catalog they saw
 * (all twelve categories: 2.1 MB of JSON, about 50 ms under 4× and 120 ms on a mid-tier phone to write;
 * bench/README.md), while a change touches a query or two. So each query's data is written out once and kept:
 * query data is never changed in place (TanStack Query's rule, which its structural sharing relies on), so the
 * same data object reads the same. The text is exactly `JSON.stringify(client)` for data as the API sends it:
 * spread and overridden, each key keeps its place. The kept texts take about as much memory as the data itself,
 * for as long as it is in the cache.
 */
const written = new WeakMap<object, string>();
const MARK = `kirana-copy-${Math.random()}`;

/** `JSON.stringify(value)` with `part` where the mark stands (`replace` would read a `$` in `part` as a pattern). */
function stringifyWith(value: unknown, part: string): string {
  const [before, after] = JSON.stringify(value).split(JSON.stringify(MARK));
  return before + part + after;
}

export function copyAsJson(client: PersistedClient): string {
  const queries = client.clientState.queries.map((query) => {
    const { data } = query.state;
    if (typeof data !== 'object' || data === null) return JSON.stringify(query);
    let json = written.get(data);
    if (json === undefined) {
      json = JSON.stringify(data);
      written.set(data, json);
    } else if (import.meta.env.DEV && json !== JSON.stringify(data)) {
      // Nothing enforces the rule above, and a copy missing a change would pass every test: say so where it shows.
      console.error("Query data was changed in place: the phone's copy would miss the change.", data);
    }
    return stringifyWith({ ...query, state: { ...query.state, data: MARK } }, json);
  });
  // Joined with `+`, not `join`: V8 links the parts rather than copying them into one string here.
  const list = queries.reduce((joined, query, index) => joined + (index === 0 ? '' : ',') + query, '[');
  return stringifyWith({ ...client, clientState: { ...client.clientState, queries: MARK } }, `${list}]`);
}

const readSaved = () => orNothing(() => get<string>(KEY));

/**
 * The phone's copy is asked of IndexedDB as soon as this module runs, not when the app first renders:
 * the read then overlaps the rest of the start-up code instead of following it (a repeat visit on a
 * slow phone opens on this copy, online or not). Nothing writes before the first restore.
 */
let readAtStart: ReturnType<typeof readSaved> | undefined = readSaved();

/**
 * The query cache on the phone. The provider hands it a fresh copy on every cache change; it is
 * written at most once a second, or at once for a few seconds after the server answered a change (see
 * `savePromptlyForAWhile`): a reload right after a change was answered must not open on a copy
 * from before it, since the outbox no longer holds that change to lay on top.
 */
export const persister: Persister = {
  persistClient(client) {
    latest = client;
    if (Date.now() < promptUntil) writeLatest();
    else timer ??= setTimeout(writeLatest, CALM_WRITE_MS);
  },
  restoreClient: async () => {
    const saved = await (readAtStart ?? readSaved());
    readAtStart = undefined;
    return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
  },
  removeClient: async () => {
    await orNothing(() => del(KEY));
  },
};

/**
 * Every copy of the cache for the next few seconds is written at once (called when the server answers
 * a change). Resolves once the copy of this moment is on the phone.
 */
export function savePromptlyForAWhile(): Promise<unknown> {
  promptUntil = Date.now() + PROMPT_WINDOW_MS;
  if (latest) writeLatest();
  return writes;
}

/**
 * Asks the browser not to evict the shop's storage under pressure: a cart queued offline lives
 * there. The browser may say no (it decides by engagement); the shop works either way.
 */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
