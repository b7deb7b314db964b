import {
  ConfirmSubscriptionRequestSchema,
  ConfirmSubscriptionResponseSchema,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
} from '../newsletter';
import { endpoint } from './endpoint';

export const subscribe = endpoint({
  method: 'POST',
  path: '/api/newsletter/subscribe',
  body: SubscribeRequestSchema,
  response: SubscribeResponseSchema,
  caching: 'never',
});

export const confirm = endpoint({
  method: 'POST',
  path: '/api/newsletter/confirm',
  body: ConfirmSubscriptionRequestSchema,
  response: ConfirmSubscriptionResponseSchema,
  caching: 'never',
});
