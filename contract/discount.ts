/**
 * Percent off the MRP, rounded to a whole percent; 0 when there is no saving. One rule for every
 * place a discount shows (product page, cart, wishlist) and for the wishlist's stored fraction,
 * so the server and the app never disagree about the same product.
 */
export function percentOff(price: number, mrp: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.round((1 - price / mrp) * 100);
}

/**
 * "10% off your first order" (the newsletter's promise, spec 000): the shop takes this percent off
 * the items' price total (never shipping) of a shopper's first order. Decision 013.
 */
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;

/**
 * An order is the shopper's first when none of their earlier orders counts: a cancelled order was
 * never delivered, so it does not use the promise up. Judged when the order is placed; the server
 * has the last word (it counts orders in the order's own transaction), the app shows what it expects.
 */
export function isFirstOrder(earlierOrders: readonly { status: string }[]): boolean {
  return earlierOrders.every((order) => order.status === 'cancelled');
}

/** The first-order discount on this items' total, in whole rupees (to the nearest rupee); 0 when not the first. */
export function firstOrderDiscount(itemsTotal: number, firstOrder: boolean): number {
  return firstOrder ? Math.round((itemsTotal * FIRST_ORDER_DISCOUNT_PERCENT) / 100) : 0;
}
