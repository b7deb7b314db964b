import { type ConfirmOrderBody, istTimestamp } from '#contract/order';
import type { OrderAttempt } from '#src/domain/checkout/checkout.atoms';
import { newChangeId } from '#src/lib/outbox/outbox';

/** What makes two submissions the same order: address, lines at their prices, total and method; never the time. */
export function orderContent(body: Omit<ConfirmOrderBody, 'time'>): string {
  return JSON.stringify([
    body.addressId,
    body.method,
    body.total,
    body.items.map((item) => [item.productId, item.quantity, item.price]),
  ]);
}

/**
 * The attempt to send: the current one while the content is the same (a double tap, a retry, a
 * reload), a new key once the content changed (other prices accepted, another address chosen). Its
 * time is the phone's when the attempt was made, so every send of it is the same request.
 */
export function attemptFor(current: OrderAttempt | null, content: string, now = new Date()): OrderAttempt {
  return current?.content === content ? current : { key: newChangeId(), content, time: istTimestamp(now) };
}
