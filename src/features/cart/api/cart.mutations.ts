import { type MutationMeta, type QueryClient, useMutation } from '@tanstack/react-query';
import {
  ALREADY_IN_CART_MESSAGE,
  CART_MAX_QUANTITY,
  type CartItem,
  CartItemResponseSchema,
  CartResponseSchema,
} from '../../../../contract/cart';
import { ApiError, api } from '../../../lib/api-client';
import { retryUntilDelivered } from '../../../lib/query-client';
import { refetchWhenIdle } from '../../../lib/settle-optimistic';
import { cartKeys } from './cart.queries';

/**
 * Cart changes are mutations registered by key (registerCartMutations), not inline functions, so a
 * change queued while offline and restored from the phone's storage after a reload still knows how
 * to run. They share one scope and so reach the server one at a time, in the order they were made.
 */
export const cartMutationKeys = {
  add: [...cartKeys.all, 'add'] as const,
  setQuantity: [...cartKeys.all, 'set-quantity'] as const,
};

const CART_SCOPE = { id: 'cart' };

/** What the cart needs to show a product before the server has answered. */
export type CartProduct = Pick<CartItem, 'id' | 'name' | 'image' | 'category' | 'price' | 'originalPrice'> &
  Partial<Pick<CartItem, 'description' | 'status'>>;

export interface AddToCartVariables {
  userId: string;
  product: CartProduct;
  /** 1 from the product page; the wishlist and Buy again send none, which means one. */
  quantity?: number;
}

export interface SetCartQuantityVariables {
  userId: string;
  productId: number;
  /** The absolute quantity (0 removes the line): replaying it lands on the same cart. */
  quantity: number;
}

function optimisticLine({ product, quantity = 1 }: AddToCartVariables): CartItem {
  return {
    description: '',
    status: 'in stock',
    ...product,
    quantity,
    maxQuantity: CART_MAX_QUANTITY,
    addedAt: new Date().toISOString(),
  };
}

/** Called once when the query client is made (see src/shop-query-client.ts). */
export function registerCartMutations(queryClient: QueryClient) {
  const setLines = (userId: string, update: (lines: CartItem[]) => CartItem[]) =>
    queryClient.setQueryData<CartItem[]>(cartKeys.items(userId), (lines) => (lines ? update(lines) : lines));

  queryClient.setMutationDefaults(cartMutationKeys.add, {
    scope: CART_SCOPE,
    retry: retryUntilDelivered,
    mutationFn: async ({ userId, product, quantity }: AddToCartVariables) => {
      try {
        return await api('POST', '/api/user/cart/add', CartItemResponseSchema, {
          body: { userId, productId: product.id, quantity },
        });
      } catch (error) {
        // Already there (a double tap, a replay, another device): what the shopper asked for holds.
        if (error instanceof ApiError && error.status === 409 && error.message === ALREADY_IN_CART_MESSAGE) {
          return undefined;
        }
        throw error;
      }
    },
    onMutate: async (variables: AddToCartVariables) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.items(variables.userId) });
      setLines(variables.userId, (lines) =>
        lines.some((line) => line.id === variables.product.id) ? lines : [...lines, optimisticLine(variables)],
      );
    },
    onSettled: (_data, _error, { userId }: AddToCartVariables) =>
      refetchWhenIdle(queryClient, cartKeys.all, cartKeys.items(userId)),
  });

  queryClient.setMutationDefaults(cartMutationKeys.setQuantity, {
    scope: CART_SCOPE,
    retry: retryUntilDelivered,
    mutationFn: ({ userId, productId, quantity }: SetCartQuantityVariables) =>
      api('POST', '/api/user/cart/updateCart', CartResponseSchema, { body: { userId, productId, quantity } }),
    onMutate: async ({ userId, productId, quantity }: SetCartQuantityVariables) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.items(userId) });
      setLines(userId, (lines) =>
        quantity === 0
          ? lines.filter((line) => line.id !== productId)
          : lines.map((line) => (line.id === productId ? { ...line, quantity } : line)),
      );
    },
    onSettled: (_data, _error, { userId }: SetCartQuantityVariables) =>
      refetchWhenIdle(queryClient, cartKeys.all, cartKeys.items(userId)),
  });
}

/** Adds a product to the cart (POST /api/user/cart/add). Errors are toasted unless `meta` says otherwise. */
export function useAddToCart({ meta }: { meta?: MutationMeta } = {}) {
  return useMutation<CartItem | undefined, Error, AddToCartVariables>({ mutationKey: cartMutationKeys.add, meta });
}

/** Sets a line's quantity (POST /api/user/cart/updateCart); 0 removes the line. */
export function useSetCartQuantity() {
  return useMutation<CartItem[], Error, SetCartQuantityVariables>({ mutationKey: cartMutationKeys.setQuantity });
}
