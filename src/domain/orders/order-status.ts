import { ORDER_STATUSES, type OrderStatus } from '#contract/order';

const STATUS_LABELS: Record<OrderStatus, string> = {
  confirmed: 'Confirmed',
  processing: 'Processing',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function isKnownStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** Spec 001 §4: the known statuses read as words; anything else is shown as received. */
export function orderStatusLabel(status: string): string {
  return isKnownStatus(status) ? STATUS_LABELS[status] : status;
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
