import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '../../../lib/toast';
import { type FakeAnswer, renderApp, SHOPPER, scriptedApi } from '../../auth/auth-test-kit';
import { cartLine, orderDetail, orderLine } from '../test-orders';

const DETAILS_PATH = '/api/user/order/getOrderDetails';
const ADD_PATH = '/api/user/cart/add';
const ORDER_ID = '3f2a9c1b-1111-4222-8333-444455556666';

afterEach(() => {
  vi.unstubAllGlobals();
  getDefaultStore().set(toastsAtom, []);
  sessionStorage.clear();
});

function showDetails(answer: FakeAnswer, path = `/dashboard/orders/${ORDER_ID}`) {
  const api = scriptedApi({
    [DETAILS_PATH]: answer,
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
    expect(figure('Delivery')).toBe('Express Delivery');
    // The spec's Cancel and Return buttons call nothing: not shown.
    expect(screen.queryByRole('button', { name: /cancel|return/i })).toBeNull();
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
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)).toHaveLength(1));
  });
});
