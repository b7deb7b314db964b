import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#contract/cart';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { checkoutCartItemsAtom, resetCheckoutAtom } from '#src/domain/checkout/checkout.atoms';
import { chooseLocale } from '#src/lib/i18n/locale';
import { DAL } from '#src/test/checkout';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { uncheckedCartLinesAtom } from '../state/cart-selection.atoms';
import { CART_BUSY_MS, nothingSelectedMessage } from './cart-page';

const SOAP: CartItem = {
  ...DAL,
  id: 12,
  name: 'Neem Soap',
  category: 'Personal Care',
  price: 50,
  originalPrice: 50,
  quantity: 1,
  maxQuantity: 5,
};
const GHEE: CartItem = {
  ...DAL,
  id: 30,
  name: 'Cow Ghee 500 ml',
  category: 'Dairy',
  price: 300,
  originalPrice: 360,
  quantity: 1,
  status: 'out of stock',
  maxQuantity: 0,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  getDefaultStore().set(resetCheckoutAtom);
  getDefaultStore().set(uncheckedCartLinesAtom, null);
});

/** A server holding `lines` that applies updateCart's absolute quantities, as the real one does. */
function cartServer(lines: CartItem[]) {
  let cart = lines.map((line) => ({ ...line }));
  const api = scriptedApi({
    '/api/user/cart/getCartItems': () => ({ data: cart }),
    '/api/user/cart/updateCart': (body) => {
      const { productId, quantity } = body as { productId: number; quantity: number };
      cart =
        quantity === 0
          ? cart.filter((line) => line.id !== productId)
          : cart.map((line) => (line.id === productId ? { ...line, quantity } : line));
      return { data: cart };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openCart() {
  const app = renderApp('/cart', { session: SHOPPER });
  await screen.findByRole('list', { name: 'Items in your cart' });
  return app;
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const figure = (term: string) => summary().getByText(term).nextElementSibling?.textContent;
const proceedButton = () => screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement;
const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name} for checkout` }) as HTMLInputElement;

describe('CartPage', () => {
  it('shows the progress bar and each line with its own product link and discount percent', async () => {
    cartServer([DAL, SOAP, GHEE]);
    await openCart();

    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: DAL.name }).getAttribute('href')).toBe('/product/Dals%20%26%20Flours/7');
    expect(screen.getByRole('link', { name: SOAP.name }).getAttribute('href')).toBe('/product/Personal%20Care/12');
    // round((1 - 160/180) × 100) = 11; round((1 - 300/360) × 100) = 17; no discount, no percent.
    expect(screen.getByText('11% off')).toBeTruthy();
    expect(screen.getByText('17% off')).toBeTruthy();
    expect(screen.getAllByText(/% off$/)).toHaveLength(2);
    expect(screen.getByRole('img', { name: DAL.name })).toBeTruthy();
  });

  it('selects every line by default, keeps out-of-stock lines out, and sums only the selected lines', async () => {
    cartServer([DAL, SOAP, GHEE]);
    await openCart();

    expect(checkbox(DAL.name).checked).toBe(true);
    expect(checkbox(SOAP.name).checked).toBe(true);
    expect(checkbox(GHEE.name).checked).toBe(false);
    expect(checkbox(GHEE.name).disabled).toBe(true);
    expect(screen.getByText('Out of Stock')).toBeTruthy();

    // Dal 2 × 180 MRP + soap 1 × 50 = 410; discount 2 × 20 = 40; total 2 × 160 + 50 + 30 = 400.
    expect(figure('Subtotal')).toBe('₹410');
    expect(figure('Discount')).toBe('−₹40');
    expect(figure('Shipping')).toBe('₹30');
    expect(figure('Total')).toBe('₹400');

    fireEvent.click(checkbox(DAL.name));
    // Waited for: jotai subscribes in an effect, so on a loaded machine the tick shows a moment later.
    await waitFor(() => expect(figure('Subtotal')).toBe('₹50'));
    expect(figure('Discount')).toBe('−₹0');
    expect(figure('Total')).toBe('₹80');
  });

  it('speaks Hindi when the shopper chose हिन्दी', async () => {
    act(() => chooseLocale('hi'));
    cartServer([DAL, GHEE]);
    renderApp('/cart', { session: SHOPPER });
    await screen.findByRole('list', { name: 'आपके थैले का सामान' });

    expect(screen.getByRole('heading', { level: 1, name: 'थैला' })).toBeTruthy();
    expect(screen.getByText('1 में से 1 सामान चुना')).toBeTruthy();
    expect(screen.getByText('ख़त्म हो गया')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `${DAL.name} ऑर्डर के लिए चुनें` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${DAL.name} की मात्रा बढ़ाएँ` })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('थैला — Kirana'));

    fireEvent.click(screen.getByRole('checkbox', { name: `${DAL.name} ऑर्डर के लिए चुनें` }));
    await screen.findByText('आगे बढ़ने के लिए कम से कम एक सामान चुनें');
    expect((screen.getByRole('button', { name: 'ऑर्डर के लिए आगे बढ़ें' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables Proceed to Checkout with the message when nothing is selected', async () => {
    cartServer([DAL, SOAP]);
    await openCart();
    expect(proceedButton().disabled).toBe(false);
    expect(screen.queryByText(nothingSelectedMessage())).toBeNull();

    fireEvent.click(checkbox(DAL.name));
    fireEvent.click(checkbox(SOAP.name));

    // Waited for, not read at once: jotai subscribes a component to its atoms in an effect, and catches
    // up then; ticks made between the page's drawing and its effects (the fresh-clone run, once) show a
    // moment later. A tick that was lost would still fail here.
    await waitFor(() => expect(proceedButton().disabled).toBe(true));
    expect(screen.getByText('Please select at least one item to proceed')).toBeTruthy();
    expect(figure('Total')).toBe('₹30');

    fireEvent.click(checkbox(SOAP.name));
    await waitFor(() => expect(proceedButton().disabled).toBe(false));
    expect(screen.queryByText(nothingSelectedMessage())).toBeNull();
  });

  it('sends only the selected lines on to /address', async () => {
    cartServer([DAL, SOAP, GHEE]);
    const { router } = await openCart();

    fireEvent.click(checkbox(SOAP.name));
    // As a shopper would, proceed once the tick is seen gone (on a loaded machine the fresh-clone run
    // once went on with the tick still there).
    await waitFor(() => expect(checkbox(SOAP.name).checked).toBe(false));
    fireEvent.click(proceedButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(getDefaultStore().get(checkoutCartItemsAtom)).toEqual([DAL]);
  });

  it('selects a line added later too', async () => {
    cartServer([DAL]);
    const { queryClient } = await openCart();
    fireEvent.click(checkbox(DAL.name));

    act(() => queryClient.setQueryData(cartKeys.items(SHOPPER.id), [DAL, SOAP]));

    const soap = (await screen.findByRole('checkbox', {
      name: `Select ${SOAP.name} for checkout`,
    })) as HTMLInputElement;
    expect(soap.checked).toBe(true);
    expect(checkbox(DAL.name).checked).toBe(false);
  });

  it('sends absolute quantities, and is busy for 700 ms after each change', async () => {
    const api = cartServer([DAL]);
    await openCart();
    vi.useFakeTimers();
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    const increase = screen.getByRole('button', { name: `Increase quantity of ${DAL.name}` });
    const decrease = screen.getByRole('button', { name: `Decrease quantity of ${DAL.name}` });

    fireEvent.click(increase);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('group', { name: `Quantity of ${DAL.name}` }).textContent).toContain('3');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(decrease.getAttribute('aria-disabled')).toBe('true');

    // Presses while busy do nothing.
    fireEvent.click(increase);
    await act(() => vi.advanceTimersByTimeAsync(CART_BUSY_MS - 2));
    expect(list.getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list.getAttribute('aria-busy')).toBe('false');
    expect(increase.getAttribute('aria-disabled')).toBe('false');

    fireEvent.click(decrease);
    await act(() => vi.advanceTimersByTimeAsync(CART_BUSY_MS));

    // An increment API would have been sent +1 and -1; the cart sends what the shopper sees.
    expect(api.callsTo('/api/user/cart/updateCart').map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: DAL.id, quantity: 3 },
      { userId: SHOPPER.id, productId: DAL.id, quantity: 2 },
    ]);
    expect(screen.getByRole('group', { name: `Quantity of ${DAL.name}` }).textContent).toContain('2');
  });

  it('turns − into a remove button at quantity 1, which sets 0 and removes the line', async () => {
    const api = cartServer([DAL, SOAP]);
    await openCart();
    expect(screen.queryByRole('button', { name: `Decrease quantity of ${SOAP.name}` })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Remove ${SOAP.name} from cart` }));

    await waitFor(() => expect(screen.queryByRole('link', { name: SOAP.name })).toBeNull());
    expect(api.callsTo('/api/user/cart/updateCart').map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: SOAP.id, quantity: 0 },
    ]);
    expect(figure('Total')).toBe('₹350');
  });

  it('shows the cart that updateCart answers with, without fetching the cart again', async () => {
    // The answer is the server's cart after the change: here the dal's price has just dropped.
    const api = scriptedApi({
      '/api/user/cart/getCartItems': { data: [DAL, SOAP] },
      '/api/user/cart/updateCart': { data: [{ ...DAL, price: 150 }] },
    });
    vi.stubGlobal('fetch', api.fetch);
    await openCart();

    fireEvent.click(screen.getByRole('button', { name: `Remove ${SOAP.name} from cart` }));

    await waitFor(() => expect(figure('Total')).toBe('₹330'));
    expect(api.callsTo('/api/user/cart/getCartItems')).toHaveLength(1);
  });

  it('applies a change made offline at once and marks the line until it syncs', async () => {
    const api = cartServer([DAL]);
    await openCart();
    onlineManager.setOnline(false);

    fireEvent.click(screen.getByRole('button', { name: `Increase quantity of ${DAL.name}` }));

    await screen.findByText("Will sync when you're back online");
    await waitFor(() =>
      expect(screen.getByRole('group', { name: `Quantity of ${DAL.name}` }).textContent).toContain('3'),
    );
    expect(screen.getByText(/^Prices as of/)).toBeTruthy();
    expect(api.callsTo('/api/user/cart/updateCart')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText("Will sync when you're back online")).toBeNull());
    expect(api.callsTo('/api/user/cart/updateCart').map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: DAL.id, quantity: 3 },
    ]);
  });

  it('stops + at the most the shop can sell', async () => {
    const api = cartServer([{ ...SOAP, quantity: 5 }]);
    await openCart();
    const increase = screen.getByRole('button', { name: `Increase quantity of ${SOAP.name}` });
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(increase);
    expect(api.callsTo('/api/user/cart/updateCart')).toHaveLength(0);
  });

  it('shows the empty cart with a way back to the shop', async () => {
    cartServer([]);
    renderApp('/cart', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('says Loading… until the cart arrives', async () => {
    let answer: (value: { data: CartItem[] }) => void = () => {};
    vi.stubGlobal(
      'fetch',
      scriptedApi({ '/api/user/cart/getCartItems': () => new Promise((resolve) => (answer = resolve)) }).fetch,
    );
    renderApp('/cart', { session: SHOPPER });
    await screen.findByText('Loading…');
    answer({ data: [DAL] });
    await screen.findByRole('link', { name: DAL.name });
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows a load failure with a retry instead of a blank page', async () => {
    let broken = true;
    vi.stubGlobal(
      'fetch',
      scriptedApi({
        '/api/user/cart/getCartItems': () =>
          broken ? { status: 500, message: 'Server unavailable' } : { data: [DAL] },
      }).fetch,
    );
    renderApp('/cart', { session: SHOPPER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your cart.");

    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: DAL.name });
  });

  it('renders the cached cart when the network fails, and, offline from then on, says how old its prices are', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { queryClient } = renderApp('/cart', { session: SHOPPER });
    queryClient.setQueryData(cartKeys.items(SHOPPER.id), [DAL], { updatedAt: Date.now() - 10 * 60_000 });

    await screen.findByRole('link', { name: DAL.name });
    await screen.findByText(/^Prices as of/);
    expect(figure('Total')).toBe('₹350');
  });

  it('renders the cached cart when the server fails, and says it may be out of date', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/user/cart/getCartItems': { status: 503, message: 'Busy' } }).fetch);
    const { queryClient } = renderApp('/cart', { session: SHOPPER });
    queryClient.setQueryData(cartKeys.items(SHOPPER.id), [DAL], { updatedAt: Date.now() - 10 * 60_000 });

    await screen.findByRole('link', { name: DAL.name });
    await screen.findByText(/Couldn't refresh your cart: showing it as of/);
    expect(figure('Total')).toBe('₹350');
  });
});
