import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushNotice } from '../../../contract/push-notice';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Env } from '../../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where a demo keeps the key pair it made, so subscriptions outlive a restart. */
const KEYS_FILE = 'vapid-keys.json';

/**
 * The shop's VAPID keys (decision 109): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set. Otherwise, outside
 * production, one pair made on the first start and kept in DATA_DIR (workers sharing it read the same file);
 * in production none: a pair made by one host would not be another's, so Web Push stays off until it is set.
 */
export function vapidKeys(env: Env): VapidKeys | undefined {
  const subject =
    env.VAPID_SUBJECT ?? (env.PUBLIC_URL.startsWith('https://') ? env.PUBLIC_URL : 'mailto:shop@kirana.invalid');
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.NODE_ENV === 'production') return undefined;
  const file = join(env.DATA_DIR, KEYS_FILE);
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    // 'wx': of workers starting together, one writes the pair and the others read it.
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let tries = 0; ; tries++) {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
      return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
    } catch (error) {
      // Another worker's write may not be whole yet.
      if (tries >= 20) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps a message for a phone that is off: news of an order is stale after a day. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one notice to one subscription, encrypted for it (RFC 8291, aes128gcm) and signed with the VAPID key
 * (RFC 8292). web-push builds the request; fetch sends it. A subscription the push service no longer knows
 * (404, 410) is deleted; any other failure is thrown.
 */
export async function sendPush(
  db: Db,
  keys: VapidKeys,
  subscription: PushSubscriptionRow,
  notice: PushNotice,
): Promise<'sent' | 'gone'> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(notice),
    {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      topic: notice.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Buffer,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    return 'gone';
  }
  if (!response.ok) throw new Error(`the push service answered ${response.status}`);
  return 'sent';
}
