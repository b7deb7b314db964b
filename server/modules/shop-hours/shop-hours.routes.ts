import { Hono } from 'hono';
import * as api from '../../../contract/endpoints/shop-hours';
import { SHOP_OPEN_MAX_AGE_S } from '../../../contract/shop-open';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { staffExactlyOnce } from '../../http/exactly-once';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { currentStaff, requireStaff } from '../../http/staff-session';
import { say } from '../../i18n/say';
import { changedFields, recordActivity } from '../activity/activity.repo';
import { shopHoursMessages } from './messages';
import { currentPause, hoursForLog, readShopHours, readShopOpen, savePause, saveShopHours } from './shop-hours.repo';

/** How the activity log names what these change. */
const HOURS_SUBJECT = 'Opening hours';
const ORDERS_SUBJECT = 'Orders';

/**
 * Opening hours, holidays and a pause (decision 113): the owner's calls, each logged in its own transaction, and the
 * shoppers' public "open now?". Nothing here refuses an order; orders.routes.ts takes one for when the shop opens.
 */
export function shopHoursRoutes(deps: Deps) {
  const { clock, env } = deps;
  const owner = requireStaff('owner');
  /** A pause or resume sent again (a lost answer) is answered with the hours as they now are, not applied twice. */
  const once = staffExactlyOnce(deps, { answerAgain: (c) => readShopHours(c.var.db, clock.now(), env) });

  return new Hono<AppEnv>()
    .on(api.shopOpen.method, api.shopOpen.path, async (c) => {
      // The same for everybody; kept briefly by HTTP caches, so a pause reaches shoppers within that.
      c.header('Cache-Control', `public, max-age=${SHOP_OPEN_MAX_AGE_S}`);
      return ok(c, await readShopOpen(c.var.reads, clock.now(), env));
    })
    .on(api.shopHours.method, api.shopHours.path, owner, async (c) =>
      ok(c, await readShopHours(deps.db, clock.now(), env)),
    )
    .on(api.updateShopHours.method, api.updateShopHours.path, owner, accepts(api.updateShopHours), async (c) => {
      const changes = c.req.valid('json');
      const now = clock.now();
      await deps.db.transaction(async (tx) => {
        const before = await hoursForLog(tx, now);
        await saveShopHours(tx, changes, now);
        const changed = changedFields(before, await hoursForLog(tx, now));
        if (changed)
          await recordActivity(
            tx,
            currentStaff(c),
            { action: 'hours.changed', subject: HOURS_SUBJECT, ...changed },
            now,
          );
      });
      return ok(c, await readShopHours(deps.db, now, env), say(c, shopHoursMessages).hoursSaved);
    })
    .on(api.pauseOrders.method, api.pauseOrders.path, owner, accepts(api.pauseOrders), once, async (c) => {
      const { minutes, reason } = c.req.valid('json');
      const now = clock.now();
      // The exactly-once transaction when the call carries a key.
      const db = c.var.db;
      await db.transaction(async (tx) => {
        const before = await currentPause(tx, now);
        const until = new Date(now.getTime() + minutes * 60_000);
        await savePause(tx, { until, reason }, now);
        await recordActivity(
          tx,
          currentStaff(c),
          {
            action: 'shop.paused',
            subject: ORDERS_SUBJECT,
            before: before ? { until: before.until.toISOString(), reason: before.reason } : null,
            after: { until: until.toISOString(), reason },
          },
          now,
        );
      });
      return ok(c, await readShopHours(db, now, env), say(c, shopHoursMessages).paused({ minutes }));
    })
    .on(api.resumeOrders.method, api.resumeOrders.path, owner, once, async (c) => {
      const now = clock.now();
      const db = c.var.db;
      const resumed = await db.transaction(async (tx) => {
        const before = await currentPause(tx, now);
        // Not paused (it ended, or another owner resumed): what was asked for holds, and nothing is logged.
        if (!before) return false;
        await savePause(tx, null, now);
        await recordActivity(
          tx,
          currentStaff(c),
          {
            action: 'shop.resumed',
            subject: ORDERS_SUBJECT,
            before: { until: before.until.toISOString(), reason: before.reason },
            after: null,
          },
          now,
        );
        return true;
      });
      const words = say(c, shopHoursMessages);
      return ok(c, await readShopHours(db, now, env), resumed ? words.resumed : words.notPaused);
    });
}
