/**
 * Percent off the MRP, rounded to a whole percent; 0 when there is no saving. One rule for every
 * place a discount shows (product page, cart, wishlist) and for the wishlist's stored fraction,
 * so the server and the app never disagree about the same product.
 */
export function percentOff(price: number, mrp: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.round((1 - price / mrp) * 100);
}
