import { onlineManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#contract/address';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';
import { createQueryClient } from '#src/lib/query-client';
import { Toasts } from '#src/lib/toast';
import { HOME, WORK } from '#src/test/checkout';
import { scriptedApi } from '#src/test/fake-api';
import { endsWithTheTest } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { useAddAddress, useDeleteAddress, useEditAddress } from './addresses.mutations';
import { addressKeys, addressQueries } from './addresses.queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

function withClient(list: Address[] | undefined) {
  // The app's query client: its defaults make a change online-only.
  const queryClient = endsWithTheTest(createQueryClient({ toasts: new Toasts() }));
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (list) queryClient.setQueryData(addressKeys.list(SHOPPER.id), list);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const cachedList = (queryClient: QueryClient) => queryClient.getQueryData(addressKeys.list(SHOPPER.id));

describe('address queries and mutations', () => {
  it('lists with the shopper’s id', async () => {
    const api = scriptedApi({ '/api/user/address/getUserAddresses': { data: [HOME] } });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient } = withClient(undefined);
    await expect(queryClient.fetchQuery(addressQueries.list(SHOPPER.id))).resolves.toEqual([HOME]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', query: { userId: SHOPPER.id } });
  });

  it('edit: PUT ?userId with the whole address; the answer replaces it in place and takes the default over', async () => {
    const edited: Address = { ...HOME, city: 'Mysuru', postalCode: '570001', isDefault: true };
    const api = scriptedApi({
      '/api/user/address/editAddress': { data: edited },
      '/api/user/address/getUserAddresses': { data: [edited, { ...WORK, isDefault: false }] },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient, wrapper } = withClient([HOME, WORK]);
    const { result } = renderHook(() => useEditAddress(), { wrapper });

    const body = {
      id: HOME.id,
      name: 'Home',
      phone: HOME.phone,
      addressLine1: HOME.addressLine1,
      city: 'Mysuru',
      state: 'Karnataka',
      postalCode: '570001',
      isDefault: true,
    };
    await act(() => result.current.mutateAsync({ userId: SHOPPER.id, address: body }));

    const [call] = api.callsTo('/api/user/address/editAddress');
    expect(call).toMatchObject({ method: 'PUT', query: { userId: SHOPPER.id }, body: { ...body, userId: SHOPPER.id } });
    // Seen at once, before the refetch: in place, and the only default of its type.
    expect(cachedList(queryClient)).toEqual([edited, { ...WORK, isDefault: false }]);
  });

  it('delete: DELETE ?id&userId and gone from the cached list', async () => {
    const api = scriptedApi({
      '/api/user/address/deleteAddress': { data: null },
      '/api/user/address/getUserAddresses': { data: [WORK] },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient, wrapper } = withClient([HOME, WORK]);
    const { result } = renderHook(() => useDeleteAddress(), { wrapper });

    await act(() => result.current.mutateAsync({ userId: SHOPPER.id, id: HOME.id }));
    expect(api.callsTo('/api/user/address/deleteAddress')[0]).toMatchObject({
      method: 'DELETE',
      query: { id: HOME.id, userId: SHOPPER.id },
    });
    expect(cachedList(queryClient)).toEqual([WORK]);
  });

  it('delete of an address already gone (404: a first press whose answer was lost deleted it) is done, not an error', async () => {
    const api = scriptedApi({
      '/api/user/address/deleteAddress': { status: 404, message: 'Address not found' },
      '/api/user/address/getUserAddresses': { data: [WORK] },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient, wrapper } = withClient([HOME, WORK]);
    const { result } = renderHook(() => useDeleteAddress(), { wrapper });

    await act(() => result.current.mutateAsync({ userId: SHOPPER.id, id: HOME.id }));
    expect(cachedList(queryClient)).toEqual([WORK]);
  });

  it('add offline fails at once with a network error instead of waiting paused', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    onlineManager.setOnline(false);
    const { wrapper } = withClient([]);
    const { result } = renderHook(() => useAddAddress(), { wrapper });

    const failure = await act(() =>
      result.current
        .mutateAsync({
          userId: SHOPPER.id,
          address: { addressLine1: 'x', city: 'y', state: 'z', postalCode: '560001' },
        })
        .catch((error: unknown) => error),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: NETWORK_ERROR_STATUS });
  });
});
