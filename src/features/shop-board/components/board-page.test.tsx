import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedApi } from '#src/test/fake-api';
import { boardAnswer, boardOrder, PACKER, renderStaffScreen, staffOrder } from '#src/test/staff';
import { Bell, RING_EVERY_MS, setBellOfPage } from '../state/ring';
import { BoardPage } from './board-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setBellOfPage(undefined);
  vi.restoreAllMocks();
});

/** A phone's narrow screen: one column at a time. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  );
}

/** An AudioContext that counts the beeps started. */
function fakeAudio() {
  const beeps: number[] = [];
  const node = () => ({ connect: (next: unknown) => next, gain: { value: 1 } });
  const context = {
    currentTime: 0,
    state: 'running',
    destination: {},
    resume: async () => undefined,
    createGain: node,
    createOscillator: () => ({
      ...node(),
      type: 'sine',
      frequency: { value: 0 },
      start: (at: number) => beeps.push(at),
      stop: () => undefined,
    }),
  };
  const bell = new Bell(() => context as unknown as AudioContext);
  setBellOfPage(bell);
  return { beeps, bell };
}

const NEW_ORDER = boardOrder(1042, 'confirmed');
const OTHER_NEW = boardOrder(1043, 'confirmed', { customerName: 'Ravi Kumar', area: 'Koramangala' });
const ACCEPTED = boardOrder(1040, 'processing', { customerName: 'Meena Iyer' });

describe('BoardPage', () => {
  it('shows each column with its count, the new orders in the tab title, and the column chosen', async () => {
    const api = scriptedApi({
      '/api/shop/orders': (_body, call) => ({
        data:
          call.query.view === 'accepted'
            ? boardAnswer([ACCEPTED], { new: 2, accepted: 1, cancelled: 4 })
            : boardAnswer([NEW_ORDER, OTHER_NEW], { new: 2, accepted: 1, cancelled: 4 }),
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    fakeAudio();
    onAPhone();
    renderStaffScreen(() => <BoardPage />, PACKER);

    const card = await screen.findByRole('article', { name: '#1042' });
    expect(within(card).getByText('Asha Verma')).toBeTruthy();
    expect(within(card).getByText('Indiranagar')).toBeTruthy();
    expect(within(card).getByText('₹450')).toBeTruthy();
    expect(within(card).getByText(/3 items/)).toBeTruthy();
    expect(screen.getByRole('article', { name: '#1043' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(2) New orders · Kirana Shop'));

    const filters = screen.getByRole('navigation', { name: 'Order columns' });
    expect(within(filters).getByRole('button', { name: 'New 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filters).getByRole('button', { name: 'Cancelled 4' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'Delivered today 0' })).toBeTruthy();

    fireEvent.click(within(filters).getByRole('button', { name: 'Accepted 1' }));
    expect(await screen.findByRole('article', { name: '#1040' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: '#1042' })).toBeNull();
    expect(api.callsTo('/api/shop/orders').map((call) => call.query.view)).toEqual(['new', 'accepted']);
    // An accepted order is not to be accepted again.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('on a counter laptop shows every column side by side, each order in its own', async () => {
    const api = scriptedApi({
      '/api/shop/orders': { data: boardAnswer([NEW_ORDER, ACCEPTED], { new: 1, accepted: 1 }) },
    });
    vi.stubGlobal('fetch', api.fetch);
    fakeAudio();
    renderStaffScreen(() => <BoardPage />, PACKER);
    const newColumn = await screen.findByRole('region', { name: 'New' });
    expect(await within(newColumn).findByRole('article', { name: '#1042' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Accepted' })).getByRole('article', { name: '#1040' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Out for delivery' })).queryByRole('article')).toBeNull();
    expect(api.callsTo('/api/shop/orders')[0]?.query).toEqual({});
  });

  it('rings a new order after the one tap that allows sound, again every few seconds, until it is accepted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let accepted = false;
    const api = scriptedApi({
      '/api/shop/orders': () => ({
        data: accepted ? boardAnswer([], { accepted: 1 }) : boardAnswer([NEW_ORDER], { new: 1 }),
      }),
      '/api/shop/orders/accept': () => {
        accepted = true;
        return { data: staffOrder('processing') };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { beeps } = fakeAudio();
    renderStaffScreen(() => <BoardPage />, PACKER);
    await screen.findByRole('article', { name: '#1042' });

    // No sound before the tap: browsers would refuse it.
    expect(beeps).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(beeps).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull();

    act(() => vi.advanceTimersByTime(RING_EVERY_MS));
    expect(beeps).toHaveLength(6);
    act(() => vi.advanceTimersByTime(RING_EVERY_MS));
    expect(beeps).toHaveLength(9);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('/api/shop/orders/accept')).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe('Orders · Kirana Shop'));
    const rung = beeps.length;
    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(beeps).toHaveLength(rung);
    expect(api.callsTo('/api/shop/orders/accept')[0]?.headers['idempotency-key']).toMatch(/[0-9a-f-]{32,36}/);
  });

  it('an order taken while the shop was closed says "For 7:00 am", still rings, and may be accepted early', async () => {
    // 7 am tomorrow in India; the tests run at 10 am.
    const forTheMorning = boardOrder(1050, 'confirmed', { opensAt: '2026-11-25T01:30:00.000Z' });
    const api = scriptedApi({
      '/api/shop/orders': { data: boardAnswer([forTheMorning, NEW_ORDER], { new: 2 }) },
      '/api/shop/orders/accept': { data: staffOrder('processing') },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { beeps } = fakeAudio();
    onAPhone();
    renderStaffScreen(() => <BoardPage />, PACKER);
    const card = await screen.findByRole('article', { name: '#1050' });
    expect(within(card).getByText('For tomorrow, 7:00 am')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '#1042' })).queryByText(/^For /)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(beeps).toHaveLength(3));
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('/api/shop/orders/accept')).toHaveLength(1));
  });

  it('stops ringing for an order rejected with a reason, and sends the reason', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = scriptedApi({
      '/api/shop/orders': { data: boardAnswer([NEW_ORDER], { new: 1 }) },
      // No answer yet: the step waits on the phone, and the order no longer rings meanwhile.
      '/api/shop/orders/cancel': () => new Promise(() => undefined),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { beeps, bell } = fakeAudio();
    bell.turnOn();
    renderStaffScreen(() => <BoardPage />, PACKER);
    await screen.findByRole('article', { name: '#1042' });
    await waitFor(() => expect(beeps).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('button', { name: 'Cancel the order' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Out of stock'));
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('/api/shop/orders/cancel')).toHaveLength(1));
    expect(api.callsTo('/api/shop/orders/cancel')[0]?.body).toEqual({ orderId: NEW_ORDER.id, reason: 'out_of_stock' });
    expect(await screen.findByText('Waiting to be sent')).toBeTruthy();
    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(beeps).toHaveLength(3);
  });
});
