import { Hono } from 'hono';
import { MAX_ADDRESSES } from '../../../contract/address';
import { endpoints } from '../../../contract/endpoints';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, ownDataOnly, requireUser } from '../../http/session';
import { say } from '../../i18n/say';
import { addAddress, deleteAddress, editAddress, listAddresses, toAddress } from './addresses.repo';
import { addressesMessages } from './messages';

const api = endpoints.addresses;

/** `endpoints.addresses` — the address book and checkout addresses (spec 001 §3, §5, §7). */
export function addressesRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .on(
      api.getUserAddresses.method,
      api.getUserAddresses.path,
      requireUser,
      accepts(api.getUserAddresses),
      ownDataOnly(),
      async (c) => {
        const rows = await listAddresses(db, currentUser(c).id);
        return ok(c, rows.map(toAddress));
      },
    )
    .on(api.addAddress.method, api.addAddress.path, requireUser, accepts(api.addAddress), ownDataOnly(), async (c) => {
      const { address } = c.req.valid('json');
      const result = await addAddress(db, currentUser(c).id, address, clock.now(), MAX_ADDRESSES);
      if (result.kind === 'full') {
        return fail(c, 409, say(c, addressesMessages).full);
      }
      return ok(c, toAddress(result.row), say(c, addressesMessages).added, result.kind === 'created' ? 201 : 200);
    })
    .on(
      api.editAddress.method,
      api.editAddress.path,
      requireUser,
      accepts(api.editAddress),
      ownDataOnly(),
      async (c) => {
        const { id, address } = c.req.valid('json');
        const words = say(c, addressesMessages);
        if (!id) return fail(c, 400, words.idMissing, { id: words.idRequired });
        const result = await editAddress(db, currentUser(c).id, id, address);
        if (result.kind === 'not-found') return fail(c, 404, words.notFound);
        if (result.kind === 'last-default') return fail(c, 409, words.lastDefault({ type: result.type }));
        return ok(c, toAddress(result.row), words.updated);
      },
    )
    .on(
      api.deleteAddress.method,
      api.deleteAddress.path,
      requireUser,
      accepts(api.deleteAddress),
      ownDataOnly(),
      async (c) => {
        const { id } = c.req.valid('query');
        const deleted = await deleteAddress(db, currentUser(c).id, id);
        if (!deleted) return fail(c, 404, say(c, addressesMessages).notFound);
        return ok(c, null, say(c, addressesMessages).deleted);
      },
    );
}
