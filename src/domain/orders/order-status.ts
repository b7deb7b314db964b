import { ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from '#contract/order';
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

/** The first block of the uuid is enough for a shopper to tell orders apart; the details show the whole id. */
export function shortOrderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
