import { fireEvent, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, SHOPPER, scriptedApi } from '../../auth/auth-test-kit';
import { DAL, HOME, ORDER_ID } from '../checkout-test-fixtures';
import {
  checkoutAddressAtom,
  checkoutCartItemsAtom,
  checkoutOrderAttemptAtom,
  checkoutOrderIdAtom,
  checkoutOrderPlacedAtAtom,
  resetCheckoutAtom,
} from '../state/checkout.atoms';

const store = getDefaultStore();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    scriptedApi({
      '/api/user/cart/getCartItems': { data: [] },
      // The home page, where Continue Shopping leads.
      '/api/user/product/getFeaturedProducts': { data: [] },
      '/api/user/product/getTrendingProducts': { data: [] },
      '/api/user/product/getRecentViewed': { data: [] },
    }).fetch,
  );
  store.set(checkoutCartItemsAtom, [DAL]);
  store.set(checkoutAddressAtom, HOME);
  store.set(checkoutOrderIdAtom, ORDER_ID);
  store.set(checkoutOrderAttemptAtom, { key: 'attempt-1', content: '[]' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(resetCheckoutAtom);
  sessionStorage.clear();
});

const shown = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('OrderConfirmationPage (/order-confirmation)', () => {
  it('thanks the shopper with the order number, the order date and delivery 5 days later', async () => {
    store.set(checkoutOrderPlacedAtAtom, '2026-11-24T14:05:09');
    renderApp('/order-confirmation', { session: SHOPPER });

    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(shown('Order number')).toBe(ORDER_ID);
    expect(shown('Order date')).toBe('Tue, 24 Nov 2026');
    expect(shown('Estimated delivery')).toBe('Sun, 29 Nov 2026');
  });

  it('counts the 5 days across a month and a year end, in India’s calendar', async () => {
    // 30 Dec, 23:30 in India: still the 30th there, whatever zone the phone says.
    store.set(checkoutOrderPlacedAtAtom, '2026-12-30T23:30:00');
    renderApp('/order-confirmation', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(shown('Order date')).toBe('Wed, 30 Dec 2026');
    expect(shown('Estimated delivery')).toBe('Mon, 4 Jan 2027');
  });

  it('survives a reload, and Continue Shopping goes home and starts the next checkout afresh', async () => {
    store.set(checkoutOrderPlacedAtAtom, '2026-11-24T14:05:09');
    const first = renderApp('/order-confirmation', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    first.unmount();

    // A reload: a new app over the same session storage still passes the guard and shows the order.
    const { router } = renderApp('/order-confirmation', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(shown('Order number')).toBe(ORDER_ID);

    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(store.get(checkoutOrderIdAtom)).toBe(''));
    expect(store.get(checkoutAddressAtom)).toBeNull();
    expect(store.get(checkoutCartItemsAtom)).toEqual([]);
    expect(store.get(checkoutOrderAttemptAtom)).toBeNull();
    expect(sessionStorage.getItem('kirana-checkout-order-id')).toBeNull();
  });
});
