import type { ConfirmOrderBody } from '../../../contract/order';
import type { OrderAttempt } from './state/checkout.atoms';

/** What makes two submissions the same order: address, lines at their prices, total and method; never the time. */
export function orderContent(body: ConfirmOrderBody): string {
  return JSON.stringify([
    body.addressId,
    body.method,
    body.total,
    body.items.map((item) => [item.productId, item.quantity, item.price]),
  ]);
}

/**
 * The attempt to send: the current one while the content is the same (a double tap, a retry, a
 * reload), a new key once the content changed (other prices accepted, another address chosen).
 */
export function attemptFor(current: OrderAttempt | null, content: string): OrderAttempt {
  return current?.content === content ? current : { key: newIdempotencyKey(), content };
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a phone trying the shop over plain http on a LAN has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
