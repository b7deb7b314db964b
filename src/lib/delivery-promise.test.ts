import { describe, expect, it } from 'vitest';
import { deliveryTypeLabel, estimatedDeliveryTime } from '#contract/order';
import { deliveryPromise } from './delivery-promise';

const placed = new Date('2026-11-21T10:00:00Z'); // 3:30 pm in India

function promised(deliverBy: Date, status = 'confirmed') {
  return {
    status,
    estimatedDeliveryTime: estimatedDeliveryTime(placed, deliverBy),
    deliverBy: deliverBy.toISOString(),
    delivered_at: null,
  };
}

describe('deliveryPromise (decision 012)', () => {
  it('names the label and the time for a promise within the hour', () => {
    const order = promised(new Date('2026-11-21T10:05:00Z'));
    expect(order.estimatedDeliveryTime).toBe('5 minutes');
    expect(deliveryPromise(order, placed)).toBe('Express Delivery: by 21 Nov 2026, 3:35 pm');
  });

  it('names the day for the spec’s outer bound of five days', () => {
    const order = promised(new Date('2026-11-26T10:00:00Z'));
    expect(deliveryPromise(order, placed)).toBe('Standard: by Thu, 26 Nov');
    // The same words four days later: the wording depends on the promise, not on when it is read.
    expect(deliveryPromise(order, new Date('2026-11-25T12:00:00Z'))).toBe('Standard: by Thu, 26 Nov');
  });

  it('says a promise was not kept, what happened once delivered, and that a cancelled order will not come', () => {
    const order = promised(new Date('2026-11-21T10:05:00Z'));
    expect(deliveryPromise(order, new Date('2026-11-21T10:30:00Z'))).toBe(
      'Express Delivery: was due by 21 Nov 2026, 3:35 pm',
    );
    expect(deliveryPromise({ ...order, status: 'delivered', delivered_at: '2026-11-21T10:04:00.000Z' }, placed)).toBe(
      'Delivered 21 Nov 2026, 3:34 pm',
    );
    expect(deliveryPromise({ ...order, status: 'cancelled' }, placed)).toBe('Cancelled — it will not be delivered');
  });

  it('words each promise so the spec’s label tells the truth about it', () => {
    const at = (iso: string) => estimatedDeliveryTime(placed, new Date(iso));
    expect(deliveryTypeLabel(at('2026-11-21T10:59:00Z'))).toBe('Express Delivery');
    expect(at('2026-11-21T10:00:30Z')).toBe('1 minute');
    // 7:30 pm the same evening in India.
    expect(at('2026-11-21T14:00:00Z')).toBe('same day');
    expect(deliveryTypeLabel(at('2026-11-21T14:00:00Z'))).toBe('Same Day');
    // After midnight in India (18:30 UTC), though still the 21st in UTC.
    expect(at('2026-11-21T19:00:00Z')).toBe('1 day');
    expect(deliveryTypeLabel(at('2026-11-21T19:00:00Z'))).toBe('Next Day');
    expect(at('2026-11-26T10:00:00Z')).toBe('5 days');
    expect(deliveryTypeLabel(at('2026-11-26T10:00:00Z'))).toBe('Standard');
  });
});
