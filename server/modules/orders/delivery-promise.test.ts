import { describe, expect, it } from 'vitest';
import { promiseDelivery } from './delivery-promise';

const env = { DELIVERY_PROMISE_MINUTES: 30 };
/** An instant by India's wall clock. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);

describe('the delivery promise', () => {
  it('counts from placing while the shop is open', () => {
    expect(promiseDelivery(ist('2026-11-21 15:30'), env)).toEqual({
      deliverBy: ist('2026-11-21 16:00'),
      estimatedDeliveryTime: '30 minutes',
    });
  });

  it('counts from the opening for an order taken while closed, its words from placing (decision 113)', () => {
    expect(promiseDelivery(ist('2026-11-21 23:10'), env, ist('2026-11-22 07:00'))).toEqual({
      deliverBy: ist('2026-11-22 07:30'),
      estimatedDeliveryTime: '1 day',
    });
    expect(promiseDelivery(ist('2026-11-21 03:00'), env, ist('2026-11-21 07:00'))).toEqual({
      deliverBy: ist('2026-11-21 07:30'),
      estimatedDeliveryTime: 'same day',
    });
  });

  it('keeps the outer bound of 5 days, counted from when the order starts', () => {
    const longest = { DELIVERY_PROMISE_MINUTES: 7200 };
    expect(promiseDelivery(ist('2026-11-21 23:00'), longest, ist('2026-11-28 07:00')).deliverBy).toEqual(
      ist('2026-12-03 07:00'),
    );
  });
});
