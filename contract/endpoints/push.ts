import {
  PushKeyResponseSchema,
  PushSubscribeBodySchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeBodySchema,
} from '../push';
import { endpoint } from './endpoint';

export const pushKey = endpoint({
  method: 'GET',
  path: '/api/user/push/key',
  response: PushKeyResponseSchema,
  caching: 'catalog',
});

export const pushSubscribe = endpoint({
  method: 'POST',
  path: '/api/user/push/subscribe',
  body: PushSubscribeBodySchema,
  response: PushSubscriptionResponseSchema,
  caching: 'never',
});

export const pushUnsubscribe = endpoint({
  method: 'POST',
  path: '/api/user/push/unsubscribe',
  body: PushUnsubscribeBodySchema,
  response: PushSubscriptionResponseSchema,
  caching: 'never',
});
