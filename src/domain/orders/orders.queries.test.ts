import { afterEach, describe, expect, it, vi } from 'vitest';
import { haveCopyOnRefetch } from '#src/test/fake-api';
import { order, orderDetail } from '#src/test/orders';
import { SHOPPER } from '#src/test/shopper';
import { orderQueries } from './orders.queries';

afterEach(() => vi.unstubAllGlobals());

// After a cancellation the list and the order are asked for again: the service worker's copy from before it (its
// answer when the network is slower than 4 s, sw/sw.ts) would show the order Confirmed, with a Cancel button, again.
describe("a shopper's orders", () => {
  it("are asked of the network alone once the phone holds them, never of the service worker's older copy", async () => {
    const [first, again] = await haveCopyOnRefetch(orderQueries.list(SHOPPER.id), '/api/user/order/getAllOrders', [
      order('KIR-1001', 'Confirmed'),
    ]);
    expect(first).toBeUndefined();
    expect(again).toBe('1');
  });

  it("one order's details too", async () => {
    const detail = orderDetail();
    const [first, again] = await haveCopyOnRefetch(
      orderQueries.detail(detail.id),
      '/api/user/order/getOrderDetails',
      detail,
    );
    expect(first).toBeUndefined();
    expect(again).toBe('1');
  });
});
