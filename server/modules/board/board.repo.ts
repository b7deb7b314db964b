import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import { firstOrderDiscount } from '../../../contract/discount';
import { itemsTotal, type OrderStatus } from '../../../contract/order';
import type {
  BoardOrder,
  BoardView,
  CancelReason,
  OrderEventKind,
  PaidBy,
  StaffMember,
  StaffOrder,
} from '../../../contract/shop';
import { hindiIfAny } from '../../catalog-data/catalog-words';
import type { Db } from '../../db/client';
import { categories, orderEvents, orderItems, orders, products, shopSettings, staff } from '../../db/schema';
import { recordOrderEvent } from '../orders/order-events';
import { itemsOf, type OrderRow, returnStock, toOrderDetail } from '../orders/orders.repo';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant India's calendar day of `now` began (IST has no daylight saving). */
export function startOfIndianDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** A column shows at most this many cards; its count is always exact. */
const BOARD_COLUMN_LIMIT = 200;

/** Each column's orders: the open ones by status; delivered and cancelled only those of India's today. */
function viewCondition(view: BoardView, today: Date): SQL {
  switch (view) {
    case 'new':
      return eq(orders.status, 'confirmed');
    case 'accepted':
      return eq(orders.status, 'processing');
    case 'packed':
      return eq(orders.status, 'packed');
    case 'out_for_delivery':
      return eq(orders.status, 'out_for_delivery');
    case 'delivered_today':
      return and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, today)) as SQL;
    case 'cancelled':
      return and(eq(orders.status, 'cancelled'), gte(orders.cancelledAt, today)) as SQL;
  }
}

/** Open columns oldest first (the order waiting longest on top); done ones latest first. */
function viewOrder(view: BoardView) {
  if (view === 'delivered_today') return [desc(orders.deliveredAt)];
  if (view === 'cancelled') return [desc(orders.cancelledAt)];
  return [asc(orders.createdAt), asc(orders.number)];
}

const BOARD_VIEW_LIST = ['new', 'accepted', 'packed', 'out_for_delivery', 'delivered_today', 'cancelled'] as const;

/** A rider sees only the orders handed to them; the owner and packers see all. */
function visibleTo(viewer: StaffMember): SQL | undefined {
  return viewer.role === 'rider' ? eq(orders.riderId, viewer.id) : undefined;
}

export interface Board {
  orders: BoardOrder[];
  counts: Record<BoardView, number>;
  lastEventId: number;
}

/**
 * One column of the board (every column when none is named: the counter laptop's) with every column's count. The last event id is read first: a live stream
 * started from it gets every step committed after it, so whatever this read missed arrives there.
 */
export async function readBoard(db: Db, viewer: StaffMember, view: BoardView | undefined, now: Date): Promise<Board> {
  const [last] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
  const today = startOfIndianDay(now);
  const mine = visibleTo(viewer);

  const countColumns = Object.fromEntries(
    BOARD_VIEW_LIST.map((name) => [name, sql<number>`count(*) filter (where ${viewCondition(name, today)})::int`]),
  ) as Record<BoardView, SQL<number>>;
  const [counts] = await db.select(countColumns).from(orders).where(mine);

  const lineCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.quantity} > 0)`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customer: orders.customer,
      lineCount,
      total: orders.total,
      createdAt: orders.createdAt,
      deliverBy: orders.deliverBy,
      opensAt: orders.opensAt,
      riderId: orders.riderId,
      riderName: orders.riderName,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(
      and(view ? viewCondition(view, today) : or(...BOARD_VIEW_LIST.map((name) => viewCondition(name, today))), mine),
    )
    .orderBy(...(view ? viewOrder(view) : viewOrder('new')))
    .limit(view ? BOARD_COLUMN_LIMIT : BOARD_COLUMN_LIMIT * BOARD_VIEW_LIST.length);

  return {
    orders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      customerName: row.customer.name,
      area: row.customer.address.district || row.customer.address.city,
      lineCount: row.lineCount,
      total: row.total,
      placedAt: row.createdAt.toISOString(),
      deliverBy: row.deliverBy.toISOString(),
      ...(row.opensAt ? { opensAt: row.opensAt.toISOString() } : {}),
      rider: row.riderName ? { id: row.riderId, name: row.riderName } : null,
      cancelReason: (row.cancelReason as CancelReason | null) ?? null,
    })),
    counts: counts ?? (Object.fromEntries(BOARD_VIEW_LIST.map((name) => [name, 0])) as Record<BoardView, number>),
    lastEventId: last?.id ?? 0,
  };
}

/** The UPI link is shown once the order is ready to leave: packed, or with its rider. */
const UPI_STATUSES: readonly string[] = ['packed', 'out_for_delivery'] satisfies OrderStatus[];

/**
 * `upi://pay` for exactly the order's total (NPCI's UPI linking spec): any UPI app on the shopper's phone
 * reads it from the QR, with the order number as the note. No gateway is involved.
 */
