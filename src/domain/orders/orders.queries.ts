import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import * as ordersEndpoints from '#contract/endpoints/orders';
import { OrderDetailsQuerySchema } from '#contract/order';
import { ApiError, call, haveCopyOf } from '#src/lib/api-client';

/** `all` is the root the checkout invalidates after placing an order. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: string) => [...orderKeys.all, 'list', userId] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
};

export const orderQueries = {
  /** `orders.getAllOrders`: the shopper's orders, newest first. */
  list: (userId: string) =>
    queryOptions({
      queryKey: orderKeys.list(userId),
      queryFn: ({ signal, client, queryKey }) =>
        call(ordersEndpoints.getAllOrders, { query: { userId }, signal, haveCopy: haveCopyOf({ client, queryKey }) }),
    }),
  /** `orders.getOrderDetails`: not seeded from the list, which lacks the timeline and address. */
  detail: (orderId: string) =>
    queryOptions({
      queryKey: orderKeys.detail(orderId),
      queryFn: ({ signal, client, queryKey }) => {
        // A mistyped link can't name an order: answer as the server would for a missing one, without asking.
        if (!v.is(OrderDetailsQuerySchema, { orderId })) throw new ApiError(404, 'Order not found');
        return call(ordersEndpoints.getOrderDetails, {
          query: { orderId },
          signal,
          haveCopy: haveCopyOf({ client, queryKey }),
        });
      },
    }),
};
