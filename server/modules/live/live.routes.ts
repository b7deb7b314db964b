import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as pushEndpoints from '../../../contract/endpoints/push';
import { liveStreams } from '../../../contract/endpoints/streams';
import { pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, hashToken, readSecureCookie, requireUser } from '../../http/session';
import { currentStaff, requireStaff, STAFF_COOKIE } from '../../http/staff-session';
import { say } from '../../i18n/say';
import { CATALOG_STREAMS_RETRY_S } from './catalog-streams';
import { STREAMS_PER_ACCOUNT, type StreamOwner } from './event-streams';
import { liveAnswers } from './messages';

/** The live order streams, the catalog's stream of changes and the shopper's Web Push subscriptions (decisions 109, 114). */
export function liveRoutes(deps: Deps) {
  const { live } = deps;

  function open(c: Parameters<typeof live.streams.respond>[0], owner: StreamOwner) {
    if (!live.streams.mayOpen(owner.account)) {
      return fail(c, 429, say(c, liveAnswers).tooManyStreams({ limit: STREAMS_PER_ACCOUNT }));
    }
    return live.streams.respond(c, owner);
  }

  return new Hono<AppEnv>()
    .get(liveStreams.staffEvents.path, requireStaff('owner', 'packer', 'rider'), (c) => {
      const member = currentStaff(c);
      const token = readSecureCookie(c, STAFF_COOKIE, deps.env.TRUST_PROXY) ?? '';
      return open(c, {
        account: `staff:${member.id}`,
        audience: member.role === 'rider' ? { riderId: member.id } : { everything: true },
        session: { table: 'staff', hash: hashToken(token) },
      });
    })
    .get(liveStreams.catalogEvents.path, (c) => {
      // The same for everybody: no session, only a cap per process (decision 114).
      if (!live.catalog.mayOpen()) {
        c.header('Retry-After', String(CATALOG_STREAMS_RETRY_S));
        return fail(c, 429, say(c, liveAnswers).catalogStreamsFull);
      }
      return live.catalog.respond(c);
    })
    .get(liveStreams.shopperOrderEvents.path, requireUser, (c) => {
      const shopper = currentUser(c);
      return open(c, {
        account: `user:${shopper.id}`,
        audience: { userId: shopper.id },
        session: { table: 'shopper', hash: c.get('sessionHash') ?? '' },
      });
    })
    .on(pushEndpoints.pushKey.method, pushEndpoints.pushKey.path, (c) => {
      // The same for everybody, and changed only with the shop's keys.
      c.header('Cache-Control', 'public, max-age=3600');
      return ok(c, { publicKey: live.vapid?.publicKey ?? null });
    })
    .on(
      pushEndpoints.pushSubscribe.method,
      pushEndpoints.pushSubscribe.path,
      requireUser,
      accepts(pushEndpoints.pushSubscribe),
      async (c) => {
        const { endpoint, keys } = c.req.valid('json');
        const userId = currentUser(c).id;
        // One row per phone's endpoint: a phone passed to another shopper now tells them, not the first.
        await deps.db
          .insert(pushSubscriptions)
          .values({ endpoint, userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: deps.clock.now() })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: deps.clock.now() },
          });
        return ok(c, null, say(c, liveAnswers).pushOn);
      },
    )
    .on(
      pushEndpoints.pushUnsubscribe.method,
      pushEndpoints.pushUnsubscribe.path,
      requireUser,
      accepts(pushEndpoints.pushUnsubscribe),
      async (c) => {
        const { endpoint } = c.req.valid('json');
        await deps.db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, currentUser(c).id)));
        return ok(c, null, say(c, liveAnswers).pushOff);
      },
    );
}
