import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from './session';
import { readSecureCookie, setSecureCookie } from './session';

/** Until when (ms since 1970) this browser's lagging reads go to the primary. */
export const FRESH_COOKIE = 'kirana_fresh';

/**
 * Read your own writes with replicas (decision 053): a change (any request but GET and HEAD) sets a short-lived
 * cookie `kirana_fresh=<until>`, and while it holds `c.var.reads` is the primary, so the order just placed is in
 * the history. A cookie, not memory: the next request may reach another process. Unsigned: forging it only sends
 * one's own reads to the primary. Real time, not deps.clock, since replication lag is real. No replicas, no cookie.
 */
export function readYourWrites(deps: Pick<Deps, 'db' | 'reads' | 'env'>): MiddlewareHandler<AppEnv> {
  const { db, reads, env } = deps;
  const windowMs = env.READ_YOUR_WRITES_SECONDS * 1000;
  return async (c, next) => {
    if (reads === db) {
      c.set('reads', db);
      return next();
    }
    const until = Number(readSecureCookie(c, FRESH_COOKIE, env.TRUST_PROXY));
    c.set('reads', until > Date.now() ? db : reads);
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // From the answer on: the change is committed by now, and the window counts from there.
      setSecureCookie(c, FRESH_COOKIE, String(Date.now() + windowMs), windowMs, env.TRUST_PROXY);
    }
  };
}
