import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/endpoints/endpoint';
import { STAFF_ROLES, type StaffRole } from '../../contract/shop';
import { apiRequest, type Shopper, signedInShopper } from './shopper';
import { signedInStaff, type TestStaff } from './staff';
import { openTestShop, type TestShop } from './test-shop';

/** One staff call and who may make it: a row of a module's access table. */
export interface StaffCall {
  endpoint: Endpoint;
  /** The roles allowed; every other role is refused with 403. */
  roles: readonly StaffRole[];
  /** A request an allowed member could send (made fresh for each request): the JSON body and the query. */
  body?: () => unknown;
  query?: () => Record<string, string>;
}

/**
 * The proof every staff call keeps its door shut (issue 48): without a staff session 401 (even with a body that
 * fails its schema: the caller learns nothing from a 400), with a signed-in shopper's session 401, with another
 * role 403, and an allowed role is let through; never a 5xx. A module's test file calls this with its own table,
 * so a new call joins by adding its row.
 */
export function describeStaffAccess(calls: readonly StaffCall[]) {
  describe('who may make each staff call', () => {
    let shop: TestShop;
    let shopper: Shopper;
    const members = {} as Record<StaffRole, TestStaff>;
    beforeAll(async () => {
      shop = await openTestShop();
      shopper = await signedInShopper(shop);
      for (const role of STAFF_ROLES) members[role] = await signedInStaff(shop, role);
    });
    afterAll(async () => {
      await shop?.close();
    });

    const pathOf = (call: StaffCall) => {
      const query = call.query?.();
      return query ? `${call.endpoint.path}?${new URLSearchParams(query)}` : call.endpoint.path;
    };
    const send = (call: StaffCall, headers: Record<string, string>, body = call.body?.()) =>
      apiRequest(shop, call.endpoint.method, pathOf(call), body, headers);

    for (const call of calls) {
      const name = `${call.endpoint.method} ${call.endpoint.path}`;
      it(`${name}: 401 without a staff session, also with a bad body`, async () => {
        expect((await send(call, {})).status).toBe(401);
        if (call.endpoint.method !== 'GET') expect((await send(call, {}, { wrong: true })).status).toBe(401);
      });

      it(`${name}: 401 for a signed-in shopper`, async () => {
        expect((await send(call, { Cookie: shopper.cookie })).status).toBe(401);
      });

      for (const role of STAFF_ROLES) {
        const allowed = call.roles.includes(role);
        it(`${name}: ${allowed ? 'lets' : '403 for'} a ${role}${allowed ? ' through' : ''}`, async () => {
          const response = await send(call, { Cookie: members[role].cookie });
          if (allowed) {
            expect(response.status, await response.clone().text()).toBeLessThan(500);
            expect([401, 403]).not.toContain(response.status);
          } else {
            expect(response.status).toBe(403);
          }
        });
      }
    }
  });
}
