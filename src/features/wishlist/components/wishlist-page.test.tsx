import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#contract/cart';
import type { WishlistItem } from '#contract/wishlist';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { toastsOnScreen } from '#src/test/toasts';
import { queuedForCartMessage } from './move-to-cart-message';
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server with this wishlist and an empty cart; `move` may refuse or fail Move to Cart (an answer with data moves it). */
function wishlistServer(items: WishlistItem[], move?: FakeAnswer | (() => FakeAnswer)) {
  let wishlist = [...items];
  let cart: CartItem[] = [];
  const urls: string[] = [];
  const moved = (body: unknown): FakeAnswer => {
    const { productId } = body as { productId: number };
    const item = wishlist.find((entry) => entry.id === productId) ?? ATTA;
    wishlist = wishlist.filter((entry) => entry.id !== productId);
    const cartItem = { ...CART_LINE, id: item.id, name: item.name };
    cart = [...cart, cartItem];
    return { data: { cartItem, alreadyInCart: false } };
  };
  const api = scriptedApi({
    '/api/user/wishlist/getWishlistItems': () => ({ data: wishlist }),
    '/api/user/wishlist/deleteWishlistItem': () => {
      const productId = Number(new URL(urls.at(-1) ?? '', 'http://localhost').searchParams.get('productId'));
      wishlist = wishlist.filter((item) => item.id !== productId);
      return { data: wishlist };
    },
    '/api/user/cart/getCartItems': () => ({ data: cart }),
    '/api/user/wishlist/moveToCart': (body) => {
      if (move === undefined) return moved(body);
      const answer = typeof move === 'function' ? move() : move;
      return 'data' in answer ? moved(body) : answer;
    },
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
const toastMessages = toastsOnScreen;

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
  it('speaks Hindi when the shopper chose हिन्दी', async () => {
    act(() => chooseLocale('hi'));
    wishlistServer([ATTA, TEA]);
    renderApp('/wishlist', { session: SHOPPER });
    await screen.findByRole('list', { name: 'रखा हुआ सामान' });
    const main = within(screen.getByRole('main'));

    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('पसंदीदा (2 सामान)');
    expect(main.getByRole('link', { name: 'थैला' }).getAttribute('href')).toBe('/cart');
    await waitFor(() => expect(document.title).toBe('पसंदीदा — Kirana'));

    fireEvent.click(within(card(ATTA.name)).getByRole('button', { name: /^थैले में डालें/ }));
    await waitFor(() => expect(message()).toBe('सामान थैले में डाल दिया!'));
  });

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

  it('moves an item to the cart and off the wishlist in one change, and says so for 3 s', async () => {
    const api = wishlistServer([ATTA, TEA]);
    await openWishlist();
    vi.useFakeTimers();

    await moveToCart(ATTA.name);
    await act(() => vi.advanceTimersByTimeAsync(1));

    // One request for both lists, without a quantity (one), as the spec's Move to Cart sends it.
    expect(api.callsTo('/api/user/wishlist/moveToCart').map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: ATTA.id },
    ]);
    expect(api.callsTo('/api/user/cart/add')).toHaveLength(0);
    expect(api.callsTo('/api/user/wishlist/deleteWishlistItem')).toHaveLength(0);
    expect(message()).toBe('Item added to cart!');
    expect(screen.queryByRole('article', { name: ATTA.name })).toBeNull();
    expect(card(TEA.name)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(WISHLIST_MESSAGE_MS - 2));
    expect(message()).toBe('Item added to cart!');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message()).toBe('');
    expect(toastMessages()).toEqual([]);
  });

  it('says the item is already in the cart when the server kept the line it had, without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      scriptedApi({
        '/api/user/wishlist/getWishlistItems': { data: [ATTA] },
        '/api/user/cart/getCartItems': { data: [CART_LINE] },
        '/api/user/wishlist/moveToCart': { data: { cartItem: CART_LINE, alreadyInCart: true } },
      }).fetch,
    );
    await openWishlist();

    await moveToCart(ATTA.name);

    await waitFor(() => expect(message()).toBe('Item is already in the cart.'));
    expect(toastMessages()).toEqual([]);
  });

  it('says an error occurred when the server keeps failing, and the item is back on the wishlist', async () => {
    wishlistServer([ATTA], { status: 500, message: 'Internal error' });
    await openWishlist();
    vi.useFakeTimers();

    await moveToCart(ATTA.name);

    // A server hiccup is retried a couple of times before the shopper is told.
    await advanceUntil(() => message() === 'An error occurred while adding to cart.');
    await advanceUntil(() => screen.queryByRole('article', { name: ATTA.name }) !== null);
    expect(toastMessages()).toEqual([]);
  });

  it('moves offline at once on both lists, says it waits, and sends the one change once the signal returns', async () => {
    const api = wishlistServer([ATTA, TEA]);
    const { queryClient } = await openWishlist();
    queryClient.setQueryData(cartKeys.items(SHOPPER.id), []);
    onlineManager.setOnline(false);

    await moveToCart(ATTA.name);

    await waitFor(() => expect(message()).toBe(queuedForCartMessage()));
    // Shown on top of both lists before the server has it.
    expect(screen.queryByRole('article', { name: ATTA.name })).toBeNull();
    expect(queryClient.getQueryData<CartItem[]>(cartKeys.items(SHOPPER.id))?.map((line) => line.id)).toEqual([ATTA.id]);
    expect(api.callsTo('/api/user/wishlist/moveToCart')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(api.callsTo('/api/user/wishlist/moveToCart')).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryData<CartItem[]>(cartKeys.items(SHOPPER.id))?.map((line) => line.id)).toEqual([
        ATTA.id,
      ]),
    );
    expect(screen.queryByRole('article', { name: ATTA.name })).toBeNull();
    expect(card(TEA.name)).toBeTruthy();
  });

  it('keeps trying a move whose request never arrived, once, with the same key', async () => {
    let attempts = 0;
    const api = wishlistServer([ATTA], () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return { data: null };
    });
    await openWishlist();
    vi.useFakeTimers();

    await moveToCart(ATTA.name);
    await advanceUntil(() => message() === queuedForCartMessage());
    await advanceUntil(() => attempts === 3);
    const keys = api.callsTo('/api/user/wishlist/moveToCart').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(screen.queryByRole('article', { name: ATTA.name })).toBeNull();
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
