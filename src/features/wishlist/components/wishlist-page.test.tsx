import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_IN_CART_MESSAGE, type CartItem } from '../../../../contract/cart';
import type { WishlistItem } from '../../../../contract/wishlist';
import { toastsAtom } from '../../../lib/toast';
import { type FakeAnswer, renderApp, SHOPPER, scriptedApi } from '../../auth/auth-test-kit';
import { cartKeys } from '../../cart/api/cart.queries';
import { QUEUED_FOR_CART_MESSAGE } from './move-to-cart-message';
import { WISHLIST_MESSAGE_MS } from './wishlist-page';

const ATTA: WishlistItem = {
  id: 3,
  name: 'Chakki Atta 5 kg',
  image: '/images/products/3.webp',
  category: 'Dals & Flours',
  price: 176,
  originalPrice: 200,
  discount: 0.12,
  status: 'in stock',
  addedAt: '2025-04-02T10:00:00.000Z',
};
const TEA: WishlistItem = {
  ...ATTA,
  id: 9,
  name: 'Assam Tea 250 g',
  category: 'Beverages',
  price: 120,
  originalPrice: 120,
  discount: 0,
};

const CART_LINE: CartItem = {
  ...ATTA,
  description: '',
  quantity: 1,
  maxQuantity: 20,
};

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  getDefaultStore().set(toastsAtom, []);
  sessionStorage.clear();
});

/** A server with this wishlist, an empty cart and `addToCart` answering the cart's add. */
function wishlistServer(items: WishlistItem[], addToCart: FakeAnswer | (() => FakeAnswer) = { data: CART_LINE }) {
  let wishlist = [...items];
  const urls: string[] = [];
  const api = scriptedApi({
    '/api/user/wishlist/getWishlistItems': () => ({ data: wishlist }),
    '/api/user/wishlist/deleteWishlistItem': () => {
      const productId = Number(new URL(urls.at(-1) ?? '', 'http://localhost').searchParams.get('productId'));
      wishlist = wishlist.filter((item) => item.id !== productId);
      return { data: wishlist };
    },
    '/api/user/cart/getCartItems': { data: [] },
    '/api/user/cart/add': addToCart,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return api.fetch(input, init);
  });
  return { ...api, urls };
}

async function openWishlist() {
  const app = renderApp('/wishlist', { session: SHOPPER });
  await screen.findByRole('list', { name: 'Saved products' });
  return app;
}

const card = (name: string) => screen.getByRole('article', { name });
const message = () => within(screen.getByRole('main')).getByRole('status').textContent;
const toastMessages = () =>
  getDefaultStore()
    .get(toastsAtom)
    .map((toast) => toast.message);

/** Moves fake time on in small steps until `done` holds (retries wait seconds between attempts). */
async function advanceUntil(done: () => boolean, { stepMs = 100, maxMs = 20_000 } = {}) {
  for (let waited = 0; !done(); waited += stepMs) {
    if (waited > maxMs) throw new Error(`still waiting after ${maxMs} ms`);
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
}

async function moveToCart(name: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: /^Move to Cart/ }));
}

