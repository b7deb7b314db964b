import { type MutationMeta, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ALREADY_IN_CART_MESSAGE, type CartItem } from '#contract/cart';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as cartEndpoints from '#contract/endpoints/cart';
import { ApiError, call } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { Change, Delivery } from '#src/lib/outbox/change';
import type { Outbox } from '#src/lib/outbox/outbox';
import { cachedProductName, makeChange } from '#src/lib/outbox/use-outbox';
import {
  type AddToCartVariables,
  CART_CHANGES,
  type CartChange,
  type SetCartQuantityVariables,
  waitingCartChanges,
  withWaitingCartChanges,
} from './cart.changes';
import { cartKeys } from './cart.queries';

export type { AddToCartVariables, CartProduct, SetCartQuantityVariables } from './cart.changes';

/** Called once when the query client is made (see src/app/shop-query-client.ts). */
export function registerCartChanges(outbox: Outbox, queryClient: QueryClient) {
  // Once the cart's last waiting change is answered, the server's cart is the truth again (a
  // refused change disappears). Fetching after every answer would flash states in between.
  const settled = ({ userId }: Change) => {
    if (waitingCartChanges(outbox, userId).length === 0) {
      void queryClient.invalidateQueries({ queryKey: cartKeys.items(userId) });
    }
  };

  const show = (change: CartChange) =>
    queryClient.setQueryData<CartItem[]>(cartKeys.items(change.userId), (lines) =>
      lines ? withWaitingCartChanges(lines, [change]) : lines,
    );

  outbox.define(CART_CHANGES.add, {
    async send({ id, userId, payload }) {
      try {
        return await call(cartEndpoints.add, {
          body: { userId, productId: payload.product.id, quantity: payload.quantity },
          headers: { [IDEMPOTENCY_KEY_HEADER]: id },
        });
      } catch (error) {
        // Already there (a double tap, another device): what the shopper asked for holds.
        if (error instanceof ApiError && error.status === 409 && error.message === ALREADY_IN_CART_MESSAGE) {
          return undefined;
        }
        throw error;
      }
    },
    show,
    describe: ({ product, quantity = 1 }) =>
      quantity > 1
        ? m.cart_change_add_many({ quantity, name: product.name })
        : m.cart_change_add({ name: product.name }),
    settled,
  });

  outbox.define(CART_CHANGES.setQuantity, {
    send: ({ id, userId, payload: { productId, quantity } }) =>
      call(cartEndpoints.updateCart, {
        body: { userId, productId, quantity },
        headers: { [IDEMPOTENCY_KEY_HEADER]: id },
      }),
    show,
    describe: ({ productId, quantity }) => {
      const name = cachedProductName(queryClient, cartKeys.all, productId);
      return quantity === 0 ? m.cart_change_remove({ name }) : m.cart_change_set_quantity({ name, quantity });
    },
    settled(change, outcome) {
      // updateCart answers with the cart it made: with nothing else waiting, that is the server's
      // cart, so it is shown as it is rather than fetched again.
      if (outcome.status === 'applied' && waitingCartChanges(outbox, change.userId).length === 0) {
        queryClient.setQueryData<CartItem[]>(cartKeys.items(change.userId), outcome.data);
      } else {
        settled(change);
      }
    },
  });
}

/** Adds a product to the cart (`cart.add`). A refusal is toasted unless `meta` says otherwise. */
export function useAddToCart({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation<Delivery<CartItem | undefined>, Error, AddToCartVariables>({
    meta,
    mutationFn: ({ userId, ...add }) => makeChange(queryClient, cartKeys.items(userId), CART_CHANGES.add, userId, add),
  });
}

/** Sets a line's quantity (`cart.updateCart`); 0 removes the line. */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation<Delivery<CartItem[]>, Error, SetCartQuantityVariables>({
    mutationFn: ({ userId, ...set }) =>
      makeChange(queryClient, cartKeys.items(userId), CART_CHANGES.setQuantity, userId, set),
  });
}
