import type { CartItem } from '#contract/cart';
import type { ConfirmOrderBody } from '#contract/order';
import type { Change, ChangeOf, Kind, RegisteredKinds } from '#src/lib/outbox/change';

/**
 * Orders go through the outbox like every other change (decision 009), so Complete Order works with no signal: the
 * order waits on the phone with its key and is placed once when the signal returns. The server prices it again on
 * arrival (decision 007): if a price moved it refuses, and the order waits for the shopper's word on the new total.
 */
export const ORDER_CHANGE = 'order.place';

export interface PlaceOrder {
  body: ConfirmOrderBody;
  /** The lines as the shopper saw them: for "Waiting for signal", and to show a price change later. */
  items: CartItem[];
}

/** The checkout's kind of change: the order, answered with its id (the one map is src/domain/changes.ts). */
export type OrderChanges = {
  [ORDER_CHANGE]: Kind<PlaceOrder, string>;
};

export type OrderChange = ChangeOf<RegisteredKinds, typeof ORDER_CHANGE>;

/** The orders waiting on the phone (for the signal, or for the shopper's word on new prices). */
export function isOrderChange(change: Change): change is OrderChange {
  return change.kind === ORDER_CHANGE;
}