export function upiLink(upiId: string, upiName: string | null, total: number, number: number): string {
  const params = [
    ['pa', upiId],
    ['pn', upiName ?? upiId],
    ['am', `${total}.00`],
    ['cu', 'INR'],
    ['tn', `Order #${number}`],
  ];
  return `upi://pay?${params.map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`).join('&')}`;
}

/**
 * The order as the staff read it: the shopper's detail, the pick list by aisle with the Hindi beside
 * the English, every step with who took it, and the UPI link to show at the door. Undefined when the
 * order does not exist or, for a rider, was not handed to them (the same answer: never revealed).
 */
export async function staffOrder(db: Db, viewer: StaffMember, orderId: string): Promise<StaffOrder | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleTo(viewer)));
  if (!row) return undefined;

  const items = (await itemsOf(db, [row.id])).get(row.id) ?? [];
  const shelf = await db
    .select({ id: products.id, kind: products.kind, aisle: categories.name, position: categories.position })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        items.map((item) => item.productId),
      ),
    );
  const byId = new Map(shelf.map((product) => [product.id, product]));
  const lines = items
    .map((item) => {
      const product = byId.get(item.productId);
      return {
        productId: item.productId,
        name: item.name,
        // Product names stay as printed (decision 058); what kind of thing it is reads in Hindi beside it.
        nameHi: product ? hindiIfAny(product.kind) : null,
        category: product?.aisle ?? item.category,
        image: item.image,
        price: item.price,
        quantity: item.quantity,
        orderedQuantity: item.orderedQuantity ?? item.quantity,
        position: product?.position ?? Number.MAX_SAFE_INTEGER,
      };
    })
    // Aisle by aisle as the shop is laid out, then by name: one walk through the shop.
    .sort((a, b) => a.position - b.position || a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
    .map(({ position: _position, ...line }) => line);

  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(asc(orderEvents.id));
  const [settings] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));

  return {
    ...toOrderDetail(row, items),
    number: row.number,
    lines,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind as OrderEventKind,
      by: event.staffName,
      at: event.at.toISOString(),
      detail: event.detail,
    })),
    upi:
      settings?.upiId && UPI_STATUSES.includes(row.status)
        ? { link: upiLink(settings.upiId, settings.upiName, row.total, row.number) }
        : null,
  };
}

/** Why a step was not taken; the route words it for the person (messages.ts). */
export type StepRefusal =
  | { kind: 'not-found' }
  /** The order is not where the step starts: what it is now, and who brought it there. */
  | {
      kind: 'moved';
      status: string;
      number: number;
      by: string | null;
      rider: string | null;
      cancelReason: string | null;
      cancelledByShopper: boolean;
    }
  | { kind: 'line-not-in-order' }
  | { kind: 'more-than-ordered'; ordered: number }
  | { kind: 'not-enough-stock'; name: string; available: number }
  | { kind: 'last-line' }
  | { kind: 'no-such-rider' }
  | { kind: 'not-a-rider'; name: string };

export type StepResult = { kind: 'done'; productIds: number[] } | StepRefusal;

const DONE: StepResult = { kind: 'done', productIds: [] };

/** The event that brings an order to each status, to say who did it. */
const EVENT_OF_STATUS: Partial<Record<string, OrderEventKind>> = {
  processing: 'accepted',
  packed: 'packed',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

async function movedOn(tx: Db, row: OrderRow): Promise<StepRefusal> {
  const kind = EVENT_OF_STATUS[row.status];
  const [event] = kind
    ? await tx
        .select({ staffName: orderEvents.staffName })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, kind)))
        .orderBy(desc(orderEvents.id))
        .limit(1)
    : [];
  // The shopper's own steps are recorded by no one; orders cancelled before events were kept had no reason.
  const cancelledByShopper =
    row.status === 'cancelled' &&
    (event ? event.staffName === null : (row.cancelReason ?? 'shopper_asked') === 'shopper_asked');
  return {
    kind: 'moved',
    status: row.status,
    number: row.number,
    by: event?.staffName ?? null,
    rider: row.riderName,
    cancelReason: row.cancelReason,
    cancelledByShopper,
  };
}

/**
 * One step of an order, in one transaction with the order's row locked (SELECT … FOR UPDATE): two staff
 * (or a member and the shopper cancelling) on the same order take their turns, and the second sees the
 * first's outcome. `from` is where the step starts: anywhere else is a step back, a skipped step or too late.
 */
async function takeStep(
  db: Db,
  orderId: string,
  from: readonly OrderStatus[],
  apply: (tx: Db, row: OrderRow) => Promise<StepResult>,
  visible: (row: OrderRow) => boolean = () => true,
): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || !visible(row)) return { kind: 'not-found' };
    if (!(from as readonly string[]).includes(row.status)) return movedOn(tx, row);
    return apply(tx, row);
  });
}

type Member = Pick<StaffMember, 'id' | 'name'>;

export function acceptOrder(db: Db, orderId: string, by: Member, now: Date): Promise<StepResult> {
  return takeStep(db, orderId, ['confirmed'], async (tx, row) => {
    await tx.update(orders).set({ status: 'processing', acceptedAt: now }).where(eq(orders.id, row.id));
    await recordOrderEvent(tx, { orderId: row.id, kind: 'accepted', by, at: now });
    return DONE;
  });
}

export function packOrder(db: Db, orderId: string, by: Member, now: Date): Promise<StepResult> {
  return takeStep(db, orderId, ['processing'], async (tx, row) => {
    // shipped_at: packed and handed over for dispatch, as the shopper's timeline has always said.
    await tx.update(orders).set({ status: 'packed', shippedAt: now }).where(eq(orders.id, row.id));
    await recordOrderEvent(tx, { orderId: row.id, kind: 'packed', by, at: now });
    return DONE;
  });
}

/** The shop cancels with a reason until the order leaves with its rider; the stock goes back. */
export function cancelByShop(
  db: Db,
  orderId: string,
  reason: CancelReason,
  by: Member,
  now: Date,
): Promise<StepResult> {
  return takeStep(db, orderId, ['confirmed', 'processing', 'packed'], async (tx, row) => {
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
      .where(eq(orders.id, row.id));
    const productIds = await returnStock(tx, row.id);
    await recordOrderEvent(tx, { orderId: row.id, kind: 'cancelled', by, detail: { reason }, at: now });
    return { kind: 'done', productIds };
  });
}

/**
 * The shop has less of one line (0: not available) while packing: the line keeps what was ordered, the
 * difference goes back on the shelf (or is taken again when more turns up, never beyond what was ordered),
 * and the server prices the order again, the first-order discount recomputed for an order that had it.
 */
export function changeLine(
  db: Db,
  change: { orderId: string; productId: number; quantity: number },
  by: Member,
  now: Date,
): Promise<StepResult> {
  return takeStep(db, change.orderId, ['processing'], async (tx, row) => {
    const lines = (await itemsOf(tx, [row.id])).get(row.id) ?? [];
    const line = lines.find((item) => item.productId === change.productId);
    if (!line) return { kind: 'line-not-in-order' };
    const ordered = line.orderedQuantity ?? line.quantity;
    if (change.quantity > ordered) return { kind: 'more-than-ordered', ordered };
    if (change.quantity === line.quantity) return DONE;
    const othersLeft = lines.some((item) => item.productId !== line.productId && item.quantity > 0);
    if (change.quantity === 0 && !othersLeft) return { kind: 'last-line' };

    const back = line.quantity - change.quantity;
    const shelf = and(eq(products.id, line.productId), back < 0 ? gte(products.stock, -back) : undefined);
    const moved = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${back}`,
        purchaseCount: sql`greatest(${products.purchaseCount} - ${back}, 0)`,
      })
      .where(shelf)
      .returning({ id: products.id });
    if (moved.length === 0) {
      const [product] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, line.productId));
      return { kind: 'not-enough-stock', name: line.name, available: Math.max(product?.stock ?? 0, 0) };
    }

    await tx
      .update(orderItems)
      .set({ quantity: change.quantity, orderedQuantity: change.quantity === ordered ? null : ordered })
      .where(and(eq(orderItems.orderId, row.id), eq(orderItems.productId, line.productId)));
    const goods = itemsTotal(
      lines.map((item) => ({
        price: item.price,
        quantity: item.productId === line.productId ? change.quantity : item.quantity,
      })),
    );
    // The order was judged the shopper's first when placed; that does not change with its lines.
    const discount = firstOrderDiscount(goods, row.firstOrderDiscount > 0);
    const total = goods - discount + row.shipping;
    await tx.update(orders).set({ subtotal: goods, firstOrderDiscount: discount, total }).where(eq(orders.id, row.id));
    await recordOrderEvent(tx, {
      orderId: row.id,
      kind: 'line_changed',
      by,
      detail: { productId: line.productId, name: line.name, from: line.quantity, to: change.quantity, total },
      at: now,
    });
    return { kind: 'done', productIds: [line.productId] };
  });
}

