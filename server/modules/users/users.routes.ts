import { Hono } from 'hono';
import { endpoints } from '../../../contract/endpoints';
import { ACCOUNT_DELETED_MESSAGE, PROFILE_UPDATED_MESSAGE } from '../../../contract/user';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { describeErrorForLog } from '../../http/error-log';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, endSession, ownDataOnly, requireUser } from '../../http/session';
import { removeSupportAttachments } from '../support/attachment-store';
import { collectAccountData, deleteAccount } from './account-data.repo';
import { findAccountProfile, updateProfile } from './users.repo';

const api = endpoints.users;

const USER_NOT_FOUND = 'User not found';

/**
 * `endpoints.users`: getUser, editUser, exportData and deleteAccount.
 */
export function usersRoutes(deps: Deps) {
  const { db, clock, catalog, env } = deps;
  return new Hono<AppEnv>()
    .on(api.getUser.method, api.getUser.path, requireUser, async (c) => {
      c.header('Cache-Control', 'no-store');
      const profile = await findAccountProfile(db, currentUser(c).id);
      if (!profile) return fail(c, 404, USER_NOT_FOUND);
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
          return fail(c, 400, 'Your phone number cannot be changed here: a new number needs a new verification.', {
            phone: 'phone cannot be changed without a new verification',
          });
        }
        const updated = await updateProfile(
          db,
          user.id,
          { name: body.name, email: body.email, alternatePhone: body.alternatePhone },
          clock.now(),
        );
        if (!updated) return fail(c, 404, USER_NOT_FOUND);
        return ok(c, updated, PROFILE_UPDATED_MESSAGE);
      },
    )
    .on(api.exportData.method, api.exportData.path, requireUser, accepts(api.exportData), ownDataOnly(), async (c) => {
      // Personal data: no shared or browser cache may keep a copy.
      c.header('Cache-Control', 'no-store');
      const now = clock.now();
      const data = await collectAccountData(db, currentUser(c).id, now);
      if (!data) return fail(c, 404, USER_NOT_FOUND);
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
        if (!deleted) return fail(c, 404, USER_NOT_FOUND);
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
        return ok(c, null, ACCOUNT_DELETED_MESSAGE);
      },
    );
}
