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
 * (30 by default) after it takes the order, never later than the spec's outer bound of 5 days.
 */
export function promiseDelivery(placedAt: Date, env: Pick<Env, 'DELIVERY_PROMISE_MINUTES'>): DeliveryPromise {
  const outerBound = placedAt.getTime() + DELIVERY_OUTER_BOUND_DAYS * DAY_MS;
  const deliverBy = new Date(Math.min(placedAt.getTime() + env.DELIVERY_PROMISE_MINUTES * 60_000, outerBound));
  return { deliverBy, estimatedDeliveryTime: estimatedDeliveryTime(placedAt, deliverBy) };
}
