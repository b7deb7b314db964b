import type { Database } from '../../db/client';
import type { Clock } from '../../deps';
import type { Env } from '../../env';
import type { SmsProvider } from '../../sms/sms-provider';
import type { CatalogReadModel } from '../catalog/catalog.read-model';
import { CatalogStreams } from './catalog-streams';
import { EventStreams } from './event-streams';
import { type OrderFeed, startOrderFeed } from './order-feed';
import { type OrderNotices, startOrderNotices } from './order-notices';
import { type VapidKeys, vapidKeys } from './web-push';

/**
 * What carries events in this process: order events' feed, the streams on it and the shopper's notices (decision
 * 109); the catalog's changes to shoppers' pages (decision 114).
 */
export interface Live {
  feed: OrderFeed;
  streams: EventStreams;
  catalog: CatalogStreams;
  notices: OrderNotices;
  /** Undefined when Web Push is off (production without VAPID keys). */
  vapid: VapidKeys | undefined;
  close(): Promise<void>;
}

export async function startLive(
  database: Pick<Database, 'db' | 'listen'>,
  { env, clock, sms, catalog }: { env: Env; clock: Clock; sms: SmsProvider; catalog: CatalogReadModel },
): Promise<Live> {
  const vapid = vapidKeys(env);
  if (!vapid) console.log('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to tell shoppers by push too');
  const feed = await startOrderFeed(database);
  const streams = new EventStreams(feed, database.db, clock);
  const catalogStreams = new CatalogStreams(catalog);
  const notices = startOrderNotices(feed, { db: database.db, sms, clock }, vapid);
  return {
    feed,
    streams,
    catalog: catalogStreams,
    notices,
    vapid,
    async close() {
      streams.endAll();
      catalogStreams.endAll();
      await notices.close();
      await feed.close();
    },
  };
}
