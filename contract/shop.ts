import * as v from 'valibot';
import { OtpCodeSchema, SendOtpDataSchema } from './auth';
import { PhoneSchema, ProductIdSchema, requiredText } from './common';
import { successEnvelope } from './envelope';
import { OrderDetailSchema } from './order';
import { CANCEL_REASONS, ORDER_EVENT_KINDS } from './order-events';

// The shopper's app needs these alone: kept apart so its chunks never load the staff's schemas below.
export {
  CANCEL_REASONS,
  type CancelReason,
  type LiveOrderEvent,
  LiveOrderEventSchema,
  ORDER_EVENT_KINDS,
  type OrderEventKind,
  SHOPPER_ORDER_EVENTS_PATH,
  STAFF_EVENTS_PATH,
} from './order-events';

/**
 * The shop's own side (decision 106): staff sign in apart from shoppers, each with one role.
 * owner: everything, staff and settings included; packer: the board, accept, pack, a line not
 * available, cancel with a reason; rider: only the orders handed to them (delivered, paid).
 */
export const STAFF_ROLES = ['owner', 'packer', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffMemberSchema = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.string(),
  role: v.picklist(STAFF_ROLES),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

const OrderIdSchema = v.pipe(v.string('orderId is required'), v.uuid('orderId must be an order id'));
const StaffIdSchema = v.pipe(v.string('staffId is required'), v.uuid('staffId must be a staff id'));

/* Sign-in: the shopper's OTP rules and limits, its own cookie. */

export const StaffSendOtpBodySchema = v.object({ phone: PhoneSchema });
export const StaffSendOtpResponseSchema = successEnvelope(SendOtpDataSchema);
export const StaffVerifyOtpBodySchema = v.object({ phone: PhoneSchema, otp: OtpCodeSchema });
/** The member signed in (the staff cookie is set); a phone that is not the shop's staff is refused like a wrong code. */
export const StaffVerifyOtpResponseSchema = successEnvelope(StaffMemberSchema);
export const StaffSessionResponseSchema = successEnvelope(v.nullable(StaffMemberSchema));
export const StaffLogoutResponseSchema = successEnvelope(v.null());

/* Staff, kept by the owner. */

export const StaffListResponseSchema = successEnvelope(v.array(StaffMemberSchema));
export const AddStaffBodySchema = v.object({
  phone: PhoneSchema,
  name: requiredText('name', 60),
  role: v.picklist(STAFF_ROLES, 'role must be owner, packer or rider'),
});
export const AddStaffResponseSchema = successEnvelope(StaffMemberSchema);
/** Removing a member ends their sessions at once; the shop's last owner cannot be removed. */
export const RemoveStaffBodySchema = v.object({ staffId: StaffIdSchema });
export const RemoveStaffResponseSchema = successEnvelope(v.null());

/* The shop's settings (owner). */

/** A UPI id (VPA): name@bank. */
export const UpiIdSchema = v.pipe(
  v.string('upiId must be text'),
  v.trim(),
  v.regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'upiId must look like name@bank'),
);
export const ShopSettingsSchema = v.object({
  upiId: v.nullable(v.string()),
  upiName: v.nullable(v.string()),
});
export type ShopSettings = v.InferOutput<typeof ShopSettingsSchema>;
export const ShopSettingsResponseSchema = successEnvelope(ShopSettingsSchema);
export const UpdateShopSettingsBodySchema = v.object({
  upiId: v.nullable(UpiIdSchema),
  upiName: v.nullable(requiredText('upiName', 60)),
});

/* The order board. */

