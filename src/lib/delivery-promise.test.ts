import { describe, expect, it } from 'vitest';
import { deliveryTypeLabel, estimatedDeliveryTime } from '#contract/order';
import { chooseLocale } from '#src/lib/i18n/locale';
import { deliveryPromise } from './delivery-promise';
import { formatRupees } from './format';
import { clockFields, formatPlacedAt, formatPlacedOn } from './indian-dates';

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

  it('speaks Hindi when the shopper chose it, dates and all (Latin digits)', () => {
    chooseLocale('hi');
    const today = promised(new Date('2026-11-21T10:05:00Z'));
    expect(deliveryPromise(today, placed)).toBe('एक्सप्रेस डिलीवरी: 21 नव॰ 2026, दोपहर 3:35 तक');
    const later = promised(new Date('2026-11-26T10:00:00Z'));
    expect(deliveryPromise(later, placed)).toBe('सामान्य डिलीवरी: गुरु, 26 नव॰ तक');
    expect(deliveryPromise({ ...today, status: 'cancelled' }, placed)).toBe('रद्द — इसकी डिलीवरी नहीं होगी');
  });
});

describe('prices and dates follow the language', () => {
  it('formats rupees with Indian grouping in both languages', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    chooseLocale('hi');
    expect(formatRupees(1299)).toBe('₹1,299');
  });

  it('names the month, and in Hindi the part of the day, in the shopper’s language', () => {
    expect(formatPlacedOn('2025-04-12T09:00:00')).toBe('12 Apr 2025');
    expect(formatPlacedAt('2025-04-12T15:45:00')).toBe('12 Apr 2025, 3:45 pm');
    chooseLocale('hi');
    expect(formatPlacedOn('2025-04-12T09:00:00')).toBe('12 अप्रैल 2025');
    expect(formatPlacedAt('2025-04-12T15:45:00')).toBe('12 अप्रैल 2025, दोपहर 3:45');
    // hi-IN's own pattern would say "9:10 pm": Hindi says which part of the day.
    expect(formatPlacedAt('2025-04-12T21:10:00')).toBe('12 अप्रैल 2025, रात 9:10');
    expect(formatPlacedAt('2025-04-12T07:05:00')).toBe('12 अप्रैल 2025, सुबह 7:05');
    const sixInTheEvening = new Date('2025-04-12T18:14:00+05:30');
    expect(sixInTheEvening.toLocaleTimeString('hi-IN', { ...clockFields(), timeZone: 'Asia/Kolkata' })).toBe(
      'शाम 6:14',
    );
  });
});
