import type { Database } from '../../db/client';
import type { Clock } from '../../deps';
import type { Env } from '../../env';
import type { SmsProvider } from '../../sms/sms-provider';
import { EventStreams } from './event-streams';
import { type OrderFeed, startOrderFeed } from './order-feed';
import { type OrderNotices, startOrderNotices } from './order-notices';
import { type VapidKeys, vapidKeys } from './web-push';

/** What carries order events in this process (decision 109): the feed, the streams on it, the shopper's notices. */
export interface Live {
  feed: OrderFeed;
  streams: EventStreams;
  notices: OrderNotices;
  /** Undefined when Web Push is off (production without VAPID keys). */
  vapid: VapidKeys | undefined;
  close(): Promise<void>;
}

export async function startLive(
  database: Pick<Database, 'db' | 'listen'>,
  { env, clock, sms }: { env: Env; clock: Clock; sms: SmsProvider },
): Promise<Live> {
  const vapid = vapidKeys(env);
  if (!vapid) console.log('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to tell shoppers by push too');
  const feed = await startOrderFeed(database);
  const streams = new EventStreams(feed, database.db, clock);
  const notices = startOrderNotices(feed, { db: database.db, sms, clock }, vapid);
  return {
    feed,
    streams,
    notices,
    vapid,
    async close() {
      streams.endAll();
      await notices.close();
      await feed.close();
    },
  };
}
