import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Deps } from '../deps';
import type { Env } from '../env';
import { say } from '../i18n/say';
import { httpMessages } from './messages';
import { fail } from './respond';
import type { AppEnv } from './session';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends and the counter starts again. */
  retryAfterSeconds: number;
}

/** One in this many hits also deletes long-finished windows, so the table stays small without a timer. */
const PRUNE_ONE_IN = 200;

/**
 * Counts one hit against `key` in a fixed window of `windowMs`. The counter lives in the
 * database (one upsert), so every server process shares it. Refused hits are counted too:
 * hammering does not shorten the wait.
 */
export async function hit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${nowIso}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${nowIso}::timestamptz THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  if (Math.random() < 1 / PRUNE_ONE_IN) await pruneRateLimits(db, now);
  return {
    allowed: row.count <= limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes counters whose window has ended (a new hit would restart them anyway). */
export async function pruneRateLimits(db: Db, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
}

export interface RateLimitOptions {
  /** The bucket of this request, such as `otp-send:ip:203.0.113.7`; undefined lets the request through uncounted. */
  key: (c: Context<AppEnv>) => string | undefined;
  limit: number;
  windowMs: number;
  /** The 429 answer (a function for words in the request's language, say()); "Please try again in ..." is added. */
  message: string | ((c: Context<AppEnv>) => string);
}

/** Middleware form of `hit`: 429 with Retry-After once the key's window is used up. */
export function rateLimit(deps: Pick<Deps, 'db' | 'clock'>, options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = options.key(c);
    if (key === undefined) return next();
    const result = await hit(deps.db, key, options.limit, options.windowMs, deps.clock.now());
    if (!result.allowed) {
      const refusal = typeof options.message === 'string' ? options.message : options.message(c);
      return tooManyRequests(c, refusal, result.retryAfterSeconds);
    }
    return next();
  };
}

/** 429 with a Retry-After header and a message (in the request's language) saying when to try again. */
export function tooManyRequests(c: Context, refusal: string, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, say(c, httpMessages).tryAgainLater({ refusal, seconds: retryAfterSeconds }));
}

/** What the server is told about the proxies in front of it (env TRUST_PROXY, TRUST_PROXY_HOPS). */
export type ProxySettings = Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>;

/**
 * The client's IP address for per-IP limits. Behind reverse proxies (TRUST_PROXY) each proxy
 * appends the address it was connected from to X-Forwarded-For, so the client is the entry
 * TRUST_PROXY_HOPS from the end; anything left of it came from the client and could be anything.
 * Otherwise it is the socket's peer. 'unknown' when neither is available (app.request() in tests
 * has no socket): such requests share one bucket.
 */
export function clientIp(c: Context, proxy: ProxySettings): string {
  if (proxy.TRUST_PROXY) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',') ?? [];
    // Fewer entries than hops: every entry was written by one of our proxies, the leftmost is the furthest out.
    const entry = forwarded[Math.max(0, forwarded.length - proxy.TRUST_PROXY_HOPS)]?.trim();
    if (entry && isIP(entry)) return entry;
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address && isIP(address)) return address;
  } catch {
    // No Node socket behind this request.
  }
  return 'unknown';
}
