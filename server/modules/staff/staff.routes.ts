import { Hono } from 'hono';
import * as api from '../../../contract/endpoints/shop';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { fail, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { currentStaff, endStaffSession, requireStaff } from '../../http/staff-session';
import { say } from '../../i18n/say';
import { changedFields, recordActivity } from '../activity/activity.repo';
import { staffMessages } from './messages';
import {
  addStaff,
  listRiders,
  listStaff,
  readShopSettings,
  removeStaff,
  saveShopSettings,
  staffSubject,
} from './staff.repo';

/**
 * The owner's list of staff and the shop's settings (decision 106), and the riders a packer hands orders to.
 * requireStaff comes before accepts: a caller who may not make the call learns nothing from a 400.
 * Adding and removing are safe to send again as they are (no exactlyOnce): a repeated add is a 409 naming the
 * member already there, a repeated remove finds nobody and answers that they are gone. Each change is in the
 * activity log (decision 112), written in its transaction; a repeat that changes nothing writes nothing.
 */
export function staffRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .on(api.listStaff.method, api.listStaff.path, requireStaff('owner'), async (c) => ok(c, await listStaff(db)))
    .on(api.listRiders.method, api.listRiders.path, requireStaff('owner', 'packer'), async (c) =>
      ok(c, await listRiders(db)),
    )
    .on(api.addStaff.method, api.addStaff.path, requireStaff('owner'), accepts(api.addStaff), async (c) => {
      const result = await db.transaction(async (tx) => {
        const outcome = await addStaff(tx, c.req.valid('json'));
        if ('added' in outcome) {
          const { name, phone, role } = outcome.added;
          const entry = {
            action: 'staff.added',
            subject: staffSubject(outcome.added),
            after: { name, phone, role },
          } as const;
          await recordActivity(tx, currentStaff(c), entry, deps.clock.now());
        }
        return outcome;
      });
      const words = say(c, staffMessages);
      // A shopper's number is fine: staff are apart from shoppers, and one person may be both.
      if ('existing' in result) return fail(c, 409, words.alreadyStaff(result.existing));
      return ok(c, result.added, words.added(result.added));
    })
    .on(api.removeStaff.method, api.removeStaff.path, requireStaff('owner'), accepts(api.removeStaff), async (c) => {
      const { staffId } = c.req.valid('json');
      const removed = await removeStaff(db, staffId, currentStaff(c), deps.clock.now());
      const words = say(c, staffMessages);
      if (removed === 'lastOwner') return fail(c, 409, words.lastOwner);
      // Already gone (removed by another owner, or this call sent again): what was asked for holds.
      if (removed === 'absent') return ok(c, null, words.notOnStaff);
      // An owner may remove themselves while another owner remains; this browser is then signed out too.
      if (removed.id === currentStaff(c).id) await endStaffSession(c, deps);
      return ok(c, null, words.removed(removed));
    })
    .on(api.shopSettings.method, api.shopSettings.path, requireStaff('owner'), async (c) =>
      ok(c, await readShopSettings(db)),
    )
    .on(
      api.updateShopSettings.method,
      api.updateShopSettings.path,
      requireStaff('owner'),
      accepts(api.updateShopSettings),
      async (c) => {
        const now = deps.clock.now();
        const saved = await db.transaction(async (tx) => {
          const before = await readShopSettings(tx);
          const after = await saveShopSettings(tx, c.req.valid('json'), now);
          const diff = changedFields(before, after);
          if (diff)
            await recordActivity(
              tx,
              currentStaff(c),
              { action: 'settings.changed', subject: 'Shop settings', ...diff },
              now,
            );
          return after;
        });
        return ok(c, saved, say(c, staffMessages).settingsSaved);
      },
    );
}
