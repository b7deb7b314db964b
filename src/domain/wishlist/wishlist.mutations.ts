import { type MutationMeta, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '#contract/cart';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as wishlistEndpoints from '#contract/endpoints/wishlist';
import type { MoveToCartResult, WishlistItem } from '#contract/wishlist';
import { call } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { Change, Delivery } from '#src/lib/outbox/change';
import type { Outbox } from '#src/lib/outbox/outbox';
import { cachedProductName, makeChange } from '#src/lib/outbox/use-outbox';
import { waitingCartChanges, withWaitingCartChanges } from '../cart/cart.changes';
import { cartKeys } from '../cart/cart.queries';
import {
  type AddToWishlistVariables,
  type MoveToCartVariables,
  type RemoveFromWishlistVariables,
  WISHLIST_CHANGES,
  type WishlistChange,
  waitingWishlistChanges,
  withWaitingWishlistChanges,
} from './wishlist.changes';
import { wishlistKeys } from './wishlist.queries';

export type { WishlistProduct } from './wishlist.changes';

/** Called once when the query client is made (see src/app/shop-query-client.ts). */
export function registerWishlistChanges(outbox: Outbox, queryClient: QueryClient) {
  // Once the list's last waiting change is answered, the server's list is the truth again.
  const settled = ({ userId }: Change) => {
    if (waitingWishlistChanges(outbox, userId).length === 0) {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.items(userId) });
    }
  };

  const show = (change: WishlistChange) =>
    queryClient.setQueryData<WishlistItem[]>(wishlistKeys.items(change.userId), (entries) =>
      entries ? withWaitingWishlistChanges(entries, [change]) : entries,
    );

  outbox.define(WISHLIST_CHANGES.add, {
    send: ({ id, userId, payload }) =>
      call(wishlistEndpoints.add, {
        body: { userId, productId: payload.product.id },
        headers: { [IDEMPOTENCY_KEY_HEADER]: id },
      }),
    show,
    describe: ({ product }) => m.wishlist_change_add({ name: product.name }),
    settled,
  });

  outbox.define(WISHLIST_CHANGES.remove, {
    send: ({ id, userId, payload }) =>
      call(wishlistEndpoints.deleteWishlistItem, {
        query: { userId, productId: payload.productId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: id },
      }),
    show,
    describe: ({ productId }) =>
      m.wishlist_change_remove({ name: cachedProductName(queryClient, wishlistKeys.all, productId) }),
    settled,
  });

  // One change, two lists: shown on both at once, and each list is the server's again once nothing waits on it.
  outbox.define(WISHLIST_CHANGES.moveToCart, {
    send: ({ id, userId, payload }) =>
      call(wishlistEndpoints.moveToCart, {
        body: { userId, productId: payload.product.id, quantity: payload.quantity },
        headers: { [IDEMPOTENCY_KEY_HEADER]: id },
      }),
    show: (change) => {
      show(change);
      queryClient.setQueryData<CartItem[]>(cartKeys.items(change.userId), (lines) =>
        lines ? withWaitingCartChanges(lines, [change]) : lines,
      );
    },
    describe: ({ product }) => m.wishlist_change_move_to_cart({ name: product.name }),
    settled: (change) => {
      settled(change);
      if (waitingCartChanges(outbox, change.userId).length === 0) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.items(change.userId) });
      }
    },
  });
}

/** Adds a product to the wishlist (`wishlist.add`). */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation<Delivery<WishlistItem>, Error, AddToWishlistVariables>({
    mutationFn: ({ userId, ...add }) =>
      makeChange(queryClient, wishlistKeys.items(userId), WISHLIST_CHANGES.add, userId, add),
  });
}

/** Removes a product from the wishlist (`wishlist.deleteWishlistItem`). */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation<Delivery<WishlistItem[]>, Error, RemoveFromWishlistVariables>({
    mutationFn: ({ userId, ...remove }) =>
      makeChange(queryClient, wishlistKeys.items(userId), WISHLIST_CHANGES.remove, userId, remove),
  });
}

/**
 * Moves a product to the cart and off the wishlist in one change (`wishlist.moveToCart`).
 * A refusal is toasted unless `meta` says otherwise.
 */
export function useMoveToCart({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation<Delivery<MoveToCartResult>, Error, MoveToCartVariables>({
    meta,
    mutationFn: async ({ userId, ...move }) => {
      // A cart refetch under way would land without this change on top (makeChange cancels the wishlist's).
      await queryClient.cancelQueries({ queryKey: cartKeys.items(userId) });
      return makeChange(queryClient, wishlistKeys.items(userId), WISHLIST_CHANGES.moveToCart, userId, move);
    },
  });
}
