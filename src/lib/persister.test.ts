import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
