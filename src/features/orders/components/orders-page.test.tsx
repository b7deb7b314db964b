import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_IN_CART_MESSAGE } from '#contract/cart';
import { orderKeys } from '#src/domain/orders/orders.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { scriptedApi } from '#src/test/fake-api';
import { cartLine, order, orderLine } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { toastsOnScreen } from '#src/test/toasts';

const ORDERS_PATH = '/api/user/order/getAllOrders';
const ADD_PATH = '/api/user/cart/add';

afterEach(() => {
  vi.unstubAllGlobals();
});

const toastMessages = toastsOnScreen;

function countOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('OrdersPage (/dashboard/orders)', () => {
  it('speaks Hindi when the shopper chose हिन्दी: statuses, counts and cash on delivery', async () => {
    act(() => chooseLocale('hi'));
    vi.stubGlobal(
      'fetch',
      scriptedApi({
        [ORDERS_PATH]: {
          data: [
            order('aaaaaaaa-0000-4000-8000-000000000001', 'delivered', { paymentStatus: 'paid' }),
            order('bbbbbbbb-0000-4000-8000-000000000002', 'out_for_delivery'),
          ],
        },
      }).fetch,
    );
    renderApp('/dashboard/orders', { session: SHOPPER });

    await screen.findByRole('heading', { name: 'ऑर्डर #AAAAAAAA' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('मेरे ऑर्डर — Kirana'));
    expect(countOf('डिलीवर हुए')).toBe('1');
    expect(countOf('चल रहे हैं')).toBe('1');
    expect(countOf('कुल ऑर्डर')).toBe('2');

    const card = (short: string) => screen.getByRole('article', { name: `ऑर्डर #${short}` });
    expect(card('AAAAAAAA').querySelector('.order-badge')?.textContent).toBe('डिलीवर हो गया');
    expect(card('BBBBBBBB').querySelector('.order-badge')?.textContent).toBe('डिलीवरी के लिए निकला');
    expect(within(card('AAAAAAAA')).getByText('भुगतान हो गया')).toBeTruthy();
    expect(within(card('BBBBBBBB')).getByText('बाकी')).toBeTruthy();
    expect(within(card('BBBBBBBB')).getByText(/सामान मिलने पर नकद/)).toBeTruthy();
    expect(within(card('BBBBBBBB')).getByRole('button', { name: /^फिर से ख़रीदें/ })).toBeTruthy();
  });

  it('counts delivered, in progress (neither delivered nor cancelled) and total, and labels each status', async () => {
    vi.stubGlobal(
      'fetch',
      scriptedApi({
        [ORDERS_PATH]: {
          data: [
            order('aaaaaaaa-0000-4000-8000-000000000001', 'delivered', {
              paymentStatus: 'paid',
              delivered_at: '2025-04-12T10:27:00.000Z',
            }),
            order('bbbbbbbb-0000-4000-8000-000000000002', 'out_for_delivery'),
            order('cccccccc-0000-4000-8000-000000000003', 'cancelled'),
            order('dddddddd-0000-4000-8000-000000000004', 'on_hold'),
          ],
        },
      }).fetch,
    );
    renderApp('/dashboard/orders', { session: SHOPPER });

    await screen.findByRole('heading', { name: 'Order #AAAAAAAA' });
    expect(countOf('Delivered')).toBe('1');
    expect(countOf('In progress')).toBe('2');
    expect(countOf('Total orders')).toBe('4');

    const card = (short: string) => screen.getByRole('article', { name: `Order #${short}` });
    expect(card('AAAAAAAA').querySelector('.order-badge')?.textContent).toBe('Delivered');
    expect(card('BBBBBBBB').querySelector('.order-badge')?.textContent).toBe('Out for delivery');
    expect(card('CCCCCCCC').querySelector('.order-badge')?.textContent).toBe('Cancelled');
    // Unknown statuses are shown as received, in the neutral style.
    const unknown = card('DDDDDDDD').querySelector('.order-badge');
    expect(unknown?.textContent).toBe('on_hold');
    expect(unknown?.className).toContain('order-badge--unknown');

    const delivered = within(card('AAAAAAAA'));
    expect(delivered.getByText('Paid').className).toContain('payment-badge--paid');
    expect(within(card('BBBBBBBB')).getByText('Pending').className).toContain('payment-badge--pending');
    // The delivery promise in the words the confirmation and the details use too.
    expect(delivered.getByText('Delivered 12 Apr 2025, 3:57 pm')).toBeTruthy();
    expect(within(card('BBBBBBBB')).getByText('Express Delivery: was due by 12 Apr 2025, 4:00 pm')).toBeTruthy();
    expect(within(card('CCCCCCCC')).getByText('Cancelled — it will not be delivered')).toBeTruthy();
    expect(delivered.getByText('₹350')).toBeTruthy();
    expect(delivered.getByText('12 Apr 2025, 3:45 pm')).toBeTruthy();
    expect(delivered.getByText('Toor Dal 1 kg')).toBeTruthy();
    expect(delivered.getByRole('link', { name: 'View details of order #AAAAAAAA' }).getAttribute('href')).toBe(
      '/dashboard/orders/aaaaaaaa-0000-4000-8000-000000000001',
    );
  });

  it("says 'No orders found' when there are none", async () => {
    vi.stubGlobal('fetch', scriptedApi({ [ORDERS_PATH]: { data: [] } }).fetch);
    renderApp('/dashboard/orders', { session: SHOPPER });
    await screen.findByText('No orders found');
    expect(countOf('Total orders')).toBe('0');
  });

  it("says 'Failed to load orders' when the list cannot be fetched and nothing is cached", async () => {
    vi.stubGlobal('fetch', scriptedApi({ [ORDERS_PATH]: { status: 500, message: 'Database unavailable' } }).fetch);
    renderApp('/dashboard/orders', { session: SHOPPER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load orders');
    expect(alert.textContent).toContain('Please try refreshing the page');
    expect(screen.queryByText('No orders found')).toBeNull();
  });

  it('shows the cached orders, dated, when a refresh fails (offline-first)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { queryClient } = renderApp('/dashboard/orders', { session: SHOPPER });
    // As a restored cache would hold it, old enough to be refetched.
    queryClient.setQueryData(orderKeys.list(SHOPPER.id), [order('aaaaaaaa-0000-4000-8000-000000000001', 'packed')], {
      updatedAt: Date.now() - 3_600_000,
    });
    await screen.findByRole('heading', { name: 'Order #AAAAAAAA' });
    await screen.findByText(/Couldn't refresh/);
    expect(screen.queryByText('Failed to load orders')).toBeNull();
  });
});

describe('Buy again', () => {
  const items = [
    orderLine(7, 'Toor Dal 1 kg', 2, 160),
    orderLine(8, 'Masoor Dal 500 g', 1, 90),
    orderLine(9, 'Old Basmati 5 kg', 3, 600),
    orderLine(10, 'Moong Dal 1 kg', 4, 140),
  ];

  it('posts every line with its quantity and reports once what was added and what was not', async () => {
    const api = scriptedApi({
      [ORDERS_PATH]: { data: [order('aaaaaaaa-0000-4000-8000-000000000001', 'delivered', { items })] },
      [ADD_PATH]: (body) => {
        const { productId, quantity } = body as { productId: number; quantity: number };
        if (productId === 8) return { status: 409, message: 'Masoor Dal 500 g is out of stock.' };
        if (productId === 9) return { status: 404, message: 'Product not found.' };
        if (productId === 10) return { status: 409, message: ALREADY_IN_CART_MESSAGE };
        return { data: cartLine(productId, 'Toor Dal 1 kg', quantity) };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/dashboard/orders', { session: SHOPPER });

    fireEvent.click(await screen.findByRole('button', { name: 'Buy again order #AAAAAAAA' }));

    await waitFor(() => expect(toastMessages()).toHaveLength(1));
    expect(api.callsTo(ADD_PATH).map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: 7, quantity: 2 },
      { userId: SHOPPER.id, productId: 8, quantity: 1 },
      { userId: SHOPPER.id, productId: 9, quantity: 3 },
      { userId: SHOPPER.id, productId: 10, quantity: 4 },
    ]);
    const [report] = toastMessages();
    expect(report).toBe(
      'Added 1 item to your cart. Already in your cart: Moong Dal 1 kg. ' +
        'Not available: Masoor Dal 500 g is out of stock. Old Basmati 5 kg: Product not found.',
    );
    // The same report stays beside the button, with the way on to the cart.
    const card = within(screen.getByRole('article', { name: 'Order #AAAAAAAA' }));
    expect(card.getByText(/Added 1 item to your cart/)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
  });

  it('queues the lines while offline and says they will be added later', async () => {
    const api = scriptedApi({
      [ORDERS_PATH]: {
        data: [order('aaaaaaaa-0000-4000-8000-000000000001', 'delivered', { items: items.slice(0, 2) })],
      },
      [ADD_PATH]: (body) => {
        const { productId, quantity } = body as { productId: number; quantity: number };
        return { data: cartLine(productId, 'Dal', quantity) };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/dashboard/orders', { session: SHOPPER });
    const button = await screen.findByRole('button', { name: 'Buy again order #AAAAAAAA' });

    act(() => onlineManager.setOnline(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(toastMessages()).toEqual(["You're offline: 2 items will be added to your cart when you're back online."]),
    );
    expect(api.callsTo(ADD_PATH)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(api.callsTo(ADD_PATH)).toHaveLength(2));
  });
});
