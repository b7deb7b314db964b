import { act, fireEvent, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '#contract/order';
import {
  checkoutAddressAtom,
  checkoutCartItemsAtom,
  checkoutOrderAttemptAtom,
  checkoutOrderIdAtom,
  resetCheckoutAtom,
} from '#src/domain/checkout/checkout.atoms';
import { notePlacedOrder } from '#src/domain/checkout/placed-orders';
import { chooseLocale } from '#src/lib/i18n/locale';
import { DAL, HOME, ORDER_ID } from '#src/test/checkout';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { orderDetail } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const store = getDefaultStore();

/** The order as the server took it: at 2:05 pm in India, promised within 5 minutes, a first order. */
const PLACED: OrderDetail = orderDetail({
  id: ORDER_ID,
  number: 1042,
  status: 'confirmed',
  placedAt: '2026-11-24T14:05:09',
  createdAt: '2026-11-24T08:35:09.000Z',
  estimatedDeliveryTime: '5 minutes',
  deliverBy: '2026-11-24T08:40:09.000Z',
  subtotal: 320,
  firstOrderDiscount: 32,
  total: 318,
});

function stubApi(details: FakeAnswer = { data: PLACED }) {
  vi.stubGlobal(
    'fetch',
    scriptedApi({
      '/api/user/cart/getCartItems': { data: [] },
      '/api/user/order/getOrderDetails': details,
      // The home page, where Continue Shopping leads.
      '/api/user/product/getFeaturedProducts': { data: [] },
      '/api/user/product/getTrendingProducts': { data: [] },
      '/api/user/product/getRecentViewed': { data: [] },
    }).fetch,
  );
}

beforeEach(() => {
  stubApi();
  store.set(checkoutCartItemsAtom, [DAL]);
  store.set(checkoutAddressAtom, HOME);
  store.set(checkoutOrderIdAtom, ORDER_ID);
  store.set(checkoutOrderAttemptAtom, { key: 'attempt-1', content: '[]', time: '2026-11-28T10:00:00' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  store.set(resetCheckoutAtom);
});

const shown = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('OrderConfirmationPage (/order-confirmation)', () => {
  it("thanks the shopper with the server's order time, its delivery promise and the discount the order got", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:36:00Z'));
    renderApp('/order-confirmation', { session: SHOPPER });

    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    // The short number people say on the phone, never the order's id.
    await vi.waitFor(() => expect(shown('Order number')).toBe('#1042'));
    expect(screen.queryByText(ORDER_ID)).toBeNull();
    expect(screen.getByText(/Pay on delivery: cash or UPI\./)).toBeTruthy();
    expect(shown('Order date')).toBe('24 Nov 2026, 2:05 pm');
    // The same words as the order list and details (src/lib/delivery-promise.ts).
    expect(shown('Estimated delivery')).toBe('Express Delivery: by 24 Nov 2026, 2:10 pm');
    expect(shown('First order 10% off')).toBe('−₹32');
    expect(shown('Total to pay on delivery')).toBe('₹318');
  });

  it('knows an order placed while this tab was not listening (another tab sent it): its number, never "not placed"', async () => {
    store.set(checkoutOrderIdAtom, '');
    // As the tab that sent it wrote it, when its answer came.
    notePlacedOrder('attempt-1', ORDER_ID);
    renderApp('/order-confirmation', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(await screen.findByText('#1042')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This order was not placed' })).toBeNull();
  });

  it('shows the spec’s outer bound of five days when that is the promise', async () => {
    stubApi({
      data: {
        ...PLACED,
        estimatedDeliveryTime: '5 days',
        deliverBy: '2026-11-29T08:35:09.000Z',
        firstOrderDiscount: 0,
        total: 350,
      },
    });
    renderApp('/order-confirmation', { session: SHOPPER });
    await vi.waitFor(() => expect(shown('Estimated delivery')).toBe('Standard: by Sun, 29 Nov'));
    expect(screen.queryByText('First order 10% off')).toBeNull();
  });

  it('never guesses a date it could not read: it says where the order will show', async () => {
    stubApi({ status: 503, message: 'Service unavailable' });
    renderApp('/order-confirmation', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    await vi.waitFor(() => expect(shown('Estimated delivery')).toBe('Shown in My orders when you are back online'), {
      timeout: 5000,
    });
    expect(shown('Order date')).toBe('Shown in My orders when you are back online');
    // Its short number is the server's to say: the id is all the phone has.
    expect(shown('Order number')).toBe(ORDER_ID);
  });

  it('shows the id of an order whose copy has no short number', async () => {
    const { number: _, ...withoutNumber } = PLACED;
    stubApi({ data: withoutNumber });
    renderApp('/order-confirmation', { session: SHOPPER });
    await vi.waitFor(() => expect(shown('Total to pay on delivery')).toBe('₹318'));
    expect(shown('Order number')).toBe(ORDER_ID);
  });

  it('says the number and how to pay in Hindi', async () => {
    act(() => chooseLocale('hi'));
    renderApp('/order-confirmation', { session: SHOPPER });
    await vi.waitFor(() => expect(shown('ऑर्डर नंबर')).toBe('#1042'));
    expect(screen.getByText(/डिलीवरी पर भुगतान: नकद या UPI/)).toBeTruthy();
  });

  it('survives a reload, and Continue Shopping goes home and starts the next checkout afresh', async () => {
    const first = renderApp('/order-confirmation', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    first.unmount();

    // A reload: a new app over the same session storage still passes the guard and shows the order.
    const { router } = renderApp('/order-confirmation', { session: SHOPPER });
    await vi.waitFor(() => expect(shown('Order number')).toBe('#1042'));

    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(store.get(checkoutOrderIdAtom)).toBe(''));
    expect(store.get(checkoutAddressAtom)).toBeNull();
    expect(store.get(checkoutCartItemsAtom)).toEqual([]);
    expect(store.get(checkoutOrderAttemptAtom)).toBeNull();
    expect(sessionStorage.getItem('kirana-checkout-order-id')).toBeNull();
  });
});
