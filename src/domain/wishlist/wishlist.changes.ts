import { percentOff } from '#contract/discount';
import type { MoveToCartResult, WishlistItem } from '#contract/wishlist';
import { type AddToCart, CART_CHANGES } from '#src/domain/cart/cart.changes';
import type { ChangeOf, Kind, RegisteredKinds } from '#src/lib/outbox/change';
import type { Outbox } from '#src/lib/outbox/outbox';

/**
 * Wishlist changes go through the outbox like the cart's (see cart.changes.ts): on the phone
 * before they are sent, once each, in order, shown at once on top of the server's list. Move to
 * Cart is one change for both lists, so offline it moves the product whole or not at all.
 */
export const WISHLIST_CHANGES = {
  add: 'wishlist.add',
  remove: 'wishlist.remove',
  moveToCart: CART_CHANGES.moveFromWishlist,
} as const;
export const WISHLIST_CHANGE_KINDS = Object.values(WISHLIST_CHANGES);

/** What the wishlist needs to show a product before the server has answered. */
export type WishlistProduct = Pick<WishlistItem, 'id' | 'name' | 'image' | 'category' | 'price' | 'originalPrice'> &
  Partial<Pick<WishlistItem, 'status'>>;

export interface AddToWishlist {
  product: WishlistProduct;
}

export interface RemoveFromWishlist {
  productId: number;
}

/** The product to move and how many (none means one); to the cart it is an add. */
export type MoveToCart = AddToCart;

/** The wishlist's kinds of change: what each carries, and what the shop answers (the one map is src/domain/changes.ts). */
export type WishlistChanges = {
  [WISHLIST_CHANGES.add]: Kind<AddToWishlist, WishlistItem>;
  /** The wishlist as the delete left it. */
  [WISHLIST_CHANGES.remove]: Kind<RemoveFromWishlist, WishlistItem[]>;
  [WISHLIST_CHANGES.moveToCart]: Kind<MoveToCart, MoveToCartResult>;
};

export type WishlistChange = ChangeOf<RegisteredKinds, (typeof WISHLIST_CHANGE_KINDS)[number]>;

export type AddToWishlistVariables = AddToWishlist & { userId: string };
export type RemoveFromWishlistVariables = RemoveFromWishlist & { userId: string };
export type MoveToCartVariables = MoveToCart & { userId: string };

function optimisticEntry(product: WishlistProduct, madeAt: number): WishlistItem {
  // The fraction the server stores (see contract/wishlist.ts), so the optimistic card matches it.
  const discount = percentOff(product.price, product.originalPrice) / 100;
  return { status: 'in stock', ...product, discount, addedAt: new Date(madeAt).toISOString() };
}

/** The server's wishlist with the changes still waiting on the phone applied on top, in order. */
export function withWaitingWishlistChanges(
  entries: WishlistItem[],
  changes: readonly WishlistChange[],
): WishlistItem[] {
  let result = entries;
  for (const change of changes) {
    if (change.kind === WISHLIST_CHANGES.add) {
      const { product } = change.payload;
      // Newest first, as the server lists it.
      if (!result.some((entry) => entry.id === product.id))
        result = [optimisticEntry(product, change.madeAt), ...result];
    } else if (change.kind === WISHLIST_CHANGES.remove) {
      const { productId } = change.payload;
      result = result.filter((entry) => entry.id !== productId);
    } else if (change.kind === WISHLIST_CHANGES.moveToCart) {
      const { product } = change.payload;
      result = result.filter((entry) => entry.id !== product.id);
    }
  }
  return result;
}

/** The changes of this shopper's wishlist still waiting on the phone. */
export function waitingWishlistChanges(outbox: Outbox, userId: string): WishlistChange[] {
  return outbox.waiting(userId, WISHLIST_CHANGE_KINDS);
}
