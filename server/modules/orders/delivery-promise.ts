import { DELIVERY_OUTER_BOUND_DAYS, estimatedDeliveryTime } from '../../../contract/order';
import type { Env } from '../../env';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryPromise {
  deliverBy: Date;
  /** The same promise in the spec's words (contract estimatedDeliveryTime). */
  estimatedDeliveryTime: string;
}

/**
 * The one promise an order gets, made when the server takes it (decision 012). Orders move only when
 * the shop's staff move them (decision 107), so the promise is the shop's own word: DELIVERY_PROMISE_MINUTES
 * (30 by default) after it starts on the order, never later than the spec's outer bound of 5 days after that.
 * It starts when it is taken, or, taken while the shop is closed or paused, when the shop opens (decision 113):
 * `startsAt`. The words count from `placedAt`, so "same day" or "1 day" is what the shopper will wait.
 */
export function promiseDelivery(
  placedAt: Date,
  env: Pick<Env, 'DELIVERY_PROMISE_MINUTES'>,
  startsAt: Date = placedAt,
): DeliveryPromise {
  const start = Math.max(placedAt.getTime(), startsAt.getTime());
  const outerBound = start + DELIVERY_OUTER_BOUND_DAYS * DAY_MS;
  const deliverBy = new Date(Math.min(start + env.DELIVERY_PROMISE_MINUTES * 60_000, outerBound));
  return { deliverBy, estimatedDeliveryTime: estimatedDeliveryTime(placedAt, deliverBy) };
}
