import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { firstOrderDiscount, isFirstOrder } from '../../../contract/discount';
import {
  CANCELLABLE_STATUSES,
  itemsTotal,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  SHIPPING_FEE,
} from '../../../contract/order';
import type { CancelReason } from '../../../contract/shop';
import type { Db } from '../../db/client';
import { cartItems, type OrderCustomer, orderItems, orders, products, users } from '../../db/schema';
import type { AddressRow } from '../addresses/addresses.repo';
import { productImageUrl } from '../catalog/catalog.read-model';
import { loadProducts, type ProductRow } from '../catalog/catalog.repo';
import { isShown, stockOnSale } from '../catalog/on-sale';
import type { DeliveryPromise } from './delivery-promise';
import { recordOrderEvent } from './order-events';

/**
 * Per-shopper caps on what unpaid (cash on delivery) orders may hold at once (decision 098), so one
 * account cannot take a product's stock from everyone. Open is anything not delivered or cancelled.
 */
export const OPEN_ORDERS_LIMIT = 10;
/** A full line of one product (ORDER_MAX_QUANTITY, 99) with room beside it for everyday orders of the same. */
export const OPEN_UNITS_OF_A_PRODUCT_LIMIT = 150;
const CLOSED_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

export interface OrderLine {
  productId: number;
  quantity: number;
  price: number;
}

export interface PlaceOrder {
  userId: string;
  customerName: string;
  address: AddressRow;
  lines: readonly OrderLine[];
  total: number;
  /** The first-order discount the shopper saw, if the submission said. */
  firstOrderDiscount: number | undefined;
  /** The server's time, in IST wall-clock time. */
  placedAt: string;
  /** The phone's time as it sent it: kept, never used. */
  phoneTime: string | null;
  delivery: DeliveryPromise;
  /** Taken while the shop was closed or paused: when it opens (decision 113); null when open. */
  opensAt: Date | null;
  idempotencyKey: string | null;
  now: Date;
}

export type PlaceResult =
  | { kind: 'placed'; orderId: string }
  | { kind: 'unknown-products'; indexes: number[] }
  | {
      kind: 'price-changed';
      prices: { productId: number; price: number }[];
      firstOrderDiscount: number;
      total: number;
    }
  | { kind: 'out-of-stock'; shortages: { index: number; name: string; available: number }[] }
  | { kind: 'too-many-open-orders'; limit: number }
  /** `more`: how many more of the product the shopper may order while their open orders hold the rest. */
  | { kind: 'too-many-units'; over: { index: number; name: string; more: number }[]; limit: number };

/** Thrown inside the transaction to undo it when a concurrent order took the stock first. */
class StockTaken extends Error {}

/**
 * Places the order in one transaction: checks the shopper's caps, today's prices, the first-order discount and stock,
 * writes the order and its lines (names, images and prices copied), takes the stock with a
 * conditional UPDATE so concurrent orders can never drive it below zero, and clears the ordered
 * products from the cart. Called with a transaction (exactly-once.ts) it runs as a savepoint inside it.
 */
