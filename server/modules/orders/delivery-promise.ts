import { DELIVERY_OUTER_BOUND_DAYS, estimatedDeliveryTime } from '../../../contract/order';
import type { Env } from '../../env';

/**
 * How many simulator steps after placing an order is delivered at the latest: it moves one step
 * per tick, confirmed -> processing after one step, packed two steps after placing, then one step
 * each to out for delivery and delivered; ticks come every step, so each move lands within a step
 * of being due, and delivery falls 4 to 5 steps after placing (fulfilment-simulator.ts).
 */
export const SIMULATED_DELIVERY_STEPS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryPromise {
  deliverBy: Date;
  /** The same promise in the spec's words (contract estimatedDeliveryTime). */
  estimatedDeliveryTime: string;
}

/**
 * The one promise an order gets, made when the server takes it (decision 012). With the fulfilment
 * simulator on, the time the simulator needs; without it nothing in the shop knows its staff's pace,
 * so the spec's outer bound: the order date plus 5 days. Never later than that bound.
 */
export function promiseDelivery(
  placedAt: Date,
  env: Pick<Env, 'FULFILMENT_SIMULATOR' | 'FULFILMENT_STEP_SECONDS'>,
): DeliveryPromise {
  const outerBound = placedAt.getTime() + DELIVERY_OUTER_BOUND_DAYS * DAY_MS;
  const simulated = placedAt.getTime() + SIMULATED_DELIVERY_STEPS * env.FULFILMENT_STEP_SECONDS * 1000;
  const deliverBy = new Date(env.FULFILMENT_SIMULATOR ? Math.min(simulated, outerBound) : outerBound);
  return { deliverBy, estimatedDeliveryTime: estimatedDeliveryTime(placedAt, deliverBy) };
}
