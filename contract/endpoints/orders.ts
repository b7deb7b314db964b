import {
  CancelOrderBodySchema,
  CancelOrderResponseSchema,
  ConfirmOrderBodySchema,
  ConfirmOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderDetailsQuerySchema,
  OrderListResponseSchema,
  OrdersQuerySchema,
} from '../order';
import { endpoint } from './endpoint';

export const confirmOrder = endpoint({
  method: 'POST',
  path: '/api/user/order/confirmOrder',
  body: ConfirmOrderBodySchema,
  response: ConfirmOrderResponseSchema,
  caching: 'never',
});

export const cancelOrder = endpoint({
  method: 'POST',
  path: '/api/user/order/cancelOrder',
  body: CancelOrderBodySchema,
  response: CancelOrderResponseSchema,
  caching: 'never',
});

export const getAllOrders = endpoint({
  method: 'GET',
  path: '/api/user/order/getAllOrders',
  query: OrdersQuerySchema,
  response: OrderListResponseSchema,
  caching: 'personal',
});

export const getOrderDetails = endpoint({
  method: 'GET',
  path: '/api/user/order/getOrderDetails',
  query: OrderDetailsQuerySchema,
  response: OrderDetailResponseSchema,
  caching: 'personal',
});
