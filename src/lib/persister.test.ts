import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFakeIndexedDb } from '#src/test/fake-indexeddb';

withFakeIndexedDb();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the persister without IndexedDB (private mode, blocked storage)', () => {
  it('saves and restores nothing, and never throws', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const { persister, CACHE_BUSTER } = await import('./persister');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['catalog', 'featured'], [1, 2, 3]);
    await expect(persistQueryClientSave({ queryClient, persister, buster: CACHE_BUSTER })).resolves.toBeUndefined();
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
    vi.resetModules();
    const { persister } = await import('./persister');
    // Gone before the first restore is asked for: only a read made as the module ran still finds it.
    await del('kirana-query-cache');
    await expect(persister.restoreClient()).resolves.toEqual(saved);
    // Later restores read afresh.
    const later = { ...saved, timestamp: saved.timestamp + 1 };
    await set('kirana-query-cache', JSON.stringify(later));
    await expect(persister.restoreClient()).resolves.toEqual(later);
  });
});

describe("the phone's copy written out", () => {
  const clientWith = (queries: { key: string; data: unknown }[]) =>
    ({
      buster: 'kirana-data-v1',
      timestamp: 1_795_000_000_000,
      clientState: {
        mutations: [],
        queries: queries.map(({ key, data }) => ({
          dehydratedAt: 1_795_000_000_000,
          state: { data, dataUpdateCount: 1, dataUpdatedAt: 1_795_000_000_000, error: null, status: 'success' },
          queryKey: ['catalog', key],
          queryHash: `["catalog","${key}"]`,
        })),
      },
    }) as unknown as PersistedClient;

  it('is exactly what JSON.stringify writes, whatever the data', async () => {
    const { copyAsJson } = await import('./persister');
    const client = clientWith([
      { key: 'list', data: [{ id: 1, name: 'Atta 5 kg', price: 245.5, tags: ['आटा', 'flour'] }] },
      // `$&` and `$'` would be read as patterns by a string replacement.
      { key: 'odd text', data: { note: '$& $\' $` $$ \u0000 "quoted" \\ </script>' } },
      { key: 'none', data: null },
      { key: 'count', data: 12 },
      { key: 'word', data: 'Snacks' },
      { key: 'nested', data: { a: { b: [[1], { c: undefined, d: true }] } } },
      { key: 'empty', data: [] },
    ]);
    expect(copyAsJson(client)).toBe(JSON.stringify(client));
    expect(copyAsJson(clientWith([]))).toBe(JSON.stringify(clientWith([])));
  });

  it("writes each query's data out once, however often the copy is written", async () => {
    vi.stubEnv('DEV', false); // a development build checks each kept text again (below)
    const { copyAsJson } = await import('./persister');
    let writtenOut = 0;
    const listing = {
      products: [{ id: 1 }],
      toJSON() {
        writtenOut++;
        return { products: this.products };
      },
    };
    const first = copyAsJson(clientWith([{ key: 'by-category', data: listing }]));
    // A later copy (another query changed, a new timestamp) holding the same listing.
    const later = clientWith([
      { key: 'by-category', data: listing },
      { key: 'cart', data: [{ id: 7, qty: 2 }] },
    ]);
    expect(copyAsJson(later)).toBe(JSON.stringify(later));
    expect(writtenOut).toBe(2); // once for `first`, once by the JSON.stringify just above: none by the later copy
    expect(first).toContain('"products":[{"id":1}]');
    // New data is a new object (never changed in place): written out afresh.
    const changed = clientWith([{ key: 'by-category', data: { products: [{ id: 1 }, { id: 2 }] } }]);
    expect(JSON.parse(copyAsJson(changed)).clientState.queries[0].state.data.products).toHaveLength(2);
  });

  it('says so in a development build when data was changed in place, which the kept text would miss', async () => {
    const { copyAsJson } = await import('./persister');
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = [{ id: 7, quantity: 1 }];
    copyAsJson(clientWith([{ key: 'cart', data: cart }]));
    expect(said).not.toHaveBeenCalled();
    (cart[0] as { quantity: number }).quantity = 2; // what the app must never do
    copyAsJson(clientWith([{ key: 'cart', data: cart }]));
    expect(said).toHaveBeenCalledWith(expect.stringContaining('changed in place'), cart);
  });

  it('is what the persister keeps on the phone', async () => {
    const { persister, savePromptlyForAWhile } = await import('./persister');
    const { get } = await import('idb-keyval');
    const client = clientWith([{ key: 'featured', data: [{ id: 3, name: 'Salt' }] }]);
    persister.persistClient(client);
    await savePromptlyForAWhile();
    expect(await get('kirana-query-cache')).toBe(JSON.stringify(client));
  });
});