export async function placeOrder(db: Db, order: PlaceOrder): Promise<PlaceResult> {
  const ids = order.lines.map((line) => line.productId);
  try {
    return await db.transaction(async (tx): Promise<PlaceResult> => {
      const byId = new Map((await loadProducts(tx, ids)).map((row) => [row.id, row]));
      // A product the owner hid is one the shop no longer has, as far as a shopper can tell.
      const current = order.lines.map((line) => byId.get(line.productId));
      const unknown = current.flatMap((row, index) => (!row || !isShown(row) ? [index] : []));
      if (unknown.length > 0) return { kind: 'unknown-products', indexes: unknown };
      const rows = current as ProductRow[];

      // Locks the shopper's row first: their concurrent orders are checked against the caps one after the other.
      const firstOrder = await isFirstOrderOf(tx, order.userId);
      const capped = await overCaps(tx, order.userId, order.lines, rows);
      if (capped) return capped;

      const prices = rows.map((row) => ({ productId: row.id, price: row.price }));
      const goods = itemsTotal(rows.map((row, i) => ({ price: row.price, quantity: order.lines[i]?.quantity ?? 0 })));
      const discount = firstOrderDiscount(goods, firstOrder);
      const total = goods - discount + SHIPPING_FEE;
      const priceChanged = order.lines.some((line, i) => line.price !== rows[i]?.price);
      const discountChanged = order.firstOrderDiscount !== undefined && order.firstOrderDiscount !== discount;
      if (priceChanged || discountChanged || order.total !== total) {
        return { kind: 'price-changed', prices, firstOrderDiscount: discount, total };
      }

      const shortages = rows.flatMap((row, index) => {
        const wanted = order.lines[index]?.quantity ?? 0;
        const stock = stockOnSale(row);
        return stock >= wanted ? [] : [{ index, name: row.name, available: stock }];
      });
      if (shortages.length > 0) return { kind: 'out-of-stock', shortages };

      const [placed] = await tx
        .insert(orders)
        .values({
          userId: order.userId,
          addressId: order.address.id,
          customer: customerOf(order.customerName, order.address),
          subtotal: goods,
          firstOrderDiscount: discount,
          shipping: SHIPPING_FEE,
          total,
          placedAt: order.placedAt,
          phoneTime: order.phoneTime,
          estimatedDeliveryTime: order.delivery.estimatedDeliveryTime,
          deliverBy: order.delivery.deliverBy,
          opensAt: order.opensAt,
          idempotencyKey: order.idempotencyKey,
          createdAt: order.now,
        })
        .returning({ id: orders.id });
      if (!placed) throw new Error('order insert returned no row');

      // In product id order, so two orders sharing products lock their rows in the same order.
      const lines = order.lines.map((line, i) => ({ line, row: rows[i] as ProductRow }));
      for (const { line } of [...lines].sort((a, b) => a.line.productId - b.line.productId)) {
        const taken = await tx
          .update(products)
          .set({
            stock: sql`${products.stock} - ${line.quantity}`,
            purchaseCount: sql`${products.purchaseCount} + ${line.quantity}`,
          })
          // Still on sale: the owner may have taken it off since it was read.
          .where(
            and(
              eq(products.id, line.productId),
              gte(products.stock, line.quantity),
              eq(products.available, true),
              eq(products.hidden, false),
            ),
          )
          .returning({ id: products.id });
        if (taken.length === 0) throw new StockTaken();
      }

      await tx.insert(orderItems).values(
        lines.map(({ line, row }) => ({
          orderId: placed.id,
          productId: row.id,
          name: row.name,
          image: productImageUrl(row.id),
          category: row.categoryId,
          quantity: line.quantity,
          price: row.price,
        })),
      );
      await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.productId, ids)));
      // The board hears of it when this commits (decision 107).
      await recordOrderEvent(tx, { orderId: placed.id, kind: 'placed', by: null, at: order.now });
      return { kind: 'placed', orderId: placed.id };
    });
  } catch (error) {
    if (!(error instanceof StockTaken)) throw error;
    // Someone else's order took the stock between our check and our update: report today's stock.
    const rows = new Map((await loadProducts(db, ids)).map((row) => [row.id, row]));
    const shortages = order.lines.flatMap((line, index) => {
      const row = rows.get(line.productId);
      const available = row ? stockOnSale(row) : 0;
      return available >= line.quantity ? [] : [{ index, name: row?.name ?? `#${line.productId}`, available }];
    });
    return { kind: 'out-of-stock', shortages };
  }
}

/**
 * Whether the order being placed is the shopper's first (contract isFirstOrder). The shopper's row
 * is locked first, so two orders placed at once from two phones are counted one after the other
 * and only one of them gets the discount. NO KEY UPDATE leaves the shopper's other changes (cart
 * lines referencing the row) free to proceed.
 */
async function isFirstOrderOf(tx: Db, userId: string): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const earlier = await tx.selectDistinct({ status: orders.status }).from(orders).where(eq(orders.userId, userId));
  return isFirstOrder(earlier);
}

/**
 * The order refused when it would pass the shopper's caps on open orders, or on units of one product
 * across them; undefined when it fits. Run after isFirstOrderOf's lock, so it sees every order committed before.
 */
async function overCaps(
  tx: Db,
  userId: string,
  lines: readonly OrderLine[],
  rows: readonly ProductRow[],
): Promise<PlaceResult | undefined> {
  const open = and(eq(orders.userId, userId), notInArray(orders.status, [...CLOSED_STATUSES]));
  const [openOrders] = await tx.select({ count: sql<number>`count(*)::int` }).from(orders).where(open);
  if ((openOrders?.count ?? 0) >= OPEN_ORDERS_LIMIT) return { kind: 'too-many-open-orders', limit: OPEN_ORDERS_LIMIT };

  const held = new Map(
    (
      await tx
        .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            open,
            inArray(
              orderItems.productId,
              lines.map((line) => line.productId),
            ),
          ),
        )
        .groupBy(orderItems.productId)
    ).map((row) => [row.productId, row.units]),
  );
  const over = lines.flatMap((line, index) => {
    const more = Math.max(0, OPEN_UNITS_OF_A_PRODUCT_LIMIT - (held.get(line.productId) ?? 0));
    return line.quantity <= more ? [] : [{ index, name: rows[index]?.name ?? `#${line.productId}`, more }];
  });
  return over.length > 0 ? { kind: 'too-many-units', over, limit: OPEN_UNITS_OF_A_PRODUCT_LIMIT } : undefined;
}

export type CancelResult =
  | { kind: 'cancelled'; productIds: number[] }
  | { kind: 'already-cancelled' }
  | { kind: 'too-late'; status: string }
  | { kind: 'not-found' };

