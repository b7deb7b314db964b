import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '#contract/user';
import { chooseLocale } from '#src/lib/i18n/locale';
import { PhoneCopyProvider, startPhoneCopy } from '#src/lib/persister';
import { Toasts } from '#src/lib/toast';
import { scriptedApi } from '#src/test/fake-api';
import { shopClientForThisTest } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { useLogout } from './auth.mutations';
import { authKeys, revalidateSessionOnLoad } from './auth.queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A query client as the app has it after restoring the phone's copy of the session (a day old). */
function restoredWith(session: UserProfile | null | undefined) {
  const queryClient = shopClientForThisTest();
  if (session !== undefined) queryClient.setQueryData(authKeys.session(), session, { updatedAt: Date.now() - DAY_MS });
  return queryClient;
}

/** revalidateSessionOnLoad returns nothing to wait on: it is done when no session check is running. */
async function checked(queryClient: QueryClient) {
  await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: authKeys.session() })).toBe(0));
  return queryClient.getQueryState(authKeys.session());
}

describe('revalidateSessionOnLoad', () => {
  it('asks the server at once, however fresh the copy, and only the network (not the service worker)', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: SHOPPER } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = shopClientForThisTest();
    queryClient.setQueryData(authKeys.session(), SHOPPER);

    revalidateSessionOnLoad(queryClient);
    await checked(queryClient);

    const [call] = api.callsTo('/api/auth/getSession');
    expect(api.callsTo('/api/auth/getSession')).toHaveLength(1);
    expect(call?.headers['x-kirana-have-copy']).toBe('1');
  });

  it('forgets a cached shopper the server says is signed out (signed out on another device)', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': { data: null } }).fetch);
    const queryClient = restoredWith(SHOPPER);

    revalidateSessionOnLoad(queryClient);

    const state = await checked(queryClient);
    expect(state?.data).toBeNull();
    expect(state?.status).toBe('success');
  });

  it('forgets a cached shopper when the check is refused with 401', async () => {
    const refusal = { status: 401, message: 'Please sign in.' };
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': refusal }).fetch);
    const queryClient = restoredWith(SHOPPER);

    revalidateSessionOnLoad(queryClient);

    await vi.waitFor(() => expect(queryClient.getQueryData(authKeys.session())).toBeNull());
  });

  it('takes in a shopper who signed in from another tab while this one had "signed out" cached', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': { data: SHOPPER } }).fetch);
    const queryClient = restoredWith(null);

    revalidateSessionOnLoad(queryClient);

    expect((await checked(queryClient))?.data).toEqual(SHOPPER);
  });

  it('keeps the cached shopper offline, only logging "Failed to fetch session", still a success so it stays persisted', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const queryClient = restoredWith(SHOPPER);

    revalidateSessionOnLoad(queryClient);

    const state = await checked(queryClient);
    expect(fetch).toHaveBeenCalled();
    // Spec 000 §8's words, in the log only: the shopper sees their cached session.
    expect(log).toHaveBeenCalledWith('Failed to fetch session', expect.any(Error));
    log.mockRestore();
    expect(state?.data).toEqual(SHOPPER);
    // Only successful queries are written to the phone's storage (TanStack's default).
    expect(state?.status).toBe('success');
  });

  it('keeps the cached shopper when the server has a hiccup', async () => {
    const hiccup = { status: 503, message: 'Try again.' };
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': hiccup }).fetch);
    const queryClient = restoredWith(SHOPPER);

    revalidateSessionOnLoad(queryClient);

    expect((await checked(queryClient))?.data).toEqual(SHOPPER);
  });

  it('with nothing cached, asks without claiming a copy, so the service worker may answer offline', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: null } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = restoredWith(undefined);

    revalidateSessionOnLoad(queryClient);

    expect((await checked(queryClient))?.data).toBeNull();
    expect(api.callsTo('/api/auth/getSession')[0]?.headers['x-kirana-have-copy']).toBeUndefined();
  });

  it('does not throw when nothing is cached and there is no signal', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const queryClient = restoredWith(undefined);
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });

    expect(() => revalidateSessionOnLoad(queryClient)).not.toThrow();

    const state = await checked(queryClient);
    expect(state?.data).toBeUndefined();
  });
});

describe('useLogout', () => {
  it('says a failed logout in the shopper’s language', async () => {
    act(() => chooseLocale('hi'));
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/logout': { status: 400, message: 'Refused' } }).fetch);
    const toasts = new Toasts();
    const queryClient = shopClientForThisTest(toasts);
    const phoneCopy = startPhoneCopy();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(PhoneCopyProvider, { value: phoneCopy }, children),
      );
    const { result } = renderHook(() => useLogout(), { wrapper });

    act(() => result.current.mutate());
    await vi.waitFor(() => expect(toasts.list().map((toast) => toast.message)).toContain('लॉग आउट नहीं हो सका'));
  });
});
