import * as v from 'valibot';
import {
  type ConfirmOrderBody,
  ConfirmOrderResponseSchema,
  type PriceConflict,
  PriceConflictSchema,
} from '../../../../contract/order';
import { ApiError, api } from '../../../lib/api-client';

/** confirmOrder's 409 with today's prices: the shopper must see and accept them before ordering. */
export class PriceConflictError extends ApiError {
  constructor(
    message: string,
    readonly prices: PriceConflict['data'],
  ) {
    super(409, message);
    this.name = 'PriceConflictError';
  }
}

/** POST /api/user/order/confirmOrder with its Idempotency-Key; resolves with the order id. */
export async function confirmOrder(body: ConfirmOrderBody, idempotencyKey: string): Promise<string> {
  try {
    return await api('POST', '/api/user/order/confirmOrder', ConfirmOrderResponseSchema, {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const conflict = v.safeParse(PriceConflictSchema, error.payload);
      if (conflict.success) throw new PriceConflictError(conflict.output.message, conflict.output.data);
    }
    throw error;
  }
}
