import { describe, expect, it } from 'vitest';
import { orderSummary, SHIPPING_FEE } from './order';

describe('orderSummary (spec 001 §9)', () => {
  it('takes the subtotal from MRPs, the discount from MRP minus price, and adds ₹30 shipping to the total', () => {
    const figures = orderSummary([
      { price: 160, originalPrice: 180, quantity: 2 },
      { price: 50, originalPrice: 50, quantity: 3 },
      { price: 99, quantity: 1 },
    ]);
    // Subtotal 360 + 150 + 99; discount 2 × 20; total 320 + 150 + 99 + 30.
    expect(figures).toEqual({ subtotal: 609, discount: 40, shipping: 30, total: 599 });
    expect(figures.total).toBe(figures.subtotal - figures.discount + figures.shipping);
  });

  it('charges shipping alone for nothing', () => {
    expect(SHIPPING_FEE).toBe(30);
    expect(orderSummary([])).toEqual({ subtotal: 0, discount: 0, shipping: 30, total: 30 });
  });
});
