import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const TOOR_DAL = { id: 7, name: 'Toor Dal', image: '', category: 'Dals & Flours', price: 120, originalPrice: 120 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The sync centre with one change the shop refused: its reason, Retry and Discard. */
async function openWithRefusal(title: string) {
  vi.stubGlobal(
    'fetch',
    scriptedApi({ '/api/user/cart/add': { status: 409, message: 'Toor Dal is out of stock.' } }).fetch,
  );
  const { queryClient } = renderApp('/sync', { session: SHOPPER });
  await screen.findByRole('heading', { name: title, level: 1 });
  await act(() =>
    outboxOf(queryClient)
      .add('cart.add', SHOPPER.id, { product: TOOR_DAL })
      .then(() => undefined),
  );
  // The shop's own reason shows as it came, in the change's line.
  await waitFor(() =>
    expect(document.querySelector('.sync-item__reason')?.textContent).toBe('Toor Dal is out of stock.'),
  );
}

describe('SyncCentrePage (/sync)', () => {
  it('says everything is saved when nothing waits on this phone', async () => {
    vi.stubGlobal('fetch', scriptedApi({}).fetch);
    renderApp('/sync', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Changes on this phone', level: 1 });
    await waitFor(() => expect(document.title).toMatch(/^Changes on this phone/));
    expect(screen.getByText('Everything is saved. Nothing is waiting on this phone.')).toBeTruthy();
  });

  it('shows a refused change with its reason, Retry and Discard', async () => {
    await openWithRefusal('Changes on this phone');
    await waitFor(() => expect(screen.getByText('Not accepted')).toBeTruthy());
    expect(screen.getByText('Nothing is waiting to be sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('speaks Hindi when the shopper chose हिन्दी', async () => {
    act(() => chooseLocale('hi'));
    await openWithRefusal('इस फ़ोन पर किए बदलाव');
    await waitFor(() => expect(document.title).toMatch(/^इस फ़ोन पर किए बदलाव/));
    await waitFor(() => expect(screen.getByText('मंज़ूर नहीं हुआ')).toBeTruthy());
    expect(screen.getByText('कुछ भी भेजना बाकी नहीं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर भेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'छोड़ दें' })).toBeTruthy();
  });
});
