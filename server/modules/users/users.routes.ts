import { Hono } from 'hono';
import { endpoints } from '../../../contract/endpoints';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { describeErrorForLog } from '../../http/error-log';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, endSession, ownDataOnly, requireUser } from '../../http/session';
import { say } from '../../i18n/say';
import { removeSupportAttachments } from '../support/attachment-store';
import { collectAccountData, deleteAccount } from './account-data.repo';
import { usersMessages } from './messages';
import { findAccountProfile, setLanguage, updateProfile } from './users.repo';

const api = endpoints.users;

/**
 * `endpoints.users`: getUser, editUser, setLanguage, exportData and deleteAccount.
 */
export function usersRoutes(deps: Deps) {
  const { db, clock, catalog, env } = deps;
  return new Hono<AppEnv>()
    .on(api.getUser.method, api.getUser.path, requireUser, async (c) => {
      c.header('Cache-Control', 'no-store');
      const profile = await findAccountProfile(db, currentUser(c).id);
      if (!profile) return fail(c, 404, say(c, usersMessages).userNotFound);
      return ok(c, profile);
    })
    .on(
      api.editUser.method,
      api.editUser.path,
      requireUser,
      accepts(api.editUser),
      ownDataOnly(['json', 'id']),
      async (c) => {
        const body = c.req.valid('json');
        const user = currentUser(c);
        // The phone is the sign-in identity: changing it must go through a new one-time code.
        if (body.phone !== undefined && body.phone !== user.phone) {
          const words = say(c, usersMessages);
          return fail(c, 400, words.phoneUnchangeable, { phone: words.phoneUnchangeableField });
        }
        const updated = await updateProfile(
          db,
          user.id,
          { name: body.name, email: body.email, alternatePhone: body.alternatePhone },
          clock.now(),
        );
        if (!updated) return fail(c, 404, say(c, usersMessages).userNotFound);
        return ok(c, updated, say(c, usersMessages).profileUpdated);
      },
    )
    .on(api.setLanguage.method, api.setLanguage.path, requireUser, accepts(api.setLanguage), async (c) => {
      const { language } = c.req.valid('json');
      const kept = await setLanguage(db, currentUser(c).id, language, clock.now());
      if (!kept) return fail(c, 404, say(c, usersMessages).userNotFound);
      return ok(c, null);
    })
    .on(api.exportData.method, api.exportData.path, requireUser, accepts(api.exportData), ownDataOnly(), async (c) => {
      // Personal data: no shared or browser cache may keep a copy.
      c.header('Cache-Control', 'no-store');
      const now = clock.now();
      const data = await collectAccountData(db, currentUser(c).id, now);
      if (!data) return fail(c, 404, say(c, usersMessages).userNotFound);
      // Opened directly (not through the app) the answer is saved as a file rather than shown.
      c.header('Content-Disposition', `attachment; filename="kirana-my-data-${now.toISOString().slice(0, 10)}.json"`);
      return ok(c, data);
    })
    .on(
      api.deleteAccount.method,
      api.deleteAccount.path,
      requireUser,
      accepts(api.deleteAccount),
      ownDataOnly(),
      async (c) => {
        const deleted = await deleteAccount(db, currentUser(c).id);
        if (!deleted) return fail(c, 404, say(c, usersMessages).userNotFound);
        // Every session went with the account; this clears the browser's cookie too.
        await endSession(c, deps);
        await Promise.all([
          // Product cards and pages show the ratings without the deleted reviews.
          catalog.refreshProducts(deleted.reviewedProductIds),
          removeSupportAttachments(env.UPLOAD_DIR, deleted.supportMessageIds).catch((error: unknown) => {
            // The account is already gone; a file left behind must not turn that into an error for the shopper.
            console.error(`deleteAccount: could not remove support attachments:\n${describeErrorForLog(error)}`);
          }),
        ]);
        return ok(c, null, say(c, usersMessages).accountDeleted);
      },
    );
}