/** Packed → out for delivery with a named rider, who must be one of the shop's riders. */
export function handToRider(db: Db, orderId: string, riderId: string, by: Member, now: Date): Promise<StepResult> {
  return takeStep(db, orderId, ['packed'], async (tx, row) => {
    const [rider] = await tx.select().from(staff).where(eq(staff.id, riderId));
    if (!rider) return { kind: 'no-such-rider' };
    if (rider.role !== 'rider') return { kind: 'not-a-rider', name: rider.name };
    await tx
      .update(orders)
      .set({
        status: 'out_for_delivery',
        riderId: rider.id,
        riderName: rider.name,
        riderPhone: rider.phone,
        outForDeliveryAt: now,
      })
      .where(eq(orders.id, row.id));
    await recordOrderEvent(tx, {
      orderId: row.id,
      kind: 'out_for_delivery',
      by,
      detail: { riderId: rider.id, riderName: rider.name },
      at: now,
    });
    return DONE;
  });
}

/** Delivered and paid at the door: by the order's own rider, or the owner. Another rider's order is not found. */
export function deliverOrder(
  db: Db,
  payment: { orderId: string; paidBy: PaidBy; upiReference: string | null },
  by: StaffMember,
  now: Date,
): Promise<StepResult> {
  return takeStep(
    db,
    payment.orderId,
    ['out_for_delivery'],
    async (tx, row) => {
      const upiReference = payment.paidBy === 'upi' ? payment.upiReference : null;
      await tx
        .update(orders)
        .set({ status: 'delivered', deliveredAt: now, paymentStatus: 'paid', paidBy: payment.paidBy, upiReference })
        .where(eq(orders.id, row.id));
      await recordOrderEvent(tx, {
        orderId: row.id,
        kind: 'delivered',
        by,
        detail: { paidBy: payment.paidBy, amount: row.total, ...(upiReference ? { upiReference } : {}) },
        at: now,
      });
      return DONE;
    },
    (row) => by.role !== 'rider' || row.riderId === by.id,
  );
}

