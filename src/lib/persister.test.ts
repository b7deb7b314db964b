import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFakeIndexedDb } from '#src/test/fake-indexeddb';

withFakeIndexedDb();

afterEach(() => {
  vi.unstubAllGlobals();
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
