import { deliveryTypeLabel, type OrderSummary } from '#contract/order';
import { formatIndianDateTime } from './indian-dates';

type PromiseFields = Pick<OrderSummary, 'status' | 'estimatedDeliveryTime' | 'deliverBy' | 'delivered_at'>;

const indianDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The order's delivery promise in words, the same on the confirmation page, the order list and the
 * order details (decision 012). Made only from the server's fields: the label of the spec's
 * estimatedDeliveryTime and the promised time (deliverBy); once delivered or cancelled, that instead.
 * A promise for today names the time, a later one the day (the spec's outer bound is a date).
 */
export function deliveryPromise(order: PromiseFields, now: Date = new Date()): string {
  if (order.status === 'cancelled') return 'Cancelled — it will not be delivered';
  if (order.delivered_at) return `Delivered ${formatIndianDateTime(order.delivered_at)}`;
  if (order.status === 'delivered') return 'Delivered';
  const label = deliveryTypeLabel(order.estimatedDeliveryTime);
  const deliverBy = new Date(order.deliverBy);
  if (Number.isNaN(deliverBy.getTime())) return label;
  const sameDay = label === 'Express Delivery' || label === 'Same Day';
  const when = sameDay ? formatIndianDateTime(order.deliverBy) : indianDay.format(deliverBy);
  return deliverBy < now ? `${label}: was due by ${when}` : `${label}: by ${when}`;
}
