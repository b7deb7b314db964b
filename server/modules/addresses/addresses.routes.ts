import { Hono } from 'hono';
import {
  ADDRESS_MESSAGES,
  AddressBodySchema,
  AddressUserQuerySchema,
  DeleteAddressQuerySchema,
  lastDefaultMessage,
  MAX_ADDRESSES,
} from '../../../contract/address';
import type { Deps } from '../../deps';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { addAddress, deleteAddress, editAddress, listAddresses, toAddress } from './addresses.repo';

const NOT_FOUND = 'Address not found';

/** /api/user/address/* — the address book and checkout addresses (spec 001 §3, §5, §7). */
export function addressesRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/getUserAddresses', validate('query', AddressUserQuerySchema), async (c) => {
      const refused = refuseOtherUser(c, c.req.valid('query').userId);
      if (refused) return refused;
      const rows = await listAddresses(db, currentUser(c).id);
      return ok(c, rows.map(toAddress));
    })
    .post('/addAddress', validate('json', AddressBodySchema), async (c) => {
      const { userId, address } = c.req.valid('json');
      const refused = refuseOtherUser(c, userId);
      if (refused) return refused;
      const result = await addAddress(db, currentUser(c).id, address, clock.now(), MAX_ADDRESSES);
      if (result.kind === 'full') {
        return fail(c, 409, `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`);
      }
      return ok(c, toAddress(result.row), ADDRESS_MESSAGES.added, result.kind === 'created' ? 201 : 200);
    })
    .put('/editAddress', validate('query', AddressUserQuerySchema), validate('json', AddressBodySchema), async (c) => {
      const { id, userId, address } = c.req.valid('json');
      const refused = refuseOtherUser(c, c.req.valid('query').userId) ?? refuseOtherUser(c, userId);
      if (refused) return refused;
      if (!id) return fail(c, 400, 'Invalid id', { id: 'id is required' });
      const result = await editAddress(db, currentUser(c).id, id, address);
      if (result.kind === 'not-found') return fail(c, 404, NOT_FOUND);
      if (result.kind === 'last-default') return fail(c, 409, lastDefaultMessage(result.type));
      return ok(c, toAddress(result.row), ADDRESS_MESSAGES.updated);
    })
    .delete('/deleteAddress', validate('query', DeleteAddressQuerySchema), async (c) => {
      const { id, userId } = c.req.valid('query');
      const refused = refuseOtherUser(c, userId);
      if (refused) return refused;
      const deleted = await deleteAddress(db, currentUser(c).id, id);
      if (!deleted) return fail(c, 404, NOT_FOUND);
      return ok(c, null, ADDRESS_MESSAGES.deleted);
    });
}
