import { ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from '#contract/order';
import { CANCEL_REASONS, type CancelReason } from '#contract/order-events';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const STATUS_LABELS: Record<OrderStatus, () => string> = {
  confirmed: m.orders_status_confirmed,
  processing: m.orders_status_processing,
  packed: m.orders_status_packed,
  out_for_delivery: m.orders_status_out_for_delivery,
  delivered: m.orders_status_delivered,
  cancelled: m.orders_status_cancelled,
};

export function isKnownStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** Spec 001 §4: the known statuses read as words; anything else is shown as received. */
export function orderStatusLabel(status: string): string {
  return isKnownStatus(status) ? STATUS_LABELS[status]() : status;
}

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const PAYMENT_METHOD_LABELS: Record<PaymentMethod, () => string> = { COD: m.orders_method_cod };

/** The payment method in the shopper's language ("COD" in English); anything else is shown as received. */
export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(method)
    ? PAYMENT_METHOD_LABELS[method as PaymentMethod]()
    : method;
}

/** Spec 001 §4: only 'paid' counts as paid; every other value is shown in the pending style. */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === 'paid';
}

export interface OrderCounts {
  delivered: number;
  /** Spec 001 §2 says everything not delivered; a cancelled order is not in progress, so it is left out. */
  inProgress: number;
  total: number;
}

export function countOrders(orders: readonly { status: string }[]): OrderCounts {
  const delivered = orders.filter((order) => order.status === 'delivered').length;
  const cancelled = orders.filter((order) => order.status === 'cancelled').length;
  return { delivered, inProgress: orders.length - delivered - cancelled, total: orders.length };
}

/**
 * What a person reads and says for an order, without the '#': the shop's short number (1042), or for a copy kept
 * from before orders had one, the first block of its uuid.
 */
export function shortOrderNumber(order: { id: string; number?: number | undefined }): string {
  return order.number !== undefined ? String(order.number) : order.id.slice(0, 8).toUpperCase();
}

const CANCEL_REASON_TEXTS: Record<CancelReason, () => string> = {
  out_of_stock: m.orders_cancel_reason_out_of_stock,
  shop_closed: m.orders_cancel_reason_shop_closed,
  address_not_served: m.orders_cancel_reason_address_not_served,
  shopper_asked: m.orders_cancel_reason_shopper_asked,
};

/** Why an order was cancelled, in words; null when no reason was given (or one this app does not know). */
export function cancelReasonText(reason: string | null | undefined): string | null {
  return reason && (CANCEL_REASONS as readonly string[]).includes(reason)
    ? CANCEL_REASON_TEXTS[reason as CancelReason]()
    : null;
}

/** A line the shop could not give in full: "Not available" (none) or "2 of 3"; null when delivered as ordered. */
export function changedQuantityText(item: { quantity: number; orderedQuantity?: number | undefined }): string | null {
  if (item.orderedQuantity === undefined || item.orderedQuantity === item.quantity) return null;
  return item.quantity === 0
    ? m.orders_line_not_available()
    : m.orders_line_some_available({ quantity: item.quantity, ordered: item.orderedQuantity });
}
