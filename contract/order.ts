import * as v from 'valibot';
import { ProductIdSchema, UserIdSchema } from './common';
import { firstOrderDiscount } from './discount';
import { successEnvelope } from './envelope';

/** Flat delivery charge added to every order (spec 001 §9). */
export const SHIPPING_FEE = 30;
/** Spec 001 §9: an order is delivered by its order date plus 5 days at the latest (decision 012). */
export const DELIVERY_OUTER_BOUND_DAYS = 5;
/** Most of one product in an order, as in the cart. */
export const ORDER_MAX_QUANTITY = 99;
/** Most distinct products in one order. */
export const ORDER_MAX_LINES = 100;

/** COD is the only payment method (spec 001 §9). */
export const PAYMENT_METHODS = ['COD'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;

/**
 * Spec 001 §4. The shop's staff move an order forward only (decision 107): confirmed (new) ->
 * processing (accepted) -> packed -> out_for_delivery -> delivered; the shopper may cancel until it is packed.
 */
export const ORDER_STATUSES = [
  'confirmed',
  'processing',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The shopper may cancel an order until it is packed: after that it has been handed over for
 * delivery (shipped_at is set), as the help centre says.
 */
export const CANCELLABLE_STATUSES = ['confirmed', 'processing'] as const satisfies readonly OrderStatus[];

export function isCancellable(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/** Sum of price × quantity, in whole rupees. */
export function itemsTotal(items: readonly { price: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/**
 * What the shopper pays: the items' total less the first-order discount (if the order gets it),
 * plus shipping (spec 001 §9), in whole rupees.
 */
export function orderTotal(items: readonly { price: number; quantity: number }[], firstOrder = false): number {
  const goods = itemsTotal(items);
  return goods - firstOrderDiscount(goods, firstOrder) + SHIPPING_FEE;
}

export interface OrderSummaryFigures {
  /** Sum of original price (MRP) × quantity. */
  subtotal: number;
  /** Sum of (original price - price) × quantity. */
  discount: number;
  /** 10% of the items' price total on the shopper's first order (contract/discount.ts); else 0. */
  firstOrderDiscount: number;
  shipping: number;
  /** Sum of price × quantity, less the first-order discount, plus shipping: what the shopper pays. */
  total: number;
}

/** The order summary of spec 001 §9, shown by the cart and the checkout steps. */
export function orderSummary(
  items: readonly { price: number; originalPrice?: number; quantity: number }[],
  firstOrder = false,
): OrderSummaryFigures {
  let subtotal = 0;
  let discount = 0;
  for (const { price, originalPrice = price, quantity } of items) {
    subtotal += originalPrice * quantity;
    discount += (originalPrice - price) * quantity;
  }
  return {
    subtotal,
    discount,
    firstOrderDiscount: firstOrderDiscount(itemsTotal(items), firstOrder),
    shipping: SHIPPING_FEE,
    total: orderTotal(items, firstOrder),
  };
}

/** Spec 001 §9: the delivery type label derived from estimatedDeliveryTime. */
export function deliveryTypeLabel(estimatedDeliveryTime: string): string {
  const text = estimatedDeliveryTime.toLowerCase();
  if (text.includes('minute')) return 'Express Delivery';
  if (text.includes('same day') || text.includes('today')) return 'Same Day';
  if (text.includes('tomorrow') || text.includes('1 day')) return 'Next Day';
  return 'Standard';
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The spec's estimatedDeliveryTime text for a promise to deliver by `deliverBy`, worded so that
 * deliveryTypeLabel names it truly: within the hour 'N minutes' (Express Delivery), later the same
 * day in India 'same day', the next day '1 day' (Next Day), else 'N days' (Standard).
 */
export function estimatedDeliveryTime(placedAt: Date, deliverBy: Date): string {
  const minutes = Math.max(1, Math.ceil((deliverBy.getTime() - placedAt.getTime()) / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const indianDay = (instant: Date) => Math.floor((instant.getTime() + IST_OFFSET_MS) / DAY_MS);
  const days = indianDay(deliverBy) - indianDay(placedAt);
  if (days <= 0) return 'same day';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The submission's `time`: the instant in India Standard Time (UTC+5:30) as yyyy-mm-ddThh:mm:ss. */
export function istTimestamp(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19);
}

const LOCAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

const OrderTimeSchema = v.pipe(
  v.string('time must be text'),
  v.regex(LOCAL_TIMESTAMP, 'time must be formatted yyyy-mm-ddThh:mm:ss'),
  v.check(isCalendarTime, 'time must be a real date and time'),
);

/** 2026-02-30 would roll over into March; only real calendar times come back unchanged. */
function isCalendarTime(time: string): boolean {
  const instant = new Date(`${time}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === time;
}

const RupeesSchema = (field: string, max: number) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be whole rupees`),
    v.minValue(0, `${field} must not be negative`),
    v.maxValue(max, `${field} is too large`),
  );

export const OrderLineInputSchema = v.object({
  productId: ProductIdSchema,
  quantity: v.pipe(
    v.number('quantity must be a number'),
    v.integer('quantity must be a whole number'),
    v.minValue(1, 'quantity must be at least 1'),
    v.maxValue(ORDER_MAX_QUANTITY, `quantity must be at most ${ORDER_MAX_QUANTITY}`),
  ),
  /** The unit price the shopper saw; the server refuses the order if it is not today's price. */
  price: RupeesSchema('price', 1_000_000),
});

/**
 * `orders.confirmOrder` (spec 001 §3 "Order submission"). Optional request header
 * `Idempotency-Key` (at most 100 characters): a retry with the same key answers with the same
 * order id and never places a second order.
 */
export const ConfirmOrderBodySchema = v.object({
  userId: v.optional(UserIdSchema),
  addressId: v.pipe(v.string('addressId must be a string'), v.uuid('addressId must be an address id')),
  /** Sum of price × quantity plus the ₹30 shipping, as the shopper saw it. */
  total: RupeesSchema('total', 100_000_000),
  items: v.pipe(
    v.array(OrderLineInputSchema, 'items must be a list'),
    v.minLength(1, 'items must not be empty: the order has nothing in it'),
    v.maxLength(ORDER_MAX_LINES, `items must hold at most ${ORDER_MAX_LINES} products`),
    v.check(
      (items) => new Set(items.map((item) => item.productId)).size === items.length,
      'items must list each product once',
    ),
  ),
  method: v.picklist(PAYMENT_METHODS, 'method must be COD (cash on delivery is the only payment method)'),
  /**
   * The first-order discount the shopper saw (contract/discount.ts), whole rupees; absent means
   * none was shown. Like the prices, the server checks it and refuses a mismatch with 409.
   */
  firstOrderDiscount: v.optional(RupeesSchema('firstOrderDiscount', 100_000_000)),
  /**
   * The phone's local time in IST (see istTimestamp). Kept with the order as what the phone said,
   * never trusted: the order's time (placedAt) is the server's, taken when it receives the order.
   */
  time: v.optional(OrderTimeSchema),
});
export type ConfirmOrderBody = v.InferInput<typeof ConfirmOrderBodySchema>;

/** confirmOrder succeeds with `data` = the order id: 201 when placed, 200 for a replay of the same Idempotency-Key. */
export const ConfirmOrderResponseSchema = successEnvelope(v.pipe(v.string(), v.uuid()));

/**
 * confirmOrder's 409 when a price or the total no longer matches the catalog: the failure envelope
 * plus `data` with today's unit price of every submitted product and the total they make
 * (shipping included), so the client can show them. No order is placed.
 */
export const PriceConflictSchema = v.object({
  success: v.literal(false),
  message: v.string(),
  data: v.object({
    items: v.array(v.object({ productId: v.number(), price: v.number() })),
    /** The first-order discount the order gets today (0 when not the first); older answers lack it. */
    firstOrderDiscount: v.optional(v.number(), 0),
    shipping: v.number(),
    total: v.number(),
  }),
});
export type PriceConflict = v.InferOutput<typeof PriceConflictSchema>;

/**
 * `orders.cancelOrder`: cancels one of the shopper's own orders while it is not yet
 * packed (CANCELLABLE_STATUSES); `data` is the order as it now is. Packed or later: 409 saying why.
 * Optional `Idempotency-Key`, as for every change (decision 011).
 */
export const CancelOrderBodySchema = v.object({
  orderId: v.pipe(v.string('orderId is required'), v.uuid('orderId must be an order id')),
});
export type CancelOrderBody = v.InferInput<typeof CancelOrderBodySchema>;

/** `orders.getAllOrders` */
export const OrdersQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** `orders.getOrderDetails` */
export const OrderDetailsQuerySchema = v.object({
  orderId: v.pipe(v.string('orderId is required'), v.uuid('orderId must be an order id')),
});

/** Spec 001 §3 "Order item": name, image and category as they were when the order was placed. */
export const OrderItemSchema = v.object({
  product: v.object({
    id: v.number(),
    name: v.string(),
    image: v.string(),
    category: v.string(),
  }),
  quantity: v.number(),
  /** What the shopper asked for, when the shop had less (0 delivered: not available); absent otherwise. */
  orderedQuantity: v.optional(v.number()),
  /** Unit price paid, whole rupees. */
  price: v.number(),
});

/**
 * Spec 001 §3 "Order (list)"; subtotal (items' price total), firstOrderDiscount, shipping, the
 * delivery promise (deliverBy) and the times it was delivered or cancelled are extra.
 */
export const OrderSummarySchema = v.object({
  id: v.string(),
  /** The short number people say (#1042); copies kept before it existed lack it. */
  number: v.optional(v.number()),
  items: v.array(OrderItemSchema),
  status: v.string(),
  subtotal: v.number(),
  /** Taken off the subtotal on the shopper's first order (decision 013); 0 otherwise. */
  firstOrderDiscount: v.number(),
  shipping: v.number(),
  /** subtotal - firstOrderDiscount + shipping. */
  total: v.number(),
  /** When the server took the order, as India's wall-clock time yyyy-mm-ddThh:mm:ss. */
  placedAt: v.string(),
  assignedTo: v.nullable(v.string()),
  paymentStatus: v.string(),
  paymentMethod: v.string(),
  /** The promise in the spec's words (see estimatedDeliveryTime, deliveryTypeLabel). */
  estimatedDeliveryTime: v.string(),
  /** The promise itself (decisions 012, 113): delivered by this instant (ISO), at most 5 days after the order starts. */
  deliverBy: v.string(),
  /** Taken while the shop was closed or paused (decision 113): it starts when the shop opens, at this instant (ISO). */
  opensAt: v.optional(v.string()),
  delivered_at: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  /** Why it was cancelled (contract/shop.ts CANCEL_REASONS), when it was. */
  cancelReason: v.optional(v.nullable(v.string())),
  /** Who brings it, once it is out for delivery: first name and a number to call. */
  rider: v.optional(v.nullable(v.object({ name: v.string(), phone: v.string() }))),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/** Spec 001 §3 "Order (detail)": timestamps are ISO date-times; a step not reached yet is null. */
export const OrderDetailSchema = /* @__PURE__ */ v.object({
  ...OrderSummarySchema.entries,
  createdAt: v.string(),
  shipped_at: v.nullable(v.string()),
  out_for_delivery_at: v.nullable(v.string()),
  /** What the phone's clock said when the shopper placed it (IST, as sent); a record only, never used. */
  phoneTime: v.nullable(v.string()),
  customer: v.object({
    name: v.string(),
    phone: v.string(),
    address: v.object({
      addressLine1: v.string(),
      addressLine2: v.string(),
      landmark: v.string(),
      district: v.string(),
      city: v.string(),
      state: v.string(),
      postalCode: v.string(),
      country: v.string(),
    }),
  }),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** getAllOrders: newest first. */
export const OrderListResponseSchema = successEnvelope(v.array(OrderSummarySchema));
export const OrderDetailResponseSchema = successEnvelope(OrderDetailSchema);
export const CancelOrderResponseSchema = OrderDetailResponseSchema;
