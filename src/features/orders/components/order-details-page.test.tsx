import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { cartLine, orderDetail, orderLine } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { toastsOnScreen } from '#src/test/toasts';

const DETAILS_PATH = '/api/user/order/getOrderDetails';
const CANCEL_PATH = '/api/user/order/cancelOrder';
const ADD_PATH = '/api/user/cart/add';
const ORDER_ID = '3f2a9c1b-1111-4222-8333-444455556666';

afterEach(() => {
  vi.unstubAllGlobals();
});

function showDetails(
  answer: FakeAnswer | (() => FakeAnswer),
  path = `/dashboard/orders/${ORDER_ID}`,
  cancelAnswer: FakeAnswer | (() => FakeAnswer) = { status: 500, message: 'unexpected' },
) {
  const api = scriptedApi({
    [DETAILS_PATH]: answer,
    [CANCEL_PATH]: cancelAnswer,
    [ADD_PATH]: (body) => {
      const { productId, quantity } = body as { productId: number; quantity: number };
      return productId === 8
        ? { status: 409, message: 'Masoor Dal 500 g is out of stock.' }
        : { data: cartLine(productId, 'Toor Dal 1 kg', quantity) };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp(path, { session: SHOPPER });
  return api;
}

const found = (...args: Parameters<typeof orderDetail>): FakeAnswer => ({ data: orderDetail(...args) });

/** Each step as "label: time or Not yet", and which one is current. */
async function timeline() {
  const list = await screen.findByRole('list', { name: 'Order progress' });
  const steps = within(list).getAllByRole('listitem');
  return {
    steps: steps.map((step) => ({
      label: step.querySelector('.order-timeline__label')?.textContent,
      time: step.querySelector('.order-timeline__time')?.textContent,
    })),
    current: steps.findIndex((step) => step.getAttribute('aria-current') === 'step'),
  };
}

describe('OrderDetailsPage (/dashboard/orders/$id)', () => {
  it('speaks Hindi when the shopper chose हिन्दी: the status, the steps and the payment', async () => {
    act(() => chooseLocale('hi'));
    showDetails(found({ shipped_at: '2025-04-12T11:00:00.000Z' }));
    const list = await screen.findByRole('list', { name: 'ऑर्डर कहाँ तक पहुँचा' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऑर्डर #3F2A9C1B');
    expect(document.querySelector('.order-badge')?.textContent).toBe('पैक हो गया');
    const labels = [...list.querySelectorAll('.order-timeline__label')].map((label) => label.textContent);
    expect(labels).toEqual(['ऑर्डर हुआ', 'भेज दिया', 'डिलीवरी के लिए निकला', 'डिलीवर हो गया']);
    // Who took the steps so far: the shop packed it.
    expect([...list.querySelectorAll('.order-timeline__by')].map((by) => by.textContent)).toEqual(['दुकान पर पैक हुआ']);
    expect(within(list).getAllByText('अभी नहीं')).toHaveLength(2);
    expect(screen.getByText('तरीका').nextElementSibling?.textContent).toBe('सामान मिलने पर नकद');
    expect(screen.getByText(/^यह ऑर्डर पैक हो चुका है/)).toBeTruthy();
  });

  it('marks the timeline steps from the timestamps, the last one reached being current', async () => {
    showDetails(found({ shipped_at: '2025-04-12T11:00:00.000Z' }));
    expect(await timeline()).toEqual({
      steps: [
        { label: 'Order placed', time: 'done 12 Apr 2025, 3:45 pm' },
        { label: 'Shipped', time: 'done 12 Apr 2025, 4:30 pm' },
        { label: 'Out For Delivery', time: 'Not yet' },
        { label: 'Delivered', time: 'Not yet' },
      ],
      current: 1,
    });
  });

  it('shows a just-placed order at its first step', async () => {
    showDetails(found());
    const placed = await timeline();
    expect(placed.current).toBe(0);
    expect(placed.steps.filter((step) => step.time === 'Not yet')).toHaveLength(3);
  });

  it('shows a delivered order complete', async () => {
    showDetails(
      found({
        status: 'delivered',
        shipped_at: '2025-04-12T11:00:00.000Z',
        out_for_delivery_at: '2025-04-12T11:05:00.000Z',
        delivered_at: '2025-04-12T11:20:00.000Z',
      }),
    );
    const delivered = await timeline();
    expect(delivered.current).toBe(3);
    expect(delivered.steps.map((step) => step.time)).not.toContain('Not yet');
    expect(delivered.steps.at(-1)?.time).toBe('done 12 Apr 2025, 4:50 pm');
    // Steps people took, each said; the rider's name is not known to this copy.
    expect([...document.querySelectorAll('.order-timeline__by')].map((by) => by.textContent)).toEqual([
      'Packed at the shop',
      "Handed to the shop's rider",
      'Handed over at your door',
    ]);
  });

  it('lists the items linking to their products, the address, the figures and the payment', async () => {
    showDetails(found({ paymentStatus: 'paid' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #3F2A9C1B' });
    expect(screen.getByText(ORDER_ID, { selector: '.order-details__id' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toor Dal 1 kg' }).getAttribute('href')).toBe('/product/dals-pulses/7');
    expect(screen.getByText('Qty 2')).toBeTruthy();

    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address.textContent).toContain(SHOPPER.name);
    expect(address.textContent).toContain('12 MG Road');
    expect(address.textContent).toContain('Karnataka 560001');

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    const figure = (term: string) => payment.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Subtotal')).toBe('₹320');
    expect(figure('Shipping')).toBe('₹30');
    expect(figure('Total')).toBe('₹350');
    expect(figure('Method')).toBe('COD');
    expect(figure('Status')).toBe('Paid');
    // The promise the server made (placed 3:45 pm, 15 minutes), in the words the list and confirmation use.
    expect(figure('Delivery')).toBe('Express Delivery: was due by 12 Apr 2025, 4:00 pm');
    // Packed: Cancel gives way to the reason; the spec's Return button calls nothing: not shown.
    expect(screen.queryByRole('button', { name: /cancel|return/i })).toBeNull();
    expect(screen.getByText(/already packed — .* can no longer be cancelled/)).toBeTruthy();
  });

  it("says 'Order not found' on a 404", async () => {
    showDetails({ status: 404, message: 'Order not found' });
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(screen.queryByText('Failed to load order details')).toBeNull();
  });

  it("says 'Order not found' for an id that cannot be an order, without asking the server", async () => {
    const api = showDetails(found(), '/dashboard/orders/not-an-order');
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(api.callsTo(DETAILS_PATH)).toHaveLength(0);
  });

  it("says 'Failed to load order details' when the server fails", async () => {
    showDetails({ status: 500, message: 'Database unavailable' });
    await screen.findByRole('heading', { level: 1, name: 'Failed to load order details' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('buys again from the details, each line with its ordered quantity', async () => {
    const api = showDetails(
      found({ items: [orderLine(7, 'Toor Dal 1 kg', 2, 160), orderLine(8, 'Masoor Dal 500 g', 5, 90)] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again order #3F2A9C1B' }));
    await screen.findByText('Added 1 item to your cart. Not available: Masoor Dal 500 g is out of stock.', {
      selector: '.buy-again__report',
      exact: false,
    });
    expect(api.callsTo(ADD_PATH).map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: 7, quantity: 2 },
      { userId: SHOPPER.id, productId: 8, quantity: 5 },
    ]);
    await waitFor(() => expect(toastsOnScreen()).toHaveLength(1));
  });

  it('shows the first-order discount the order got', async () => {
    showDetails(found({ subtotal: 320, firstOrderDiscount: 32, total: 318 }));
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    const figure = (term: string) => payment.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('First order 10% off')).toBe('−₹32');
    expect(figure('Total')).toBe('₹318');
  });
});

describe('cancelling from the order details', () => {
  const confirmed = orderDetail({ status: 'confirmed' });
  const cancelled = orderDetail({ status: 'cancelled', cancelled_at: '2025-04-12T10:20:00.000Z' });

  it('asks first, then cancels: the badge, the timeline and the promise say Cancelled', async () => {
    // The server's copy is cancelled once the cancel arrived.
    let cancelledAtServer = false;
    const api = showDetails(
      () => ({ data: cancelledAtServer ? cancelled : confirmed }),
      undefined,
      () => {
        cancelledAtServer = true;
        return { data: cancelled };
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(api.callsTo(CANCEL_PATH)).toHaveLength(0);
    expect(screen.getByText('Cancel this order? Nothing will be delivered and nothing is charged.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await screen.findByText('Cancelled — it will not be delivered');
    expect(await timeline()).toEqual({
      steps: [
        { label: 'Order placed', time: 'done 12 Apr 2025, 3:45 pm' },
        { label: 'Cancelled', time: 'done 12 Apr 2025, 3:50 pm' },
      ],
      current: 1,
    });
    const [call] = api.callsTo(CANCEL_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ orderId: ORDER_ID });
    expect(call?.headers['idempotency-key']).toMatch(/^[\x20-\x7e]{1,100}$/);
    expect(document.querySelector('.order-details__header .order-badge')?.textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('keeps the order when the shopper thinks again', async () => {
    const api = showDetails({ data: confirmed });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(api.callsTo(CANCEL_PATH)).toHaveLength(0);
  });

  it('packed meanwhile: says why not and shows the order as it now is', async () => {
    let reads = 0;
    showDetails(
      () => ({
        data: reads++ === 0 ? confirmed : orderDetail({ status: 'packed', shipped_at: '2025-04-12T10:30:00.000Z' }),
      }),
      undefined,
      {
        status: 409,
        message: 'This order is already packed — it has been handed over for delivery and can no longer be cancelled.',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await screen.findByText(/already packed — it has been handed over/, { selector: '.order-cancel__reason' });
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
    expect(document.querySelector('.order-details__header .order-badge')?.textContent).toBe('Packed');
  });

  it('with no connection the button waits, saying cancelling needs one', async () => {
    const api = showDetails({ data: confirmed });
    const cancelButton = () => screen.getByRole('button', { name: 'Cancel order' });
    await screen.findByRole('button', { name: 'Cancel order' });
    // Awaited, not read at once: the button can be found before its effect has subscribed to the
    // connection state (it catches up on subscribing). Read at once, this failed once in a busy CI run.
    act(() => onlineManager.setOnline(false));
    await screen.findByText(/You are offline. Cancelling needs a connection/);
    expect(cancelButton()).toHaveProperty('disabled', true);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(cancelButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText(/You are offline. Cancelling needs a connection/)).toBeNull();
    expect(api.callsTo(CANCEL_PATH)).toHaveLength(0);
  });
});
