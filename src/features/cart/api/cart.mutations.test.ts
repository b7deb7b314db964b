import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../contract/cart';
import { createShopQueryClient } from '../../../shop-query-client';
import { scriptedApi } from '../../auth/auth-test-kit';
import { cartMutationKeys } from './cart.mutations';
import { cartKeys, cartQueries } from './cart.queries';

const USER = '0b6f3f5e-8a52-4c8e-9a37-0d1f4f1c2b3a';

function line(id: number, quantity: number): CartItem {
  return {
    id,
    name: `Product ${id}`,
    image: `/images/products/${id}/0.svg`,
    description: '',
    category: 'Groceries',
    price: 100,
    originalPrice: 120,
    quantity,
    status: 'in stock',
    maxQuantity: 99,
    addedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A server cart that applies add and updateCart as the real one does. */
function fakeCartServer(initial: CartItem[]) {
  let cart = [...initial];
  const api = scriptedApi({
    '/api/user/cart/getCartItems': () => ({ data: cart }),
    '/api/user/cart/add': (body) => {
      const { productId, quantity = 1 } = body as { productId: number; quantity?: number };
      if (cart.some((l) => l.id === productId)) return { status: 409, message: 'Item is already in the cart.' };
      cart = [...cart, line(productId, quantity)];
      return { data: line(productId, quantity) };
    },
    '/api/user/cart/updateCart': (body) => {
      const { productId, quantity } = body as { productId: number; quantity: number };
      cart =
        quantity === 0
          ? cart.filter((l) => l.id !== productId)
          : cart.some((l) => l.id === productId)
            ? cart.map((l) => (l.id === productId ? { ...l, quantity } : l))
            : [...cart, line(productId, quantity)];
      return { data: cart };
    },
  });
  return { ...api, cart: () => cart };
}

let clients: QueryClient[] = [];
function client() {
  const queryClient = createShopQueryClient();
  clients.push(queryClient);
  return queryClient;
}

beforeEach(() => onlineManager.setOnline(true));
afterEach(() => {
  for (const queryClient of clients) queryClient.clear();
  clients = [];
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

const quantities = (lines: CartItem[] | undefined) => lines?.map((l) => [l.id, l.quantity]);

describe('cart changes made offline', () => {
  it('show at once, survive a restart, and reach the server once each, in order, when the signal returns', async () => {
    const server = fakeCartServer([line(1, 1)]);
    vi.stubGlobal('fetch', server.fetch);
    const before = client();
    before.setQueryData(cartKeys.items(USER), server.cart());

    onlineManager.setOnline(false);
    const run = (key: readonly unknown[], variables: unknown) =>
      void before
        .getMutationCache()
        .build(before, { mutationKey: key })
        .execute(variables)
        .catch(() => undefined);
    run(cartMutationKeys.add, { userId: USER, product: line(2, 1) });
    run(cartMutationKeys.setQuantity, { userId: USER, productId: 2, quantity: 3 });
    run(cartMutationKeys.setQuantity, { userId: USER, productId: 1, quantity: 0 });
    await vi.waitFor(() => expect(quantities(before.getQueryData(cartKeys.items(USER)))).toEqual([[2, 3]]));
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // The app is closed and opened again: what the persister keeps is the dehydrated state.
    const saved = JSON.parse(JSON.stringify(dehydrate(before)));
    before.getMutationCache().clear();
    const after = client();
    hydrate(after, saved);
    expect(quantities(after.getQueryData(cartKeys.items(USER)))).toEqual([[2, 3]]);

    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(after.isMutating()).toBe(0));

    const posts = server.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
    expect(posts).toEqual([
      ['/api/user/cart/add', { userId: USER, productId: 2 }],
      ['/api/user/cart/updateCart', { userId: USER, productId: 2, quantity: 3 }],
      ['/api/user/cart/updateCart', { userId: USER, productId: 1, quantity: 0 }],
    ]);
    expect(quantities(server.cart())).toEqual([[2, 3]]);
    await vi.waitFor(() => expect(quantities(after.getQueryData(cartKeys.items(USER)))).toEqual([[2, 3]]));
  });

  it('a product already in the cart counts as added, not as a failure', async () => {
    const server = fakeCartServer([line(5, 2)]);
    vi.stubGlobal('fetch', server.fetch);
    const queryClient = client();
    const result = await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: cartMutationKeys.add })
      .execute({ userId: USER, product: line(5, 1) });
    expect(result).toBeUndefined();
    expect(quantities(server.cart())).toEqual([[5, 2]]);
  });
});

describe('reading the cart', () => {
  it('tells the service worker not to answer from its older copy once the phone has the cart', async () => {
    const server = fakeCartServer([line(1, 1)]);
    vi.stubGlobal('fetch', server.fetch);
    const queryClient = client();
    await queryClient.fetchQuery(cartQueries.items(USER));
    await queryClient.refetchQueries({ queryKey: cartKeys.items(USER) });
    const reads = server.callsTo('/api/user/cart/getCartItems').map((call) => call.headers['x-kirana-have-copy']);
    expect(reads).toEqual([undefined, '1']);
  });
});
