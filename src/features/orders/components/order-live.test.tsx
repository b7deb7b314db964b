import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '#contract/order';
import { type LiveOrderEvent, SHOPPER_ORDER_EVENTS_PATH } from '#contract/order-events';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeEventSources } from '#src/test/event-source';
import { scriptedApi } from '#src/test/fake-api';
import { order, orderDetail, orderLine } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { toastsOnScreen } from '#src/test/toasts';

const DETAILS_PATH = '/api/user/order/getOrderDetails';
const ORDERS_PATH = '/api/user/order/getAllOrders';
const ORDER_ID = '3f2a9c1b-1111-4222-8333-444455556666';

/** The order as the server has it now; a test moves it as the shop's staff would. */
let atServer: OrderDetail;
let sources: ReturnType<typeof fakeEventSources>;
let nextEventId = 1;

beforeEach(() => {
  atServer = orderDetail({ number: 1042, status: 'confirmed' });
  sources = fakeEventSources();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function openOrderPage() {
  const api = scriptedApi({
    [DETAILS_PATH]: () => ({ data: atServer }),
    [ORDERS_PATH]: () => ({ data: [atServer] }),
  });
  vi.stubGlobal('fetch', api.fetch);
  const app = renderApp(`/dashboard/orders/${ORDER_ID}`, { session: SHOPPER });
  return { api, app };
}

/** The shop took a step: the server's copy changes, then the stream says so. */
function shopMoves(kind: LiveOrderEvent['kind'], changes: Partial<OrderDetail> = {}) {
  atServer = { ...atServer, ...changes };
  const event: LiveOrderEvent = {
    id: nextEventId++,
    orderId: ORDER_ID,
    number: 1042,
    kind,
    at: '2025-04-12T10:30:00Z',
  };
  sources.latest().send(event);
  return event;
}

async function streamOpened() {
  await waitFor(() => expect(sources.open()).toHaveLength(1));
  const stream = sources.latest();
  stream.open();
  return stream;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Order #1042' });

describe('the order page follows the shop live', () => {
  it('opens the shopper’s event stream and reads the order again each time it opens', async () => {
    const { api } = openOrderPage();
    await heading();
    const stream = await streamOpened();
    expect(stream.url).toBe(SHOPPER_ORDER_EVENTS_PATH);
    // The number people say; the id, for machines, is not shown (the breadcrumb names the page instead).
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Order details').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(ORDER_ID)).toBeNull();
    // Anything the shop did between the first read and the stream opening is read now.
    await waitFor(() => expect(api.callsTo(DETAILS_PATH)).toHaveLength(2));
  });

  it('accepted: the badge moves without a reload and a toast says so', async () => {
    openOrderPage();
    await heading();
    await streamOpened();
    shopMoves('accepted', { status: 'processing' });
    await waitFor(() =>
      expect(document.querySelector('.order-details__header .order-badge')?.textContent).toBe('Processing'),
    );
    await waitFor(() => expect(toastsOnScreen()).toEqual(['Order #1042 was accepted']));
  });

  it('out for delivery: who is coming, a button to call them, and the timeline says who has it', async () => {
    openOrderPage();
    await heading();
    await streamOpened();
    expect(screen.queryByRole('link', { name: /^Call Ravi/ })).toBeNull();
    shopMoves('out_for_delivery', {
      status: 'out_for_delivery',
      shipped_at: '2025-04-12T10:25:00.000Z',
      out_for_delivery_at: '2025-04-12T10:30:00.000Z',
      rider: { name: 'Ravi', phone: '+919876543210' },
    });
    const call = await screen.findByRole('link', { name: 'Call Ravi' });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByText('Ravi from the shop is bringing your order.')).toBeTruthy();
    await waitFor(() => expect(toastsOnScreen()).toEqual(['Order #1042 is out for delivery with Ravi']));
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.order-timeline__by')?.textContent ?? null)).toEqual([
      null,
      'Packed at the shop',
      'With Ravi',
      null,
    ]);
  });

  it('a line not available: each changed line in words, the server’s new total, and a toast with it', async () => {
    atServer = {
      ...atServer,
      status: 'processing',
      items: [orderLine(7, 'Toor Dal 1 kg', 3, 160), orderLine(8, 'Masoor Dal 500 g', 1, 90)],
      subtotal: 570,
      total: 600,
    };
    openOrderPage();
    await heading();
    await streamOpened();
    expect(screen.queryByText('Not available')).toBeNull();
    shopMoves('line_changed', {
      items: [
        { ...orderLine(7, 'Toor Dal 1 kg', 2, 160), orderedQuantity: 3 },
        { ...orderLine(8, 'Masoor Dal 500 g', 0, 90), orderedQuantity: 1 },
      ],
      subtotal: 320,
      total: 350,
    });
    await screen.findByText('Not available', { selector: '.order-item__quantity' });
    expect(screen.getByText('2 of 3', { selector: '.order-item__quantity' })).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('₹350');
    expect(payment.getByText(/could not give everything as ordered/)).toBeTruthy();
    await waitFor(() =>
      expect(toastsOnScreen()).toEqual(['Order #1042: 2 items were not available as ordered. New total ₹350']),
    );
  });

  it('cancelled by the shop: the reason in words, on the page and in the toast', async () => {
    openOrderPage();
    await heading();
    await streamOpened();
    shopMoves('cancelled', {
      status: 'cancelled',
      cancelled_at: '2025-04-12T10:30:00.000Z',
      cancelReason: 'out_of_stock',
    });
    await screen.findByText('Cancelled: out of stock.');
    await waitFor(() => expect(toastsOnScreen()).toEqual(['Order #1042 was cancelled: out of stock']));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it.each([
    ['shop_closed', 'Cancelled: the shop is closed.'],
    ['address_not_served', 'Cancelled: the shop does not deliver to this address.'],
    ['shopper_asked', 'Cancelled: you asked to cancel it.'],
  ])('says why for %s', async (reason, words) => {
    atServer = { ...atServer, status: 'cancelled', cancelled_at: '2025-04-12T10:30:00.000Z', cancelReason: reason };
    openOrderPage();
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('in Hindi: the toast, the rider and the reason', async () => {
    act(() => chooseLocale('hi'));
    openOrderPage();
    await screen.findByRole('heading', { level: 1, name: 'ऑर्डर #1042' });
    await streamOpened();
    shopMoves('out_for_delivery', {
      status: 'out_for_delivery',
      out_for_delivery_at: '2025-04-12T10:30:00.000Z',
      rider: { name: 'Ravi', phone: '+919876543210' },
    });
    expect((await screen.findByRole('link', { name: 'Ravi को कॉल करें' })).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    await waitFor(() => expect(toastsOnScreen()).toEqual(['ऑर्डर #1042 डिलीवरी के लिए निकल गया, Ravi ला रहे हैं']));
    shopMoves('cancelled', {
      status: 'cancelled',
      cancelled_at: '2025-04-12T10:40:00.000Z',
      cancelReason: 'shop_closed',
    });
    await screen.findByText('रद्द: दुकान बंद है।');
    await waitFor(() => expect(toastsOnScreen()).toContain('ऑर्डर #1042 रद्द हो गया: दुकान बंद है'));
  });

  it('tells an event once, even when a reopened stream repeats it', async () => {
    openOrderPage();
    await heading();
    const stream = await streamOpened();
    const event = shopMoves('accepted', { status: 'processing' });
    stream.send(event);
    await waitFor(() => expect(toastsOnScreen()).toEqual(['Order #1042 was accepted']));
    stream.send('not json');
    stream.send(JSON.stringify({ ...event, id: 99, kind: 'teleported' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastsOnScreen()).toEqual(['Order #1042 was accepted']);
  });

  it('closes the stream offline, opens it again online and reads the order then', async () => {
    const { api } = openOrderPage();
    await heading();
    await streamOpened();
    await waitFor(() => expect(api.callsTo(DETAILS_PATH)).toHaveLength(2));

    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(sources.open()).toHaveLength(0));
    // Meanwhile the shop packed it; the event went to no one.
    atServer = { ...atServer, status: 'packed', shipped_at: '2025-04-12T10:25:00.000Z' };

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sources.made).toHaveLength(2));
    sources.latest().open();
    await waitFor(() =>
      expect(document.querySelector('.order-details__header .order-badge')?.textContent).toBe('Packed'),
    );
  });

  it('opens the stream again later when the server refused it', async () => {
    openOrderPage();
    await heading();
    const stream = await streamOpened();
    stream.refuse();
    await waitFor(() => expect(sources.made).toHaveLength(2), { timeout: 5000 });
    expect(sources.open()).toHaveLength(1);
  });

  it('closes the stream when the page is left', async () => {
    openOrderPage();
    await heading();
    await streamOpened();
    fireEvent.click(screen.getByRole('link', { name: 'Back to my orders' }));
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    // The list follows too: one stream, the page's own.
    await waitFor(() => expect(sources.made).toHaveLength(2));
    expect(sources.open()).toEqual([sources.latest()]);
    fireEvent.click(screen.getByRole('link', { name: /^View details/ }));
    await heading();
    await waitFor(() => expect(sources.made).toHaveLength(3));
    expect(sources.open()).toEqual([sources.latest()]);
  });
});

describe('the order list follows the shop live', () => {
  function openList() {
    const api = scriptedApi({
      [DETAILS_PATH]: () => ({ data: atServer }),
      [ORDERS_PATH]: () => ({ data: [order(ORDER_ID, atServer.status, { ...atServer })] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/dashboard/orders', { session: SHOPPER });
    return api;
  }

  it('shows each order by its short number and updates on an event, with a toast', async () => {
    openList();
    const card = await screen.findByRole('article', { name: 'Order #1042' });
    expect(card.querySelector('.order-badge')?.textContent).toBe('Confirmed');
    await streamOpened();
    shopMoves('packed', { status: 'packed', shipped_at: '2025-04-12T10:25:00.000Z' });
    await waitFor(() => expect(card.querySelector('.order-badge')?.textContent).toBe('Packed'));
    await waitFor(() => expect(toastsOnScreen()).toEqual(['Order #1042 is packed']));
  });

  it('a card says which lines the shop had less of', async () => {
    atServer = {
      ...atServer,
      items: [
        { ...orderLine(7, 'Toor Dal 1 kg', 2, 160), orderedQuantity: 3 },
        { ...orderLine(8, 'Masoor Dal 500 g', 0, 90), orderedQuantity: 1 },
        orderLine(9, 'Moong Dal 1 kg', 1, 150),
      ],
    };
    openList();
    const card = await screen.findByRole('article', { name: 'Order #1042' });
    expect([...card.querySelectorAll('.order-card__quantity')].map((quantity) => quantity.textContent)).toEqual([
      '· 2 of 3',
      '· Not available',
      '× 1',
    ]);
  });

  it('keeps the old short id for a copy with no number', async () => {
    atServer = orderDetail({ status: 'confirmed' });
    openList();
    expect(await screen.findByRole('article', { name: 'Order #3F2A9C1B' })).toBeTruthy();
  });

  it('opens no stream while offline', async () => {
    openList();
    act(() => onlineManager.setOnline(false));
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sources.made).toHaveLength(0);
  });
});
