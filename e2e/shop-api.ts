import { type APIRequestContext, expect } from '@playwright/test';

/** The shop's API as the server sees it: where e2e tests check what really reached the server. */

interface Line {
  id: number;
  name: string;
  quantity: number;
  maxQuantity: number;
  price: number;
  category: string;
}

async function dataOf<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

export const cartOf = (request: APIRequestContext) => dataOf<Line[]>(request.get('/api/user/cart/getCartItems'));

export const wishlistOf = (request: APIRequestContext) =>
  dataOf<{ id: number; name: string }[]>(request.get('/api/user/wishlist/getWishlistItems'));

export const productsIn = (request: APIRequestContext, category: string) =>
  dataOf<{ id: number; name: string; status: string; currentPrice: number }[]>(
    request.get(`/api/user/product/getProductsByCategory?category=${encodeURIComponent(category)}`),
  );

export const setCartQuantity = (request: APIRequestContext, productId: number, quantity: number) =>
  dataOf<Line[]>(request.post('/api/user/cart/updateCart', { data: { productId, quantity } }));

export const ordersOf = (request: APIRequestContext) =>
  dataOf<
    {
      id: string;
      number?: number;
      status: string;
      total: number;
      items: { product: { id: number }; quantity: number }[];
    }[]
  >(request.get('/api/user/order/getAllOrders'));

/** How a person reads an order: its short number (#1042), as the confirmation and the order pages show it. */
export const spokenNumber = (order: { number?: number } | undefined) => `#${order?.number ?? 'missing'}`;

/**
 * What an order of these lines costs: 10% off the items (to the nearest rupee) on the shopper's
 * first order (decision 013), plus ₹30 shipping.
 */
export function orderTotalOf(lines: readonly { price: number; quantity: number }[], firstOrder: boolean): number {
  const goods = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return goods - (firstOrder ? Math.round(goods / 10) : 0) + 30;
}

/** Orders what is in this shopper's cart, at today's prices, to their default address. */
export async function orderCart(request: APIRequestContext): Promise<string> {
  const cart = await cartOf(request);
  const [address] = await dataOf<{ id: string }[]>(request.get('/api/user/address/getUserAddresses'));
  const items = cart.map((line) => ({ productId: line.id, quantity: line.quantity, price: line.price }));
  const firstOrder = (await ordersOf(request)).every((order) => order.status === 'cancelled');
  const total = orderTotalOf(items, firstOrder);
  return dataOf<string>(
    request.post('/api/user/order/confirmOrder', {
      data: { addressId: address?.id, total, items, method: 'COD' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
}

/**
 * Another shopper buys every unit left of a product (orders of at most 99 each), so it is out of
 * stock for everybody: the real way a product runs out while someone is offline.
 */
export async function buyOutStock(request: APIRequestContext, productId: number) {
  for (;;) {
    const answer = await request.post('/api/user/cart/updateCart', { data: { productId, quantity: 1 } });
    if (answer.status() === 409) return; // none left
    const cart = ((await answer.json()) as { data: Line[] }).data;
    const left = cart.find((line) => line.id === productId)?.maxQuantity ?? 0;
    await setCartQuantity(request, productId, left);
    await orderCart(request);
  }
}
