import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopOpen } from '#contract/shop-open';
import { chooseLocale } from '#src/lib/i18n/locale';
import { scriptedApi } from '#src/test/fake-api';
import { order } from '#src/test/orders';
import { renderWithProviders } from '#src/test/render';
import { ClosedNotice, forTheOpening, OpensAtNote } from './opening';

// The tests start at 10:00 am in India on Tuesday 24 Nov 2026 (src/test/clock.ts).
const PAUSED: ShopOpen = {
  state: 'paused',
  until: '2026-11-24T11:00:00.000Z',
  opensAt: '2026-11-24T11:00:00.000Z',
  reason: 'Stock arriving',
  deliverBy: '2026-11-24T11:30:00.000Z',
};
/** Diwali today: shut until 7 tomorrow morning. */
const HOLIDAY: ShopOpen = {
  state: 'closed',
  opensAt: '2026-11-25T01:30:00.000Z',
  reason: 'Diwali',
  deliverBy: '2026-11-25T02:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function shopIs(answer: ShopOpen | { status: number; message: string }) {
  const api = scriptedApi({ '/api/hours/now': 'state' in answer ? { data: answer } : answer });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('ClosedNotice', () => {
  it('paused: back at the time, the reason, and the promise counted from then', async () => {
    shopIs(PAUSED);
    renderWithProviders(<ClosedNotice />);
    const notice = await screen.findByRole('status', { name: 'Paused: back at 4:30 pm' });
    expect(notice.textContent).toBe(
      'Paused: back at 4:30 pmStock arrivingYou can still order now: your order starts when the shop opens and is delivered by about 5:00 pm.',
    );
  });

  it('closed for a holiday: opens tomorrow, the holiday named', async () => {
    shopIs(HOLIDAY);
    renderWithProviders(<ClosedNotice />);
    const notice = await screen.findByRole('status', { name: 'Closed now, opens tomorrow at 7:00 am' });
    expect(notice.textContent).toContain('Closed today: Diwali');
    expect(notice.textContent).toContain('delivered by about 7:30 am, tomorrow.');
  });

  it('in Hindi', async () => {
    act(() => chooseLocale('hi'));
    shopIs(PAUSED);
    const { unmount } = renderWithProviders(<ClosedNotice />);
    const notice = await screen.findByRole('status', { name: 'ऑर्डर अभी रुके हैं: शाम 4:30 बजे फिर शुरू' });
    expect(notice.textContent).toContain(
      'आप अभी ऑर्डर कर सकते हैं: ऑर्डर दुकान खुलने पर शुरू होगा और लगभग शाम 5:00 बजे तक पहुँच जाएगा।',
    );
    unmount();

    shopIs({ ...HOLIDAY, opensAt: '2026-11-26T01:30:00.000Z', deliverBy: '2026-11-26T02:00:00.000Z' });
    renderWithProviders(<ClosedNotice />);
    const closed = await screen.findByRole('status', { name: 'अभी बंद है, गुरु, 26 नव॰ सुबह 7:00 बजे खुलेगी' });
    expect(closed.textContent).toContain('आज बंद है: Diwali');
  });

  it('says nothing while the shop is open, or when its state cannot be read (no signal): the order is taken anyway', async () => {
    const open = shopIs({ state: 'open' });
    const { unmount } = renderWithProviders(<ClosedNotice />);
    await waitFor(() => expect(open.callsTo('/api/hours/now')).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    const down = shopIs({ status: 503, message: 'Service unavailable' });
    renderWithProviders(<ClosedNotice />);
    await waitFor(() => expect(down.callsTo('/api/hours/now')).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows an answer kept from long ago (a copy restored on a phone offline for days)', async () => {
    shopIs(PAUSED);
    const { queryClient } = renderWithProviders(<ClosedNotice />);
    await screen.findByRole('status', { name: 'Paused: back at 4:30 pm' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    act(() => {
      queryClient.setQueryData(['opening', 'now'], PAUSED, { updatedAt: Date.now() - 10 * 60_000 });
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});

describe("an order taken while the shop was closed: 'For when the shop opens'", () => {
  const taken = order('0b7e1c2d-1111-4222-8333-444455556666', 'confirmed', { opensAt: '2026-11-25T01:30:00.000Z' });

  it('says when, in English and in Hindi; nothing once delivered or for an order taken while open', async () => {
    const { unmount } = renderWithProviders(<OpensAtNote order={taken} />);
    expect(await screen.findByText('For when the shop opens tomorrow at 7:00 am')).toBeTruthy();
    unmount();
    act(() => chooseLocale('hi'));
    const hindi = renderWithProviders(<OpensAtNote order={{ ...taken, opensAt: '2026-11-24T11:00:00.000Z' }} />);
    expect(await screen.findByText('दुकान खुलने पर, शाम 4:30 बजे से')).toBeTruthy();
    hindi.unmount();

    const { opensAt: _, ...whileOpen } = taken;
    const nothing = renderWithProviders(
      <>
        <p>Drawn</p>
        <OpensAtNote order={{ ...taken, status: 'delivered' }} />
        <OpensAtNote order={whileOpen} />
      </>,
    );
    await screen.findByText('Drawn');
    expect(nothing.container.textContent).toBe('Drawn');
  });

  it("the staff's short label", () => {
    expect(forTheOpening('2026-11-24T11:00:00.000Z')).toBe('For 4:30 pm');
    expect(forTheOpening('2026-11-25T01:30:00.000Z')).toBe('For tomorrow, 7:00 am');
    act(() => chooseLocale('hi'));
    expect(forTheOpening('2026-11-25T01:30:00.000Z')).toBe('कल सुबह 7:00 बजे के लिए');
  });
});
