import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeIndexedDb } from '#src/test/fake-indexeddb';
import { CACHE_BUSTER, keepApart, keepApartWhatTheCopyHeld, startPhoneCopy } from './persister';

withFakeIndexedDb();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The phone's copy as a page load starts it (it reads the phone at once), with the module's own functions. */
const started = async () => ({ CACHE_BUSTER, keepApart, keepApartWhatTheCopyHeld, ...startPhoneCopy() });

describe('the persister without IndexedDB (private mode, blocked storage)', () => {
  it('saves and restores nothing, and never throws', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const { persister, CACHE_BUSTER, savePromptlyForAWhile } = await started();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['catalog', 'featured'], [1, 2, 3]);
    await expect(persistQueryClientSave({ queryClient, persister, buster: CACHE_BUSTER })).resolves.toBeUndefined();
    // Written now, not by a timer that would fire in a later test, with IndexedDB back.
    await expect(savePromptlyForAWhile()).resolves.toBeUndefined();
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    const fresh = new QueryClient();
    await persistQueryClientRestore({ queryClient: fresh, persister, buster: CACHE_BUSTER });
    expect(fresh.getQueryData(['catalog', 'featured'])).toBeUndefined();
  });
});

describe('the persister', () => {
  it('asks IndexedDB for the saved copy as soon as the app starts, before the first restore', async () => {
    const saved = { buster: 'kirana-data-v1', timestamp: Date.now(), clientState: { queries: [], mutations: [] } };
    const { del, set } = await import('idb-keyval');
    await set('kirana-query-cache', JSON.stringify(saved));
    const { persister } = await started();
    // Gone before the first restore is asked for: only a read made as the copy started still finds it.
    await del('kirana-query-cache');
    await expect(persister.restoreClient()).resolves.toEqual(saved);
    // Later restores read afresh.
    const later = { ...saved, timestamp: saved.timestamp + 1 };
    await set('kirana-query-cache', JSON.stringify(later));
    await expect(persister.restoreClient()).resolves.toEqual(later);
  });
});

describe("the phone's copy written out", () => {
  it('is the cache as JSON, in IndexedDB', async () => {
    const { persister, savePromptlyForAWhile } = await started();
    const { get } = await import('idb-keyval');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['catalog', 'featured'], [{ id: 3, name: 'Salt' }]);
    const client = { buster: 'kirana-data-v1', timestamp: Date.now(), clientState: dehydrate(queryClient) };
    persister.persistClient(client);
    await savePromptlyForAWhile();
    expect(await get('kirana-query-cache')).toBe(JSON.stringify(client));
  });

  it('is gone after signing out, even when a write was under way (a change answered a moment before)', async () => {
    const { persister, savePromptlyForAWhile } = await started();
    const { get } = await import('idb-keyval');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cart', 'items', 'shopper-1'], [{ id: 7, quantity: 2 }]);
    void savePromptlyForAWhile(); // copies are now written at once
    persister.persistClient({ buster: 'kirana-data-v1', timestamp: Date.now(), clientState: dehydrate(queryClient) });
    await persister.removeClient();
    expect(await get('kirana-query-cache')).toBeUndefined();
  });
});

describe('the shopper forgotten (signing out)', () => {
  it('writes nothing more until the page reloads: an answer arriving before the reload does not bring the copy back', async () => {
    const { persister, forgetUntilReload, savePromptlyForAWhile } = await started();
    const { get } = await import('idb-keyval');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'profile'], { name: 'Meena Kumari' });
    const copy = () => ({ buster: 'kirana-data-v1', timestamp: Date.now(), clientState: dehydrate(queryClient) });
    persister.persistClient(copy());
    await savePromptlyForAWhile();
    expect(await get('kirana-query-cache')).toContain('Meena Kumari');

    await forgetUntilReload();
    queryClient.setQueryData(['catalog', 'featured'], [1, 2, 3]);
    persister.persistClient(copy());
    await savePromptlyForAWhile();
    expect(await get('kirana-query-cache')).toBeUndefined();
  });
});

