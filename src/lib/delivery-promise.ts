import { deliveryTypeLabel, type OrderSummary } from '#contract/order';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatIndianDateTime } from './indian-dates';
import { perLocale } from './per-locale';

type PromiseFields = Pick<OrderSummary, 'status' | 'estimatedDeliveryTime' | 'deliverBy' | 'delivered_at'>;

const indianDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }),
);

/** The spec's delivery labels (contract deliveryTypeLabel) in the shopper's language. */
const LABELS: Record<string, () => string> = {
  'Express Delivery': m.lib_delivery_express,
  'Same Day': m.lib_delivery_same_day,
  'Next Day': m.lib_delivery_next_day,
  Standard: m.lib_delivery_standard,
};

/**
 * The order's delivery promise in words, the same on the confirmation page, the order list and the
 * order details (decision 012). Made only from the server's fields: the label of the spec's
 * estimatedDeliveryTime and the promised time (deliverBy); once delivered or cancelled, that instead.
 * A promise for today names the time, a later one the day (the spec's outer bound is a date).
 */
export function deliveryPromise(order: PromiseFields, now: Date = new Date()): string {
  if (order.status === 'cancelled') return m.lib_delivery_cancelled();
  if (order.delivered_at) return m.lib_delivery_delivered_at({ when: formatIndianDateTime(order.delivered_at) });
  if (order.status === 'delivered') return m.lib_delivery_delivered();
  const type = deliveryTypeLabel(order.estimatedDeliveryTime);
  const label = LABELS[type]?.() ?? type;
  const deliverBy = new Date(order.deliverBy);
  if (Number.isNaN(deliverBy.getTime())) return label;
  const sameDay = type === 'Express Delivery' || type === 'Same Day';
  const when = sameDay ? formatIndianDateTime(order.deliverBy) : indianDay().format(deliverBy);
  return deliverBy < now ? m.lib_delivery_was_due({ label, when }) : m.lib_delivery_by({ label, when });
}
