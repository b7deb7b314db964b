import { type QueryClient, useMutation } from '@tanstack/react-query';
import { percentOff } from '../../../../contract/discount';
import { type WishlistItem, WishlistItemResponseSchema, WishlistResponseSchema } from '../../../../contract/wishlist';
import { api } from '../../../lib/api-client';
import { retryUntilDelivered } from '../../../lib/query-client';
import { refetchWhenIdle } from '../../../lib/settle-optimistic';
import { wishlistKeys } from './wishlist.queries';

/**
 * Wishlist changes, registered by key like the cart's (see cart.mutations.ts) so changes queued
 * offline survive a reload, and sent one at a time in the order they were made. Both calls are
 * idempotent on the server: adding twice leaves one entry, removing twice removes one.
 */
export const wishlistMutationKeys = {
  add: [...wishlistKeys.all, 'add'] as const,
  remove: [...wishlistKeys.all, 'remove'] as const,
};

const WISHLIST_SCOPE = { id: 'wishlist' };

/** What the wishlist needs to show a product before the server has answered. */
export type WishlistProduct = Pick<WishlistItem, 'id' | 'name' | 'image' | 'category' | 'price' | 'originalPrice'> &
  Partial<Pick<WishlistItem, 'status'>>;

export interface AddToWishlistVariables {
  userId: string;
  product: WishlistProduct;
}

export interface RemoveFromWishlistVariables {
  userId: string;
  productId: number;
}

function optimisticEntry(product: WishlistProduct): WishlistItem {
  // The fraction the server stores (see contract/wishlist.ts), so the optimistic card matches it.
  const discount = percentOff(product.price, product.originalPrice) / 100;
  return { status: 'in stock', ...product, discount, addedAt: new Date().toISOString() };
}

/** Called once when the query client is made (see src/shop-query-client.ts). */
export function registerWishlistMutations(queryClient: QueryClient) {
  const setEntries = (userId: string, update: (entries: WishlistItem[]) => WishlistItem[]) =>
    queryClient.setQueryData<WishlistItem[]>(wishlistKeys.items(userId), (entries) =>
      entries ? update(entries) : entries,
    );
  const settled = (_data: unknown, _error: unknown, { userId }: { userId: string }) =>
    refetchWhenIdle(queryClient, wishlistKeys.all, wishlistKeys.items(userId));

  queryClient.setMutationDefaults(wishlistMutationKeys.add, {
    scope: WISHLIST_SCOPE,
    retry: retryUntilDelivered,
    mutationFn: ({ userId, product }: AddToWishlistVariables) =>
      api('POST', '/api/user/wishlist/add', WishlistItemResponseSchema, { body: { userId, productId: product.id } }),
    onMutate: async ({ userId, product }: AddToWishlistVariables) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.items(userId) });
      // Newest first, as the server lists it.
      setEntries(userId, (entries) =>
        entries.some((entry) => entry.id === product.id) ? entries : [optimisticEntry(product), ...entries],
      );
    },
    onSettled: settled,
  });

  queryClient.setMutationDefaults(wishlistMutationKeys.remove, {
    scope: WISHLIST_SCOPE,
    retry: retryUntilDelivered,
    mutationFn: ({ userId, productId }: RemoveFromWishlistVariables) =>
      api('DELETE', '/api/user/wishlist/deleteWishlistItem', WishlistResponseSchema, { query: { userId, productId } }),
    onMutate: async ({ userId, productId }: RemoveFromWishlistVariables) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.items(userId) });
      setEntries(userId, (entries) => entries.filter((entry) => entry.id !== productId));
    },
    onSettled: settled,
  });
}

/** Adds a product to the wishlist (POST /api/user/wishlist/add). */
export function useAddToWishlist() {
  return useMutation<WishlistItem, Error, AddToWishlistVariables>({ mutationKey: wishlistMutationKeys.add });
}

/** Removes a product from the wishlist (DELETE /api/user/wishlist/deleteWishlistItem). */
export function useRemoveFromWishlist() {
  return useMutation<WishlistItem[], Error, RemoveFromWishlistVariables>({ mutationKey: wishlistMutationKeys.remove });
}
