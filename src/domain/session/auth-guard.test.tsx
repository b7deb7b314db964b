import { isRedirect } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api-client';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp, shopClientForThisTest } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { authKeys, authQueries, revalidateSessionOnLoad } from './auth.queries';
import { askServerForSession, redirectIfSignedIn } from './auth-guard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in routes', () => {
  it('send a visitor to /login with the way back, replacing the history entry', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': { data: null } }).fetch);
    const { router, history } = renderApp('/');
    await act(() => router.navigate({ to: '/dashboard/orders/$id', params: { id: 'o-1' }, search: {} }));

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/orders/o-1' });
    // '/' then '/login': the guarded entry was replaced, so Back does not bounce off the guard again.
    expect(history.length).toBe(2);
  });

  it('open for a signed-in shopper, with the hub and the breadcrumb on sub-screens', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': { data: SHOPPER } }).fetch);
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'My Account' });
    expect(screen.getByText('Hello, Asha Verma.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();

    await act(() => router.navigate({ to: '/dashboard/orders/$id', params: { id: 'o-1' } }));
    await screen.findByRole('heading', { name: 'Order not found' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    // The order's segment is named, never its id read out: people say the short number (#1042), shown on the page.
    expect(crumbs.textContent).toBe('HomeDashboardOrdersOrder details');
    expect(within(crumbs).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/dashboard/orders');
  });

  it('let a cached session through offline without waiting on the network', async () => {
    // Offline: every request hangs. The session was restored from the phone's storage, a day old.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderApp('/cart', { session: SHOPPER, sessionAgeMs: 24 * 60 * 60 * 1000 });
    await screen.findByRole('heading', { name: 'Cart' });
  });

  it('treat a visitor as signed out when the session cannot be loaded and nothing is cached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderApp('/wishlist');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toEqual({ redirect: '/wishlist' });
  });

  it('show a spinner while the sign-in state loads', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: null } });
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (...args: Parameters<typeof api.fetch>) => {
      await held;
      return api.fetch(...args);
    });
    renderApp('/cart');
    const spinner = await screen.findByRole('status', { name: 'Loading…' });
    expect(spinner.textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { name: 'Cart' })).toBeNull();

    answer();
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('send the shopper to /login when the server refuses them (401) while they stay on a page', async () => {
    vi.stubGlobal('fetch', scriptedApi({}).fetch);
    const { router, queryClient } = renderApp('/dashboard/profile', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Profile' });

    await queryClient
      .fetchQuery({
        queryKey: ['some', 'personal', 'data'],
        queryFn: () => Promise.reject(new ApiError(401, 'Please sign in.')),
      })
      .catch(() => undefined);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/profile' });
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull();
  });

  it('ask the server before sending a cached "signed out" to /login: signed in from another tab, the page opens', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: SHOPPER } });
    vi.stubGlobal('fetch', api.fetch);
    const { router, queryClient } = renderApp('/cart', { session: null, sessionAgeMs: 60_000 });

    await screen.findByRole('heading', { name: 'Cart' });
    expect(router.state.location.pathname).toBe('/cart');
    expect(queryClient.getQueryData(authKeys.session())).toEqual(SHOPPER);
  });

  it('go by a cached "signed out" when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderApp('/cart', { session: null });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toEqual({ redirect: '/cart' });
  });

  it('join the check made on page load rather than asking twice', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: SHOPPER } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = shopClientForThisTest();
    queryClient.setQueryData(authKeys.session(), null);

    revalidateSessionOnLoad(queryClient);
    expect(await askServerForSession(queryClient)).toEqual(SHOPPER);
    expect(api.callsTo('/api/auth/getSession')).toHaveLength(1);
  });

  it('stop waiting on a connection that lies and go by the cached session', async () => {
    // Connected, but nothing comes back.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const signedOut = shopClientForThisTest();
    signedOut.setQueryData(authKeys.session(), null);
    const nothingCached = shopClientForThisTest();

    const started = Date.now();
    expect(await askServerForSession(signedOut, 50)).toBeNull();
    expect(await askServerForSession(nothingCached, 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('send the shopper to /login, with the way back, when the check on page load finds them signed out', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: null } });
    vi.stubGlobal('fetch', api.fetch);
    // Signed out everywhere from another device; this phone still has the shopper cached.
    const { router, queryClient } = renderApp('/dashboard/profile', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Profile' });

    act(() => revalidateSessionOnLoad(queryClient));

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/profile' });
  });

  it('keep the shopper on the page when the check on page load gets no answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { router, queryClient } = renderApp('/dashboard/profile', { session: SHOPPER, sessionAgeMs: 60_000 });
    await screen.findByRole('heading', { name: 'Profile' });

    act(() => revalidateSessionOnLoad(queryClient));

    await waitFor(() => expect(queryClient.isFetching({ queryKey: authKeys.session() })).toBe(0));
    expect(queryClient.getQueryData(authKeys.session())).toEqual(SHOPPER);
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });
});

describe('/login', () => {
  it('waits for the check on page load, so a shopper signed in from another tab goes straight on', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/auth/getSession': { data: SHOPPER } }).fetch);
    const queryClient = shopClientForThisTest();
    queryClient.setQueryData(authKeys.session(), null);

    revalidateSessionOnLoad(queryClient);
    const leaving = await redirectIfSignedIn(queryClient, '/cart').catch((thrown: unknown) => thrown);

    expect(isRedirect(leaving) && leaving.options.href).toBe('/cart');
  });

  it('shows the form at once to a visitor whose "signed out" is cached, without asking the server', async () => {
    const api = scriptedApi({ '/api/auth/getSession': { data: SHOPPER } });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = shopClientForThisTest();
    queryClient.setQueryData(authKeys.session(), null);

    await expect(redirectIfSignedIn(queryClient, '/cart')).resolves.toBeUndefined();
    expect(api.callsTo('/api/auth/getSession')).toHaveLength(0);
  });
});
