import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { scriptedApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { ConnectionBanner, SYNCED_NOTICE_MS } from './connection-banner';

const TOOR_DAL = { id: 7, name: 'Toor Dal', image: '', category: 'Dals & Flours', price: 120, originalPrice: 120 };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConnectionBanner', () => {
  it('says nothing while online, then offline, the changes waiting, syncing, and synced for a while', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = scriptedApi({
      '/api/user/cart/updateCart': async () => {
        await answered;
        return { data: [] };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient } = renderWithProviders(<ConnectionBanner />);
    act(() => queryClient.setQueryData(['auth', 'session'], SHOPPER));
    const banner = await screen.findByRole('status', { name: 'Connection' });
    expect(banner.textContent).toBe('');

    act(() => onlineManager.setOnline(false));
    expect(banner.textContent).toMatch(/^You are offline\./);

    await act(() =>
      outboxOf(queryClient)
        .add('cart.set-quantity', SHOPPER.id, { productId: 7, quantity: 2 })
        .then(() => undefined),
    );
    expect(banner.textContent).toBe('You are offline. 1 change will sync when the signal returns.');
    expect(screen.getByRole('link', { name: 'See changes' }).getAttribute('href')).toBe('/sync');

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(banner.textContent).toBe('Back online. Syncing 1 change…'));
    await waitFor(() => expect(api.callsTo('/api/user/cart/updateCart')).toHaveLength(1));

    vi.useFakeTimers();
    await act(async () => answer());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(banner.textContent).toBe('Back online. Everything is synced.'));
    act(() => vi.advanceTimersByTime(SYNCED_NOTICE_MS));
    expect(banner.textContent).toBe('');
  });

  it('says when a change was not accepted, with the way to the sync centre', async () => {
    vi.stubGlobal(
      'fetch',
      scriptedApi({ '/api/user/cart/add': { status: 409, message: 'Toor Dal is out of stock.' } }).fetch,
    );
    const { queryClient } = renderWithProviders(<ConnectionBanner />);
    act(() => queryClient.setQueryData(['auth', 'session'], SHOPPER));
    await act(() =>
      outboxOf(queryClient)
        .add('cart.add', SHOPPER.id, { product: TOOR_DAL })
        .then(() => undefined),
    );
    const banner = await screen.findByRole('status', { name: 'Connection' });
    // Online and nothing waiting: only the refusal is news.
    await waitFor(() => expect(banner.textContent).toBe('1 change was not accepted.'));
    expect(screen.getByRole('link', { name: 'See changes' })).toBeTruthy();
  });
});
