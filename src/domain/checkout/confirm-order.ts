import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as ordersEndpoints from '#contract/endpoints/orders';
import { type ConfirmOrderBody, type PriceConflict, PriceConflictSchema } from '#contract/order';
import { ApiError, call } from '#src/lib/api-client';

/** confirmOrder's 409 with today's prices: the shopper must see and accept them before ordering. */
export class PriceConflictError extends ApiError {
  constructor(
    message: string,
    readonly prices: PriceConflict['data'],
  ) {
    // The whole body rides along, so a refusal kept on the phone (an order queued offline) still has the prices.
    super(409, message, undefined, { success: false, message, data: prices });
    this.name = 'PriceConflictError';
  }
}

/** The new prices in a refusal of confirmOrder (an ApiError, or a refusal kept on the phone), if that is what it was. */
export function priceConflictOf(refusal: unknown): PriceConflict | undefined {
  if (!refusal || typeof refusal !== 'object' || !('status' in refusal) || refusal.status !== 409) return undefined;
  const conflict = v.safeParse(PriceConflictSchema, 'payload' in refusal ? refusal.payload : undefined);
  return conflict.success ? conflict.output : undefined;
}

/** `orders.confirmOrder` with its Idempotency-Key; resolves with the order id. */
export async function confirmOrder(body: ConfirmOrderBody, idempotencyKey: string): Promise<string> {
  try {
    return await call(ordersEndpoints.confirmOrder, {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
  } catch (error) {
    const conflict = priceConflictOf(error);
    throw conflict ? new PriceConflictError(conflict.message, conflict.data) : error;
  }
}
