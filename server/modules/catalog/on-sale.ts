import type { ProductRow } from './catalog.repo';

type SaleFields = Pick<ProductRow, 'stock' | 'available' | 'hidden'>;

/** A product a shopper may see: a hidden one is in no answer a shopper gets, and a change naming it finds none. */
export const isShown = (row: Pick<ProductRow, 'hidden'>): boolean => !row.hidden;

/**
 * What a shopper may buy of a product now (decisions 112, 114): nothing when the owner took it off sale ("out of
 * stock" with stock on the shelf) or hid it, else the shelf's count. The cart, the wishlist's move and an order
 * refuse on this, as for a product sold out.
 */
export function stockOnSale(row: SaleFields): number {
  return row.available && isShown(row) ? Math.max(row.stock, 0) : 0;
}

/** On sale now: stock on the shelf, not switched off by the owner, not hidden. */
export const isInStock = (row: SaleFields): boolean => stockOnSale(row) > 0;
