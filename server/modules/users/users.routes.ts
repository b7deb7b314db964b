import { Hono } from 'hono';
import {
  ACCOUNT_DELETED_MESSAGE,
  AccountQuerySchema,
  EditUserBodySchema,
  EditUserQuerySchema,
  PROFILE_UPDATED_MESSAGE,
} from '../../../contract/user';
import type { Deps } from '../../deps';
import { describeErrorForLog } from '../../http/error-log';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, endSession, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { collectAccountData, deleteAccount } from './account-data.repo';
import { removeSupportAttachments } from './support-attachments';
import { findAccountProfile, updateProfile } from './users.repo';

const USER_NOT_FOUND = 'User not found';

/**
 * /api/user/getUser, editUser, exportData and deleteAccount. Only these paths: the rest of
 * /api/user/* belongs to the product, cart, wishlist, address and order routers.
 */
export function usersRoutes(deps: Deps) {
  const { db, clock, catalog, env } = deps;
  return new Hono<AppEnv>()
    .get('/getUser', requireUser, async (c) => {
      c.header('Cache-Control', 'no-store');
      const profile = await findAccountProfile(db, currentUser(c).id);
      if (!profile) return fail(c, 404, USER_NOT_FOUND);
      return ok(c, profile);
    })
    .put(
      '/editUser',
      requireUser,
      validate('query', EditUserQuerySchema),
      validate('json', EditUserBodySchema),
      async (c) => {
        const body = c.req.valid('json');
        const refused = refuseOtherUser(c, c.req.valid('query').userId) ?? refuseOtherUser(c, body.id);
        if (refused) return refused;
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
    .get('/exportData', requireUser, validate('query', AccountQuerySchema), async (c) => {
      // Personal data: no shared or browser cache may keep a copy.
      c.header('Cache-Control', 'no-store');
      const refused = refuseOtherUser(c, c.req.valid('query').userId);
      if (refused) return refused;
      const now = clock.now();
      const data = await collectAccountData(db, currentUser(c).id, now);
      if (!data) return fail(c, 404, USER_NOT_FOUND);
      // Opened directly (not through the app) the answer is saved as a file rather than shown.
      c.header('Content-Disposition', `attachment; filename="kirana-my-data-${now.toISOString().slice(0, 10)}.json"`);
      return ok(c, data);
    })
    .delete('/deleteAccount', requireUser, validate('query', AccountQuerySchema), async (c) => {
      const refused = refuseOtherUser(c, c.req.valid('query').userId);
      if (refused) return refused;
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
    });
}
