import { and, gt, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { LiveOrderEvent } from '../../../contract/shop';
import type { Db } from '../../db/client';
import { sessions, staffSessions } from '../../db/schema';
import type { Clock } from '../../deps';
import { describeErrorForLog } from '../../http/error-log';
import { type Audience, type FeedEvent, hears, type OrderFeed } from './order-feed';

/** A comment this often keeps proxies and phones from closing an idle stream (most give up after 30-60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects (the SSE `retry:` field). */
export const RETRY_MS = 3000;
/** How long a stream remembers the ids it replayed; a notice takes milliseconds to follow its commit. */
const REPLAYED_KEPT_MS = 30_000;
/** Open streams one account may hold on one process: a few tabs and phones, never a process's sockets. */
export const STREAMS_PER_ACCOUNT = 4;

export interface StreamOwner {
  /** The account whose streams are counted together ('staff:<id>', 'user:<id>'). */
  account: string;
  audience: Audience;
  /** The session that opened it: checked at each heartbeat, so a member removed or signed out stops hearing. */
  session: { table: 'staff' | 'shopper'; hash: string };
}

interface OpenStream {
  owner: StreamOwner;
  stream: SSEStreamingApi;
  end: () => void;
}

const toLive = (event: FeedEvent): LiveOrderEvent => ({
  id: event.id,
  orderId: event.orderId,
  number: event.number,
  kind: event.kind,
  at: event.at,
});

/**
 * Every live stream of this process (decision 109). Each is fed from the one order feed, filtered by its
 * audience; one timer beats all their hearts and checks all their sessions with two queries.
 */
export class EventStreams {
  private readonly open = new Set<OpenStream>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly feed: OrderFeed,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: { heartbeatMs?: number; perAccount?: number } = {},
  ) {
    this.timer = setInterval(() => void this.beat(), options.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
  }

  /** How many streams are open now. */
  get size(): number {
    return this.open.size;
  }

  /** False when the account already holds its share of streams. */
  mayOpen(account: string): boolean {
    let held = 0;
    for (const each of this.open) if (each.owner.account === account) held++;
    return held < (this.options.perAccount ?? STREAMS_PER_ACCOUNT);
  }

  /**
   * The stream's answer: first every event after Last-Event-ID the owner may hear (live ones that arrive
   * meanwhile wait and are sent after, none twice), then each as it is committed.
   */
  respond(c: Context, owner: StreamOwner): Response {
    // Nginx and some proxies hold a response back until it is large; a stream must pass at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const sent = new Set<number>();
      let replaying = true;
      const waiting: FeedEvent[] = [];
      let chain = Promise.resolve();
      const send = (event: FeedEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        chain = chain.then(() =>
          stream.writeSSE({ id: String(event.id), data: JSON.stringify(toLive(event)) }).catch(() => {}),
        );
      };
      const unsubscribe = this.feed.subscribe((event) => {
        if (!hears(owner.audience, event)) return;
        if (replaying) waiting.push(event);
        else send(event);
      });
      let ended = false;
      const closed = new Promise<void>((resolve) => {
        const entry: OpenStream = {
          owner,
          stream,
          end: () => {
            if (ended) return;
            ended = true;
            unsubscribe();
            this.open.delete(entry);
            resolve();
          },
        };
        this.open.add(entry);
        stream.onAbort(entry.end);
      });
      try {
        await stream.write(`retry: ${RETRY_MS}\n\n`);
        const lastId = lastEventIdOf(c);
        if (lastId !== undefined) for (const event of await this.feed.replay(lastId, owner.audience)) send(event);
      } catch (error) {
        if (!ended) console.error(`A live stream could not replay what it missed:\n${describeErrorForLog(error)}`);
      }
      replaying = false;
      for (const event of waiting.splice(0)) send(event);
      // An event the replay read may still be on its way through the feed: its id is kept a while to skip it.
      const forget = setTimeout(() => sent.clear(), REPLAYED_KEPT_MS);
      forget.unref();
      await closed;
      clearTimeout(forget);
      await chain;
    });
  }

  /** A heartbeat to every stream, and the end of those whose session has ended. */
  async beat(): Promise<void> {
    const streams = [...this.open];
    for (const each of streams) each.stream.write(': ♥\n\n').catch(() => each.end());
    try {
      const alive = await this.liveSessions(streams);
      for (const each of streams) if (!alive.has(each.owner.session.hash)) this.close(each);
    } catch (error) {
      console.error(`Could not check the live streams' sessions:\n${describeErrorForLog(error)}`);
    }
  }

  private async liveSessions(streams: OpenStream[]): Promise<Set<string>> {
    const now = this.clock.now();
    const hashes = (table: 'staff' | 'shopper') =>
      streams.filter((each) => each.owner.session.table === table).map((each) => each.owner.session.hash);
    const staffHashes = hashes('staff');
    const shopperHashes = hashes('shopper');
    const [staffAlive, shoppersAlive] = await Promise.all([
      staffHashes.length === 0
        ? []
        : this.db
            .select({ hash: staffSessions.tokenHash })
            .from(staffSessions)
            .where(and(inArray(staffSessions.tokenHash, staffHashes), gt(staffSessions.expiresAt, now))),
      shopperHashes.length === 0
        ? []
        : this.db
            .select({ hash: sessions.tokenHash })
            .from(sessions)
            .where(and(inArray(sessions.tokenHash, shopperHashes), gt(sessions.expiresAt, now))),
    ]);
    return new Set([...staffAlive, ...shoppersAlive].map((row) => row.hash));
  }

  private close(each: OpenStream) {
    each.end();
    void each.stream.close().catch(() => {});
  }

  /** Ends every stream (the process is stopping: the browsers reconnect to another). */
  endAll(): void {
    clearInterval(this.timer);
    for (const each of [...this.open]) this.close(each);
  }
}

/** The Last-Event-ID a reconnecting browser sends (or `?lastEventId=` for a client that cannot set headers). */
function lastEventIdOf(c: Context): number | undefined {
  const given = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
  return given !== undefined && /^\d{1,15}$/.test(given.trim()) ? Number(given.trim()) : undefined;
}
