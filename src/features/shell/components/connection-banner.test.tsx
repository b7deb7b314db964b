import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner, SYNCED_NOTICE_MS } from './connection-banner';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.useRealTimers();
});

/** A change that waits while offline and finishes when `deliver` is called. */
function queueChange(queryClient: QueryClient) {
  let deliver = () => {};
  const sent = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: ['cart', 'set-quantity'], mutationFn: () => sent })
    .execute(undefined);
  return () => act(deliver);
}

/** The query client tells React of changes on a zero-length timer, faked here too. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('ConnectionBanner', () => {
  it('says nothing while online, then offline, the changes waiting, syncing, and synced for a while', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ConnectionBanner />
      </QueryClientProvider>,
    );
    const banner = screen.getByRole('status', { name: 'Connection' });
    expect(banner.textContent).toBe('');

    act(() => onlineManager.setOnline(false));
    expect(banner.textContent).toMatch(/^You are offline\./);

    let deliver = () => {};
    await act(async () => {
      deliver = queueChange(queryClient);
    });
    await flush();
    expect(banner.textContent).toBe('You are offline. 1 change will sync when the signal returns.');

    act(() => onlineManager.setOnline(true));
    await flush();
    expect(banner.textContent).toBe('Back online. Syncing 1 change…');

    await deliver();
    await flush();
    expect(banner.textContent).toBe('Back online. Everything is synced.');
    act(() => vi.advanceTimersByTime(SYNCED_NOTICE_MS));
    expect(banner.textContent).toBe('');
  });
});
