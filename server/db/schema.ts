import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductTranslations } from '../../contract/catalog';
import { LANGUAGES } from '../../contract/user';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The three groups of spec 000 §3. */
export const categoryGroups = pgTable('category_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

/** Subcategories; the id is the display name, as the spec's /category/{categoryId} spells it. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  groupId: text('group_id')
    .notNull()
    .references(() => categoryGroups.id),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  image: text('image').notNull(),
  description: text('description').notNull(),
  subNames: text('sub_names').array().notNull(),
  position: integer('position').notNull(),
});

/**
 * Money is whole rupees in integers: Indian grocery prices are quoted in whole rupees,
 * and integers keep totals exact on both sides.
 */
/** Ids for products the owner adds; the demo seed moves it past the demo's own ids. */
export const productIdSeq = pgSequence('product_id_seq', { startWith: 1 });

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subName: text('sub_name').notNull(),
    kind: text('kind').notNull(),
    packSize: text('pack_size').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull(),
    /** The description, features and specification values in the languages the catalog is written in besides English. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    mrp: integer('mrp').notNull(),
    price: integer('price').notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    stock: integer('stock').notNull(),
    popularity: integer('popularity').notNull(),
    purchaseCount: integer('purchase_count').notNull(),
    colour: text('colour').notNull(),
    featured: boolean('featured').notNull().default(false),
    searchTerms: text('search_terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The name in Hindi, as the owner wrote it (decision 112); also among `searchTerms`. */
    nameHi: text('name_hi'),
    /** EAN-13, check digit verified; null for loose goods. */
    barcode: text('barcode').unique(),
    /** The owner's own "out of stock" switch: a product can be off sale with stock on the shelf. */
    available: boolean('available').notNull().default(true),
    /** Hidden products are in no answer a shopper gets; the editor still finds them. */
    hidden: boolean('hidden').notNull().default(false),
    /** At or under this many the product is on the low-stock list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Pictures taken by the owner live in product_pictures; false: the demo's files. */
    ownPictures: boolean('own_pictures').notNull().default(false),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // Whole words of the name plus the Hindi terms, for search's exact stage and prefix suggestions
    // ('simple': no stemming or stop words, so "atta" stays "atta"). Queries must repeat this expression.
    index('products_search_idx').using(
      'gin',
      sql`(to_tsvector('simple', ${table.name}) || array_to_tsvector(${table.searchTerms}))`,
    ),
    // Whole Hindi phrases ('sendha namak'), and the terms a typo is corrected to, through @> and &&.
    index('products_search_terms_idx').using('gin', table.searchTerms),
  ],
);

// ---------------------------------------------------------------------------------------------
// Shoppers and their sessions. User-owned rows are keyed by UUID so they can later be
// distributed by user id (decision 023).

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** E.164 (+919876543210): the sign-in identity. */
  phone: text('phone').notNull().unique(),
  alternatePhone: text('alternate_phone'),
  /** The language the shopper last chose on a signed-in phone ('en' or 'hi'); null until they choose. */
  language: text('language', { enum: LANGUAGES }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only the SHA-256 of the cookie's random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Names the session in the sessions list (to sign that device out); unlike the hash, never derived from the token. */
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is lastSeenAt + the idle window. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /**
     * The hash of the phone verification that signed this session in: its sign-in may be sent again (a lost
     * answer, decision 076) only while a session it made lives (decision 101). Null for sessions made otherwise.
     */
    verificationHash: text('verification_hash'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_verification_idx').on(table.verificationHash),
  ],
);

/** The one live one-time code per phone number; a resend replaces the code, not the failure count. */
export const otpChallenges = pgTable('otp_challenges', {
  phone: text('phone').primaryKey(),
  /** HMAC-SHA-256 of the code with the server's OTP secret. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  sendCount: integer('send_count').notNull().default(1),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** Hashes of the Idempotency-Keys the code was sent with and used with (auth.routes.ts, a sign-in sent again). */
  sentBy: text('sent_by'),
  consumedBy: text('consumed_by'),
});