/** The board's filters; 'delivered_today' is India's calendar day. */
export const BOARD_VIEWS = ['new', 'accepted', 'packed', 'out_for_delivery', 'delivered_today', 'cancelled'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export const PAID_BY = ['cash', 'upi'] as const;
export type PaidBy = (typeof PAID_BY)[number];

export const OrderEventSchema = v.object({
  id: v.number(),
  kind: v.picklist(ORDER_EVENT_KINDS),
  /** Who took the step, as named then; null for the shopper's own steps. */
  by: v.nullable(v.string()),
  /** ISO instant. */
  at: v.string(),
  detail: v.record(v.string(), v.unknown()),
});
export type OrderEvent = v.InferOutput<typeof OrderEventSchema>;

/** One card of the board. */
export const BoardOrderSchema = v.object({
  id: v.string(),
  number: v.number(),
  status: v.string(),
  /** The shopper's name and the area, enough to tell orders apart at a glance. */
  customerName: v.string(),
  area: v.string(),
  lineCount: v.number(),
  total: v.number(),
  placedAt: v.string(),
  deliverBy: v.string(),
  /** Taken while the shop was closed or paused: for when it opens, at this instant (decision 113). */
  opensAt: v.optional(v.string()),
  rider: v.nullable(v.object({ id: v.nullable(v.string()), name: v.string() })),
  cancelReason: v.nullable(v.picklist(CANCEL_REASONS)),
});
export type BoardOrder = v.InferOutput<typeof BoardOrderSchema>;
/** `view` absent: every column at once (the counter laptop's board). */
export const BoardQuerySchema = v.object({
  view: v.optional(v.picklist(BOARD_VIEWS, 'view must be one of the board’s columns')),
});
export const BoardResponseSchema = successEnvelope(
  v.object({
    orders: v.array(BoardOrderSchema),
    /** How many orders wait in each column (the tab title shows `new`). */
    counts: v.object({
      new: v.number(),
      accepted: v.number(),
      packed: v.number(),
      out_for_delivery: v.number(),
      delivered_today: v.number(),
      cancelled: v.number(),
    }),
    /** The last order event so far: a live stream started with it misses nothing after this answer. */
    lastEventId: v.number(),
  }),
);

/** A line of the pick list: the shop's aisle (category) and the Hindi name beside the English. */
export const PickLineSchema = v.object({
  productId: v.number(),
  name: v.string(),
  nameHi: v.nullable(v.string()),
  category: v.string(),
  image: v.string(),
  price: v.number(),
  quantity: v.number(),
  orderedQuantity: v.number(),
});

export const StaffOrderSchema = v.object({
  ...OrderDetailSchema.entries,
  number: v.number(),
  lines: v.array(PickLineSchema),
  events: v.array(OrderEventSchema),
  upi: v.nullable(v.object({ link: v.string() })),
});
export type StaffOrder = v.InferOutput<typeof StaffOrderSchema>;
export const StaffOrderQuerySchema = v.object({ orderId: OrderIdSchema });
export const StaffOrderResponseSchema = successEnvelope(StaffOrderSchema);

/** Every step's answer is the order as it now is; a step back, a skipped step or too late is 409 saying why. */
export const OrderIdBodySchema = v.object({ orderId: OrderIdSchema });
export const CancelByShopBodySchema = v.object({
  orderId: OrderIdSchema,
  reason: v.picklist(CANCEL_REASONS, 'reason must be out of stock, shop closed, address not served or shopper asked'),
});
export const ChangeLineBodySchema = v.object({
  orderId: OrderIdSchema,
  productId: ProductIdSchema,
  /** What the shop has: less than ordered; 0 is "not available". */
  quantity: v.pipe(v.number('quantity must be a number'), v.integer('quantity must be a whole number'), v.minValue(0)),
});
export const HandToRiderBodySchema = v.object({ orderId: OrderIdSchema, riderId: StaffIdSchema });
export const DeliverBodySchema = v.object({
  orderId: OrderIdSchema,
  paidBy: v.picklist(PAID_BY, 'paidBy must be cash or upi'),
  /** The UPI transaction reference the shopper's app showed (UTR, 12 digits), when paid by UPI. */
  upiReference: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{6,35}$/, 'upiReference must be the UPI reference')),
  ),
});

/** Each rider's money today (India's day): to collect (out for delivery), collected by cash and UPI, cash handed in. */
export const RiderMoneySchema = v.object({
  riderId: v.string(),
  name: v.string(),
  toCollect: v.number(),
  collectedCash: v.number(),
  collectedUpi: v.number(),
  /** Cash collected and not yet marked received by the owner. */
  cashHeld: v.number(),
});
export const RiderMoneyResponseSchema = successEnvelope(v.array(RiderMoneySchema));
export const CashReceivedBodySchema = v.object({ riderId: StaffIdSchema });