describe('WishlistPage', () => {
  it('shows each item with its picture, product link, price, struck MRP and discount percent', async () => {
    wishlistServer([ATTA, TEA]);
    await openWishlist();
    const main = within(screen.getByRole('main'));

    expect(main.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(main.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/');
    const atta = within(card(ATTA.name));
    expect(atta.getByRole('img', { name: ATTA.name })).toBeTruthy();
    expect(atta.getByRole('link', { name: ATTA.name }).getAttribute('href')).toBe('/product/Dals%20%26%20Flours/3');
    expect(atta.getByText('₹176')).toBeTruthy();
    expect(atta.getByText('₹200').closest('s')).toBeTruthy();
    // The discount is a fraction: 0.12 is 12% off.
    expect(atta.getByText('12% off')).toBeTruthy();
    expect(within(card(TEA.name)).queryByText(/% off/)).toBeNull();
    expect(within(card(TEA.name)).queryByRole('deletion')).toBeNull();
  });

  it('moves an item to the cart without a quantity, says so for 3 s, and keeps it in the wishlist', async () => {
    const api = wishlistServer([ATTA, TEA]);
    await openWishlist();
    vi.useFakeTimers();

    await moveToCart(ATTA.name);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(api.callsTo('/api/user/cart/add').map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: ATTA.id },
    ]);
    expect(message()).toBe('Item added to cart!');
    expect(card(ATTA.name)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(WISHLIST_MESSAGE_MS - 2));
    expect(message()).toBe('Item added to cart!');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message()).toBe('');
    expect(toastMessages()).toEqual([]);
  });

  it('says the item is already in the cart when the server answers 409, without a toast', async () => {
    wishlistServer([ATTA], { status: 409, message: ALREADY_IN_CART_MESSAGE });
    const { queryClient } = await openWishlist();
    queryClient.setQueryData(cartKeys.items(SHOPPER.id), [CART_LINE]);

    await moveToCart(ATTA.name);

    await waitFor(() => expect(message()).toBe('Item is already in the cart.'));
    expect(toastMessages()).toEqual([]);
  });

  it('says an error occurred when the server keeps failing, without a toast', async () => {
    wishlistServer([ATTA], { status: 500, message: 'Internal error' });
    await openWishlist();
    vi.useFakeTimers();

    await moveToCart(ATTA.name);

    // A server hiccup is retried a couple of times before the shopper is told.
    await advanceUntil(() => message() === 'An error occurred while adding to cart.');
    expect(toastMessages()).toEqual([]);
  });

  it('holds a move made offline, says so, and adds it once the signal returns', async () => {
    const api = wishlistServer([ATTA]);
    await openWishlist();
    onlineManager.setOnline(false);

    await moveToCart(ATTA.name);

    await waitFor(() => expect(message()).toBe(QUEUED_FOR_CART_MESSAGE));
    expect(within(card(ATTA.name)).getByText("Goes to your cart when you're back online")).toBeTruthy();
    expect(api.callsTo('/api/user/cart/add')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(within(card(ATTA.name)).queryByText("Goes to your cart when you're back online")).toBeNull(),
    );
    expect(api.callsTo('/api/user/cart/add')).toHaveLength(1);
  });

  it('keeps trying a move whose request never arrived, once, with the same key', async () => {
    let attempts = 0;
    const api = wishlistServer([ATTA], () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return { data: CART_LINE };
    });
    await openWishlist();
    vi.useFakeTimers();

    await moveToCart(ATTA.name);
    await advanceUntil(() => message() === QUEUED_FOR_CART_MESSAGE);
    expect(within(card(ATTA.name)).getByText("Goes to your cart when you're back online")).toBeTruthy();
    await advanceUntil(() => attempts === 3);
    await advanceUntil(() => within(card(ATTA.name)).queryByText("Goes to your cart when you're back online") === null);
    const keys = api.callsTo('/api/user/cart/add').map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect(toastMessages()).toEqual([]);
  });

  it('removes an item from the wishlist on the server and from the page', async () => {
    const api = wishlistServer([ATTA, TEA]);
    await openWishlist();

    fireEvent.click(within(card(TEA.name)).getByRole('button', { name: /^Remove/ }));

    await waitFor(() => expect(screen.queryByRole('article', { name: TEA.name })).toBeNull());
    expect(card(ATTA.name)).toBeTruthy();
    const removal = api.urls.find((url) => url.includes('deleteWishlistItem')) ?? '';
    const query = new URL(removal, 'http://localhost').searchParams;
    expect(api.callsTo('/api/user/wishlist/deleteWishlistItem')[0]?.method).toBe('DELETE');
    expect([query.get('userId'), query.get('productId')]).toEqual([SHOPPER.id, String(TEA.id)]);
  });

  it('shows the empty wishlist', async () => {
    wishlistServer([]);
    renderApp('/wishlist', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Your wishlist is empty' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Products' })).toBeTruthy();
  });

  it('shows a load failure with a retry instead of a blank page', async () => {
    let broken = true;
    vi.stubGlobal(
      'fetch',
      scriptedApi({
        '/api/user/wishlist/getWishlistItems': () =>
          broken ? { status: 500, message: 'Server unavailable' } : { data: [ATTA] },
      }).fetch,
    );
    renderApp('/wishlist', { session: SHOPPER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your wishlist.");

    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: ATTA.name });
  });
});