/**
 * "This browser proved it holds this phone": a short-lived token in a cookie, hashed here. Used once, by a
 * login or a registration, and then kept until it expires with the key it was used with (`consumedBy`).
 */
export const phoneVerifications = pgTable('phone_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  consumedBy: text('consumed_by'),
});

/** Fixed-window counters for rate limits, shared by every server process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Changes applied exactly once (server/http/exactly-once.ts): the shopper's Idempotency-Key, what
 * the request was (sha256 fingerprint), the first answer's status and, when small and not rebuilt from the
 * shopper's current state, its body (decision 099), written in the change's own transaction. Status 0 only
 * while that transaction runs, where no one else sees it. Kept 30 days (APPLIED_CHANGE_RETENTION_DAYS),
 * pruned by created_at, and at most APPLIED_CHANGE_KEYS_PER_SHOPPER per shopper, the oldest dropped first.
 */
export const appliedChanges = pgTable(
  'applied_changes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** json, not jsonb: it keeps the answer's text, key order included, so a replay is the same bytes. */
    body: json('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('applied_changes_created_idx').on(table.createdAt),
    // The newest keys of one shopper first, for dropping those beyond the cap.
    index('applied_changes_user_created_idx').on(table.userId, table.createdAt, table.key),
  ],
);

// ---------------------------------------------------------------------------------------------
// What shoppers do with the catalog.

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const searches = pgTable(
  'searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised (trimmed, lower case) so a repeated search moves to the top instead of duplicating. */
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.keyword] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reviewer's name as shown with the review. */
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_shopper').on(table.productId, table.userId),
    index('reviews_product_idx').on(table.productId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cart, wishlist, addresses.

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A label such as Home or Work (spec 001 §3), or the recipient's name. */
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    alternatePhone: text('alternate_phone'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    district: text('district').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('India'),
    /** shipping | billing (the checkout form's Home/Work are labels in `name`). */
    type: text('type').notNull().default('shipping'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

// ---------------------------------------------------------------------------------------------
// Orders. Prices, names and the delivery address are copied in at placement: an order is a
// record of what was agreed, whatever happens to the catalog or the address book later.

/** Short order numbers start at 1001: #1042 is easy to say on the phone. */
export const ordersNumberSeq = pgSequence('orders_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the shopper deleted their account: the order stays as the shop's tax record,
     * detached and stripped of who placed it (decision 008).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** { name, phone, address: { addressLine1, addressLine2, city, state, postalCode, country, ... } } */
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    status: text('status').notNull().default('confirmed'),
    paymentMethod: text('payment_method').notNull().default('COD'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The items' price total (price × quantity). */
    subtotal: integer('subtotal').notNull(),
    /** The first-order discount this order got (decision 013); 0 for every other order. */
    firstOrderDiscount: integer('first_order_discount').notNull().default(0),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    /**
     * When the server took the order, in IST wall-clock time (yyyy-mm-ddThh:mm:ss), text like the spec.
     * Orders placed before 2026-11-25 hold the phone's time here.
     */
    placedAt: text('placed_at').notNull(),
    /** The phone's clock (IST) when the shopper placed it, as sent: a record only, never trusted. */
    phoneTime: text('phone_time'),
    /** The delivery promise in the spec's words (contract estimatedDeliveryTime). */
    estimatedDeliveryTime: text('estimated_delivery_time').notNull(),
    /** The delivery promise: by this instant (decision 012). */
    deliverBy: timestamp('deliver_by', { withTimezone: true }).notNull(),
    assignedTo: text('assigned_to'),
    /** The short number people say on the phone (#1042), from orders_number_seq. */
    number: integer('number').notNull().default(sql`nextval('orders_number_seq')`).unique(),
    /** The rider the order was handed to (decision 106); name and phone kept as they were then. */
    riderId: uuid('rider_id').references(() => staff.id, { onDelete: 'set null' }),
    riderName: text('rider_name'),
    riderPhone: text('rider_phone'),
    /** Why the shop or the shopper cancelled: one of contract/shop.ts CANCEL_REASONS. */
    cancelReason: text('cancel_reason'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** How the rider was paid at the door: 'cash' or 'upi' (with the shopper's UPI reference). */
    paidBy: text('paid_by'),
    upiReference: text('upi_reference'),
    /** When the owner took this order's cash from its rider at the end of the day. */
    cashReceivedAt: timestamp('cash_received_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Taken while the shop was closed or paused: it starts when the shop opens (decision 113). */
    opensAt: timestamp('opens_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('orders_idempotency').on(table.userId, table.idempotencyKey),
  ],
);

export interface OrderCustomer {
  name: string;
  phone: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    landmark: string;
    district: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
}

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the shopper asked for; `quantity` is less when the shop had less (0: not available). */
    orderedQuantity: integer('ordered_quantity'),
    price: integer('price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Support and newsletter.

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Stored under DATA_DIR/uploads/<id>; the shopper's file name is kept only for display. */
  fileName: text('file_name'),
  fileType: text('file_type'),
  fileSize: integer('file_size'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Double opt-in: an address counts as subscribed only once its owner opened the confirmation link. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  /** When the address was first given. */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the token in the latest confirmation link (a new mail replaces it), and when that link stops working. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
});

/** The shop's people (decision 106): not shoppers; a phone signs in to one or the other. */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** E.164, like a shopper's phone. */
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['owner', 'packer', 'rider'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions live apart from shoppers' (their own cookie); removing a member ends them (cascade). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * Every step an order took, who took it and when (decision 107). The id orders the board's live
 * stream (its SSE event id).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** contract/shop.ts ORDER_EVENT_KINDS. */
    kind: text('kind').notNull(),
    /** Null for the shopper's own steps (placed, cancelled by the shopper) and for removed staff. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as they were named then: `staffId` goes when they are removed, the record stays. */
    staffName: text('staff_name'),
    /** The step's particulars: a reason, the line changed, the rider, how it was paid. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shopper was told (SMS, push): claimed by one process only, so each event is told once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** The shop's own settings, one row (id 1). */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  /** The shop's UPI id (name@bank) for the QR the rider shows; null until the owner sets it. */
  upiId: text('upi_id'),
  /** The payee name in the UPI link. */
  upiName: text('upi_name'),
  /** Opening hours per weekday (contract/shop-hours.ts WeeklyHours); null: open round the clock. */
  weeklyHours: jsonb('weekly_hours').$type<Record<string, { open: string; close: string }[]>>(),
  /** Orders paused until this instant, with the reason shoppers are shown. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  pauseReason: text('pause_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's Web Push subscriptions, one per browser (decision 109). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** Staff changes applied exactly once (decision 099's record, kept per member: staff are not shoppers). */
export const staffAppliedChanges = pgTable(
  'staff_applied_changes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: json('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.key] }),
    index('staff_applied_changes_created_idx').on(table.createdAt),
  ],
);

/** Days the shop is shut all day (Diwali), in IST, with the reason shoppers are shown. */
export const shopHolidays = pgTable('shop_holidays', {
  /** yyyy-mm-dd in IST. */
  day: text('day').primaryKey(),
  reason: text('reason').notNull(),
});

/** Pictures the owner took for a product, already resized to the catalog's sizes as WebP, GPS stripped. */
export const productPictures = pgTable(
  'product_pictures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 is the card's picture; 1 and 2 the gallery's other views. */
    view: integer('view').notNull(),
    /** contract/shop-catalog.ts PICTURE_SIZES' names: 'card', 'detail'. */
    size: text('size').notNull(),
    webp: bytea('webp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.view, table.size] })],
);

/** Every owner's and packer's change to the shop: who, what, before → after (decision 112). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as they were named then. */
    staffName: text('staff_name').notNull(),
    /** contract/shop-catalog.ts ACTIVITY_ACTIONS. */
    action: text('action').notNull(),
    /** What was changed, as people read it: "Parle-G 250 g (#1166)", "Opening hours". */
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_log_at_idx').on(table.at)],
);