/**
 * Cancels one of the shopper's orders if it is not packed yet, in one transaction: the status
 * becomes cancelled (cancelled_at stamped, reason shopper_asked), every line's stock goes back and
 * the step is recorded as an event. The status is changed by one conditional UPDATE, so a staff step
 * racing it is settled by the row lock (the staff's steps lock it too): either the cancel sees the order
 * still cancellable, or the packing happened first and the cancel changes nothing; a staff step after
 * the cancel is refused as too late. Called with a transaction (exactly-once.ts) it runs as a savepoint inside it.
 */
export async function cancelOrder(db: Db, userId: string, orderId: string, now: Date): Promise<CancelResult> {
  return db.transaction(async (tx): Promise<CancelResult> => {
    const mine = and(eq(orders.id, orderId), eq(orders.userId, userId));
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'shopper_asked' satisfies CancelReason })
      .where(and(mine, inArray(orders.status, [...CANCELLABLE_STATUSES])))
      .returning({ id: orders.id });
    if (!cancelled) {
      const [row] = await tx.select({ status: orders.status }).from(orders).where(mine);
      if (!row) return { kind: 'not-found' };
      return row.status === 'cancelled' ? { kind: 'already-cancelled' } : { kind: 'too-late', status: row.status };
    }

    const productIds = await returnStock(tx, orderId);
    await recordOrderEvent(tx, {
      orderId,
      kind: 'cancelled',
      by: null,
      detail: { reason: 'shopper_asked' satisfies CancelReason },
      at: now,
    });
    return { kind: 'cancelled', productIds };
  });
}

/**
 * Puts a cancelled order's lines back on the shelf (what it still held: a line the shop had less of
 * already gave the rest back). Returns the products whose stock changed, for the read model.
 */
export async function returnStock(tx: Db, orderId: string): Promise<number[]> {
  // In product id order, like placing, so concurrent orders and cancels lock products alike.
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        // Trending counts purchases; a cancelled order bought nothing.
        purchaseCount: sql`greatest(${products.purchaseCount} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, line.productId));
  }
  return lines.map((line) => line.productId);
}

function customerOf(name: string, address: AddressRow): OrderCustomer {
  return {
    name,
    phone: address.phone,
    address: {
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      landmark: address.landmark,
      district: address.district,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
    },
  };
}

/** The order a shopper already placed with this Idempotency-Key, if any. */
export async function findOrderByKey(db: Db, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The shopper sees who is coming once the order has left the shop: the rider's first name and phone. */
const RIDER_SHOWN_STATUSES: readonly string[] = ['out_for_delivery', 'delivered'] satisfies OrderStatus[];

function toSummary(row: OrderRow, items: OrderItemRow[]): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    items: items.map((item) => ({
      product: { id: item.productId, name: item.name, image: item.image, category: item.category },
      quantity: item.quantity,
      ...(item.orderedQuantity !== null && item.orderedQuantity !== item.quantity
        ? { orderedQuantity: item.orderedQuantity }
        : {}),
      price: item.price,
    })),
    status: row.status,
    subtotal: row.subtotal,
    firstOrderDiscount: row.firstOrderDiscount,
    shipping: row.shipping,
    total: row.total,
    placedAt: row.placedAt,
    assignedTo: row.assignedTo,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    deliverBy: row.deliverBy.toISOString(),
    ...(row.opensAt ? { opensAt: row.opensAt.toISOString() } : {}),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    rider:
      RIDER_SHOWN_STATUSES.includes(row.status) && row.riderName && row.riderPhone
        ? { name: firstName(row.riderName), phone: row.riderPhone }
        : null,
  };
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export async function itemsOf(db: Db, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.name), asc(orderItems.productId));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** A shopper's orders, newest first. */
export async function listOrders(db: Db, userId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, items.get(row.id) ?? []));
}

/** One of the shopper's orders; undefined when it does not exist or is someone else's. */
export async function orderDetail(db: Db, userId: string, orderId: string): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) return undefined;
  return toOrderDetail(row, (await itemsOf(db, [row.id])).get(row.id) ?? []);
}

/** An order as its detail answer shows it (the shopper's, and the staff's beneath the pick list). */
export function toOrderDetail(row: OrderRow, items: OrderItemRow[]): OrderDetail {
  const { address } = row.customer;
  return {
    ...toSummary(row, items),
    createdAt: row.createdAt.toISOString(),
    shipped_at: row.shippedAt?.toISOString() ?? null,
    out_for_delivery_at: row.outForDeliveryAt?.toISOString() ?? null,
    phoneTime: row.phoneTime,
    customer: {
      name: row.customer.name,
      phone: row.customer.phone,
      address: {
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2 ?? '',
        landmark: address.landmark ?? '',
        district: address.district ?? '',
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        country: address.country,
      },
    },
  };
}
