import { CART_MAX_QUANTITY, type CartItem } from '#contract/cart';
import type { ChangeOf, Kind, RegisteredKinds } from '#src/lib/outbox/change';
import type { Outbox } from '#src/lib/outbox/outbox';

/**
 * Cart changes go through the outbox (decision 009): written to the phone before they are sent,
 * sent once each in the order made, shown at once on top of the server's cart. This is the one
 * Add to Cart path of the app: the product page, the listing cards and Buy again. The wishlist's
 * Move to Cart is one change of its own (below), since it also takes the product off the wishlist.
 */
export const CART_CHANGES = {
  add: 'cart.add',
  setQuantity: 'cart.set-quantity',
  /**
   * The wishlist's Move to Cart: one change that also takes the product off the wishlist, defined
   * (sent, shown on both lists) by the wishlist. Its payload is an add's, and the cart shows it as one.
   */
  moveFromWishlist: 'wishlist.moveToCart',
} as const;
export const CART_CHANGE_KINDS = Object.values(CART_CHANGES);

/** What the cart needs to show a product before the server has answered. */
export type CartProduct = Pick<CartItem, 'id' | 'name' | 'image' | 'category' | 'price' | 'originalPrice'> &
  Partial<Pick<CartItem, 'description' | 'translations' | 'status'>>;

export interface AddToCart {
  product: CartProduct;
  /** The wishlist, the cards and Buy again send none, which means one. */
  quantity?: number;
}

export interface SetCartQuantity {
  productId: number;
  /** The absolute quantity (0 removes the line): what the shopper sees is what the server gets. */
  quantity: number;
}

/** The cart's kinds of change: what each carries, and what the shop answers (the one map is src/domain/changes.ts). */
export type CartChanges = {
  /** Nothing when the product was already in the cart. */
  [CART_CHANGES.add]: Kind<AddToCart, CartItem | undefined>;
  /** The cart as updateCart made it. */
  [CART_CHANGES.setQuantity]: Kind<SetCartQuantity, CartItem[]>;
};

/** A change the cart lays on top of the server's: its own, and the wishlist's Move to Cart. */
export type CartChange = ChangeOf<RegisteredKinds, (typeof CART_CHANGE_KINDS)[number]>;

export type AddToCartVariables = AddToCart & { userId: string };
export type SetCartQuantityVariables = SetCartQuantity & { userId: string };

function optimisticLine({ product, quantity = 1 }: AddToCart, madeAt: number): CartItem {
  return {
    description: '',
    status: 'in stock',
    ...product,
    quantity,
    maxQuantity: CART_MAX_QUANTITY,
    addedAt: new Date(madeAt).toISOString(),
  };
}

/** The server's cart with the changes still waiting on the phone applied on top, in order. */
export function withWaitingCartChanges(lines: CartItem[], changes: readonly CartChange[]): CartItem[] {
  let result = lines;
  for (const change of changes) {
    if (change.kind === CART_CHANGES.add || change.kind === CART_CHANGES.moveFromWishlist) {
      const add = change.payload;
      if (!result.some((line) => line.id === add.product.id)) result = [...result, optimisticLine(add, change.madeAt)];
    } else if (change.kind === CART_CHANGES.setQuantity) {
      const { productId, quantity } = change.payload;
      result =
        quantity === 0
          ? result.filter((line) => line.id !== productId)
          : result.map((line) => (line.id === productId ? { ...line, quantity } : line));
    }
  }
  return result;
}

/** The changes of this shopper's cart still waiting on the phone. */
export function waitingCartChanges(outbox: Outbox, userId: string): CartChange[] {
  return outbox.waiting(userId, CART_CHANGE_KINDS);
}
