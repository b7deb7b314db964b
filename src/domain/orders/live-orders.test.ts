import { describe, expect, it } from 'vitest';
import type { LiveOrderEvent } from '#contract/order-events';
import { chooseLocale } from '#src/lib/i18n/locale';
import { orderDetail, orderLine } from '#src/test/orders';
import { liveOrderToast } from './live-orders';

const event = (kind: LiveOrderEvent['kind']): LiveOrderEvent => ({
  id: 7,
  orderId: '3f2a9c1b-1111-4222-8333-444455556666',
  number: 1042,
  kind,
  at: '2025-04-12T10:30:00Z',
});

describe('the toast for a step the shop took', () => {
  it('needs no word for the shopper’s own placing or the rider handing in cash', () => {
    expect(liveOrderToast(event('placed'))).toBeNull();
    expect(liveOrderToast(event('cash_received'))).toBeNull();
  });

  it('says the step from the event alone when the order could not be read', () => {
    expect(liveOrderToast(event('delivered'))).toBe('Order #1042 was delivered');
    expect(liveOrderToast(event('out_for_delivery'))).toBe('Order #1042 is out for delivery');
    expect(liveOrderToast(event('line_changed'))).toBe('Order #1042 was changed by the shop');
    expect(liveOrderToast(event('cancelled'))).toBe('Order #1042 was cancelled');
  });

  it('counts one changed line in the singular, with the server’s new total', () => {
    const order = orderDetail({
      number: 1042,
      items: [
        { ...orderLine(8, 'Masoor Dal 500 g', 0, 90), orderedQuantity: 1 },
        orderLine(7, 'Toor Dal 1 kg', 2, 160),
      ],
      total: 350,
    });
    expect(liveOrderToast(event('line_changed'), order)).toBe(
      'Order #1042: one item was not available as ordered. New total ₹350',
    );
    chooseLocale('hi');
    expect(liveOrderToast(event('line_changed'), order)).toBe(
      'ऑर्डर #1042: एक सामान ऑर्डर जितना उपलब्ध नहीं था। नया कुल ₹350',
    );
    expect(liveOrderToast(event('accepted'))).toBe('ऑर्डर #1042 स्वीकार हो गया');
  });
});
