import * as v from 'valibot';
import { successEnvelope } from './envelope';

/* Web Push (decision 109): the shopper hears of their order with the shop closed. */

/** The shop's VAPID public key (base64url) for PushManager.subscribe; null when Web Push is off. */
export const PushKeyResponseSchema = successEnvelope(v.object({ publicKey: v.nullable(v.string()) }));
/** A PushSubscription as the browser's toJSON() gives it. */
export const PushSubscribeBodySchema = v.object({
  endpoint: v.pipe(
    v.string(),
    // Regexes, not v.url()/v.startsWith(): every valibot action the app uses joins its start-up chunk (vendor).
    v.regex(/^[a-z][a-z\d+.-]*:\/\/[^\s/?#]+\S*$/i, 'endpoint must be a URL'),
    v.regex(/^https:\/\//, 'endpoint must be https'),
    v.maxLength(1000),
  ),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'keys.p256dh must be the browser’s key')),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,30}$/, 'keys.auth must be the browser’s secret')),
  }),
});
export const PushUnsubscribeBodySchema = v.object({ endpoint: v.pipe(v.string(), v.maxLength(1000)) });
export const PushSubscriptionResponseSchema = successEnvelope(v.null());
