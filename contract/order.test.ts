import { describe, expect, it } from 'vitest';
import { firstOrderDiscount, isFirstOrder } from './discount';
import { isCancellable, ORDER_STATUSES, orderSummary, orderTotal, SHIPPING_FEE } from './order';

describe('orderSummary (spec 001 §9)', () => {
  it('takes the subtotal from MRPs, the discount from MRP minus price, and adds ₹30 shipping to the total', () => {
    const figures = orderSummary([
      { price: 160, originalPrice: 180, quantity: 2 },
      { price: 50, originalPrice: 50, quantity: 3 },
      { price: 99, quantity: 1 },
    ]);
    // Subtotal 360 + 150 + 99; discount 2 × 20; total 320 + 150 + 99 + 30.
    expect(figures).toEqual({ subtotal: 609, discount: 40, firstOrderDiscount: 0, shipping: 30, total: 599 });
    expect(figures.total).toBe(figures.subtotal - figures.discount + figures.shipping);
  });

  it('charges shipping alone for nothing', () => {
    expect(SHIPPING_FEE).toBe(30);
    expect(orderSummary([])).toEqual({ subtotal: 0, discount: 0, firstOrderDiscount: 0, shipping: 30, total: 30 });
  });
});

describe('the first-order discount (decision 013)', () => {
  it('takes 10% of the items, never of shipping, to the nearest rupee, on the first order only', () => {
    const items = [
      { price: 160, originalPrice: 180, quantity: 2 },
      { price: 5, quantity: 1 },
    ];
    // Items 325: 10% is 32.5, rounded to ₹33; total 325 - 33 + 30.
    expect(orderSummary(items, true)).toEqual({
      subtotal: 365,
      discount: 40,
      firstOrderDiscount: 33,
      shipping: 30,
      total: 322,
    });
    expect(orderTotal(items, true)).toBe(322);
    expect(orderSummary(items).firstOrderDiscount).toBe(0);
    expect(orderTotal(items)).toBe(355);
    expect(firstOrderDiscount(44, true)).toBe(4);
    expect(firstOrderDiscount(44, false)).toBe(0);
  });

  it('counts a shopper as new while every earlier order was cancelled', () => {
    expect(isFirstOrder([])).toBe(true);
    expect(isFirstOrder([{ status: 'cancelled' }, { status: 'cancelled' }])).toBe(true);
    expect(isFirstOrder([{ status: 'cancelled' }, { status: 'confirmed' }])).toBe(false);
    expect(isFirstOrder([{ status: 'delivered' }])).toBe(false);
  });
});

describe('cancelling', () => {
  it('is open until the order is packed', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['confirmed', 'processing']);
  });
});
