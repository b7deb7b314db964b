import type { ProductRow } from './catalog.repo';

/**
 * What a shopper may buy of a product now (decision 112): nothing when the owner took it off sale ("out of
 * stock" with stock on the shelf) or hid it, else the shelf's count. The cart, the wishlist's move and an order
 * refuse on this, as for a product sold out.
 */
export function stockOnSale(row: Pick<ProductRow, 'stock' | 'available' | 'hidden'>): number {
  return row.available && !row.hidden ? Math.max(row.stock, 0) : 0;
}

/** A hidden product is in no answer a shopper gets, and a shopper's change naming it finds no such product. */
export function hiddenFromShoppers(row: Pick<ProductRow, 'hidden'> | undefined): boolean {
  return row === undefined || row.hidden;
}