describe('answers kept apart (the category listings)', () => {
  const LISTINGS = ['catalog', 'by-category'];
  const snacks = [...LISTINGS, 'Snacks'];
  const listing = [{ id: 1, name: 'Chakli 200 g' }];
  const keptAs = `kirana-kept-apart-${JSON.stringify(snacks)}`;
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  beforeEach(async () => {
    const { clear } = await import('idb-keyval');
    await clear();
  });

  /** A shop that fetched the Snacks listing and the featured products, and wrote its copy. */
  async function shopThatBrowsed() {
    const { keepApart, persistOptions, savePromptlyForAWhile } = await started();
    const queryClient = new QueryClient();
    keepApart(queryClient, LISTINGS);
    await queryClient.fetchQuery({ queryKey: snacks, queryFn: async () => listing });
    await queryClient.fetchQuery({ queryKey: ['catalog', 'featured'], queryFn: async () => [{ id: 2 }] });
    await persistQueryClientSave({ queryClient, ...persistOptions });
    await savePromptlyForAWhile();
    return queryClient;
  }

  /** The app started again: the one copy restored, nothing fetched yet. */
  async function restarted() {
    const persister = await started();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    persister.keepApart(queryClient, LISTINGS);
    await persistQueryClientRestore({ queryClient, ...persister.persistOptions });
    return { queryClient, persister };
  }

  it('are each kept under a key of their own, and left out of the copy read at every start', async () => {
    const { get } = await import('idb-keyval');
    await shopThatBrowsed();
    await vi.waitFor(async () => expect(JSON.parse((await get<string>(keptAs)) ?? '{}').state?.data).toEqual(listing));
    const copy = (await get<string>('kirana-query-cache')) ?? '';
    expect(copy).toContain('featured');
    expect(copy).not.toContain('Chakli');
    const { queryClient } = await restarted();
    expect(queryClient.getQueryData(['catalog', 'featured'])).toEqual([{ id: 2 }]);
    expect(queryClient.getQueryData(snacks)).toBeUndefined();
  });

  it('are read from the phone when a page asks, dated when they were fetched, with no signal', async () => {
    const { get } = await import('idb-keyval');
    const fetchedAt = (await shopThatBrowsed()).getQueryState(snacks)?.dataUpdatedAt;
    await vi.waitFor(async () => expect(await get(keptAs)).toBeDefined());
    vi.spyOn(Date, 'now').mockReturnValue((fetchedAt ?? 0) + 60 * 60 * 1000); // an hour later
    const { queryClient } = await restarted();
    const network = vi.fn(offline);
    // The category page, as it opens: an observer of the query.
    const page = new QueryObserver(queryClient, { queryKey: snacks, queryFn: network });
    const shown: unknown[] = [];
    const stop = page.subscribe((result) => shown.push(result.data));
    await vi.waitFor(() => expect(shown).toContainEqual(listing));
    // Stale, so asked for again: that fails offline, and the page keeps what the phone had.
    await vi.waitFor(() => expect(page.getCurrentResult().status).toBe('error'));
    expect(network).toHaveBeenCalledTimes(1);
    expect(page.getCurrentResult()).toMatchObject({ data: listing, dataUpdatedAt: fetchedAt });
    stop();
  });

  it('are not asked for again while fresh', async () => {
    const { get } = await import('idb-keyval');
    await shopThatBrowsed();
    await vi.waitFor(async () => expect(await get(keptAs)).toBeDefined());
    const { queryClient } = await restarted();
    const network = vi.fn(offline);
    const page = new QueryObserver(queryClient, { queryKey: snacks, queryFn: network, staleTime: 60_000 });
    const stop = page.subscribe(() => undefined);
    await vi.waitFor(() => expect(page.getCurrentResult().data).toEqual(listing));
    await new Promise((settled) => setTimeout(settled, 50));
    expect(network).not.toHaveBeenCalled();
    expect(page.getCurrentResult().status).toBe('success');
    stop();
  });

  it('are kept however long the phone had no signal, and dropped only when of another shape', async () => {
    const { get, set } = await import('idb-keyval');
    await shopThatBrowsed();
    await vi.waitFor(async () => expect(await get(keptAs)).toBeDefined());
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 21 * 24 * 60 * 60 * 1000); // three weeks on
    const { queryClient } = await restarted();
    await expect(queryClient.fetchQuery({ queryKey: snacks, queryFn: offline })).resolves.toEqual(listing);

    // Kept by a build whose data had another shape: not read, and asked of the network.
    const kept = JSON.parse((await get<string>(keptAs)) ?? '{}');
    await set(keptAs, JSON.stringify({ ...kept, buster: 'kirana-data-v0' }));
    const other = (await restarted()).queryClient;
    await expect(other.fetchQuery({ queryKey: snacks, queryFn: offline })).rejects.toThrow('Failed to fetch');
    expect(await get(keptAs)).toBeUndefined();
    const fresh = [{ id: 3, name: 'Mathri' }];
    await expect(other.fetchQuery({ queryKey: snacks, queryFn: async () => fresh })).resolves.toEqual(fresh);
    await vi.waitFor(async () => expect(await get(keptAs)).toContain('Mathri'));
  });

  it('are kept apart when an older copy still held them, so the next write loses nothing', async () => {
    const { get, set } = await import('idb-keyval');
    const older = new QueryClient();
    older.setQueryData(snacks, listing);
    const copy = { buster: 'kirana-data-v1', timestamp: Date.now(), clientState: dehydrate(older) };
    await set('kirana-query-cache', JSON.stringify(copy));
    const { queryClient, persister } = await restarted();
    expect(queryClient.getQueryData(snacks)).toEqual(listing);
    persister.keepApartWhatTheCopyHeld(queryClient);
    await vi.waitFor(async () => expect(await get(keptAs)).toContain('Chakli'));
  });
});