export interface RiderMoney {
  riderId: string;
  name: string;
  toCollect: number;
  collectedCash: number;
  collectedUpi: number;
  cashHeld: number;
}

/**
 * Each rider's money: what the orders out with them come to, what they collected today (India's day) by
 * cash and by UPI, and the cash they still hold (collected any day, not yet marked received by the owner).
 */
export async function ridersMoney(db: Db, now: Date, onlyRiderId?: string): Promise<RiderMoney[]> {
  const today = startOfIndianDay(now);
  const riders = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.role, 'rider'), onlyRiderId ? eq(staff.id, onlyRiderId) : undefined))
    .orderBy(asc(staff.name), asc(staff.id));
  if (riders.length === 0) return [];

  const sum = (condition: SQL) => sql<number>`coalesce(sum(${orders.total}) filter (where ${condition}), 0)::int`;
  const deliveredToday = and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, today)) as SQL;
  const cash = eq(orders.paidBy, 'cash');
  const figures = await db
    .select({
      riderId: orders.riderId,
      toCollect: sum(eq(orders.status, 'out_for_delivery')),
      collectedCash: sum(and(deliveredToday, cash) as SQL),
      collectedUpi: sum(and(deliveredToday, eq(orders.paidBy, 'upi')) as SQL),
      cashHeld: sum(and(eq(orders.status, 'delivered'), cash, isNull(orders.cashReceivedAt)) as SQL),
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.riderId),
        inArray(
          orders.riderId,
          riders.map((rider) => rider.id),
        ),
        inArray(orders.status, ['out_for_delivery', 'delivered']),
      ),
    )
    .groupBy(orders.riderId);
  const byRider = new Map(figures.map((row) => [row.riderId, row]));
  return riders.map((rider) => {
    const row = byRider.get(rider.id);
    return {
      riderId: rider.id,
      name: rider.name,
      toCollect: row?.toCollect ?? 0,
      collectedCash: row?.collectedCash ?? 0,
      collectedUpi: row?.collectedUpi ?? 0,
      cashHeld: row?.cashHeld ?? 0,
    };
  });
}

/**
 * The owner took a rider's cash: every delivered cash order of theirs not yet received is marked, each
 * with its own 'cash_received' event (each order's history then says where its money went). Undefined
 * when `riderId` is not one of the shop's riders.
 */
export async function receiveCash(db: Db, riderId: string, by: Member, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [rider] = await tx
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.id, riderId), eq(staff.role, 'rider')));
    if (!rider) return undefined;
    // One UPDATE: two owners tapping at once mark each order once (the second finds it received).
    const received = await tx
      .update(orders)
      .set({ cashReceivedAt: now })
      .where(
        and(
          eq(orders.riderId, rider.id),
          eq(orders.status, 'delivered'),
          eq(orders.paidBy, 'cash'),
          isNull(orders.cashReceivedAt),
        ),
      )
      .returning({ id: orders.id, total: orders.total });
    for (const order of received) {
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'cash_received',
        by,
        detail: { riderId: rider.id, riderName: rider.name, amount: order.total },
        at: now,
      });
    }
    return received.length;
  });
}
