import { Hono } from 'hono';
import { EditUserBodySchema, EditUserQuerySchema } from '../../../contract/user';
import type { Deps } from '../../deps';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { findProfile, updateProfile } from './users.repo';

/**
 * /api/user/getUser and /api/user/editUser. Only these two paths: the rest of /api/user/* belongs
 * to the product, cart, wishlist, address and order routers.
 */
export function usersRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .get('/getUser', requireUser, async (c) => {
      c.header('Cache-Control', 'no-store');
      const profile = await findProfile(db, currentUser(c).id);
      if (!profile) return fail(c, 404, 'User not found');
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
        if (!updated) return fail(c, 404, 'User not found');
        return ok(c, updated, 'Profile updated successfully!');
      },
    );
}
