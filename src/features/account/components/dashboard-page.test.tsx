import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutOrderIdAtom } from '#src/domain/checkout/checkout.atoms';
import { authQueries } from '#src/domain/session/auth.queries';
import { type PhoneCopy, PhoneCopyProvider, startPhoneCopy } from '#src/lib/persister';
import { createQueryClient } from '#src/lib/query-client';
import { draftKey } from '#src/lib/tab-storage';
import { Toasts, ToastsProvider } from '#src/lib/toast';
import { scriptedApi } from '#src/test/fake-api';
import { endsWithTheTest } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { DashboardPage } from './dashboard-page';

let reload: ReturnType<typeof vi.fn>;
let phoneCopy: PhoneCopy;
let toasts: Toasts;

beforeEach(() => {
  phoneCopy = startPhoneCopy();
  toasts = new Toasts();
  vi.spyOn(phoneCopy.persister, 'removeClient').mockResolvedValue();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The hub with the app's own query client (its error toasts included), signed in as SHOPPER. */
function renderHub() {
  const queryClient = endsWithTheTest(createQueryClient({ toasts }));
  queryClient.setQueryData(authQueries.session().queryKey, SHOPPER);
  const router = createRouter({
    routeTree: createRootRoute({ component: DashboardPage }),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <PhoneCopyProvider value={phoneCopy}>
        <ToastsProvider value={toasts}>
          <RouterProvider router={router} />
        </ToastsProvider>
      </PhoneCopyProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('DashboardPage', () => {
  it('offers the tiles of the hub, Payment Methods and Settings included, and Log Out', async () => {
    vi.stubGlobal('fetch', scriptedApi({}).fetch);
    renderHub();
    await screen.findByRole('heading', { name: 'My Account' });
    const tiles = {
      Profile: '/dashboard/profile',
      Addresses: '/dashboard/addresses',
      Orders: '/dashboard/orders',
      'Payment Methods': '/dashboard/payment-methods',
      'Help Center': '/dashboard/help',
      Settings: '/dashboard/settings',
    };
    for (const [name, href] of Object.entries(tiles)) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('button', { name: /Log Out/ })).toBeTruthy();
  });

  it('logs out: the server call, the session, checkout and drafts forgotten, the stored cache dropped, then a reload', async () => {
    const api = scriptedApi({ '/api/auth/logout': { data: null } });
    vi.stubGlobal('fetch', api.fetch);
    getDefaultStore().set(checkoutOrderIdAtom, 'order-42');
    sessionStorage.setItem(draftKey('review:7'), JSON.stringify({ rating: 2, comment: 'Too salty' }));
    const queryClient = renderHub();

    fireEvent.click(await screen.findByRole('button', { name: /Log Out/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/api/auth/logout')).toMatchObject([
      { method: 'POST', path: '/api/auth/logout', body: undefined },
    ]);
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull();
    expect(phoneCopy.persister.removeClient).toHaveBeenCalled();
    expect(getDefaultStore().get(checkoutOrderIdAtom)).toBe('');
    expect(sessionStorage.getItem(draftKey('review:7')), 'the next person on a shared phone').toBeNull();
  });

  it('says "Logout failed" and stays signed in when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const queryClient = renderHub();

    fireEvent.click(await screen.findByRole('button', { name: /Log Out/ }));
    await waitFor(() => expect(toasts.list().map((t) => t.message)).toEqual(['Logout failed']));
    expect(reload).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(SHOPPER);
  });
});
