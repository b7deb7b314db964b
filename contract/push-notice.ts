import * as v from 'valibot';

// Apart from contract/push.ts: only the service worker reads it, and any valibot call the app's chunks keep joins
// the shopper's start-up chunk (vendor).

/**
 * What a push message carries (the service worker shows it): the title names the order (#1042), the body is
 * the SMS's words, `url` the order's page, `tag` one notification per order (a newer one replaces it).
 */
export const PushNoticeSchema = v.object({
  title: v.string(),
  body: v.string(),
  url: v.pipe(v.string(), v.startsWith('/')),
  tag: v.string(),
});
export type PushNotice = v.InferOutput<typeof PushNoticeSchema>;
