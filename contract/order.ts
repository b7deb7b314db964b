import * as v from 'valibot';
import { ProductIdSchema, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

/** Flat delivery charge added to every order (spec 001 §9). */
export const SHIPPING_FEE = 30;
/** The shop's delivery promise, stored on each order; its label is Express Delivery. */
export const ESTIMATED_DELIVERY_TIME = '15 minutes';
/** Most of one product in an order, as in the cart. */
export const ORDER_MAX_QUANTITY = 99;
/** Most distinct products in one order. */
export const ORDER_MAX_LINES = 100;
/** The `Idempotency-Key` request header of confirmOrder may be at most this long. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** COD is the only payment method (spec 001 §9). */
export const PAYMENT_METHODS = ['COD'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;

/**
 * Spec 001 §4. The fulfilment simulator walks confirmed -> processing -> packed ->
 * out_for_delivery -> delivered; cancelled is never entered by the shop today.
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

/** Sum of price × quantity plus shipping (spec 001 §9), in whole rupees. */
export function orderTotal(items: readonly { price: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0) + SHIPPING_FEE;
}

export interface OrderSummaryFigures {
  /** Sum of original price (MRP) × quantity. */
  subtotal: number;
  /** Sum of (original price - price) × quantity. */
  discount: number;
  shipping: number;
  /** Sum of price × quantity plus shipping: what the shopper pays. */
  total: number;
}

/** The order summary of spec 001 §9, shown by the cart and the checkout steps. */
export function orderSummary(
  items: readonly { price: number; originalPrice?: number; quantity: number }[],
): OrderSummaryFigures {
  let subtotal = 0;
  let discount = 0;
  for (const { price, originalPrice = price, quantity } of items) {
    subtotal += originalPrice * quantity;
    discount += (originalPrice - price) * quantity;
  }
  return { subtotal, discount, shipping: SHIPPING_FEE, total: orderTotal(items) };
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
 * POST /api/user/order/confirmOrder (spec 001 §3 "Order submission"). Optional request header
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
  /** The shopper's time in IST (see istTimestamp); when absent the server's time in IST is used. */
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
    shipping: v.number(),
    total: v.number(),
  }),
});
export type PriceConflict = v.InferOutput<typeof PriceConflictSchema>;

/** GET /api/user/order/getAllOrders?userId= */
export const OrdersQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** GET /api/user/order/getOrderDetails?orderId= */
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
  /** Unit price paid, whole rupees. */
  price: v.number(),
});

/** Spec 001 §3 "Order (list)"; subtotal and shipping are extra. */
export const OrderSummarySchema = v.object({
  id: v.string(),
  items: v.array(OrderItemSchema),
  status: v.string(),
  subtotal: v.number(),
  shipping: v.number(),
  total: v.number(),
  /** The shopper's IST time of placing, yyyy-mm-ddThh:mm:ss. */
  placedAt: v.string(),
  assignedTo: v.nullable(v.string()),
  paymentStatus: v.string(),
  paymentMethod: v.string(),
  estimatedDeliveryTime: v.string(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/** Spec 001 §3 "Order (detail)": timestamps are ISO date-times; a step not reached yet is null. */
export const OrderDetailSchema = v.object({
  ...OrderSummarySchema.entries,
  createdAt: v.string(),
  shipped_at: v.nullable(v.string()),
  out_for_delivery_at: v.nullable(v.string()),
  delivered_at: v.nullable(v.string()),
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
