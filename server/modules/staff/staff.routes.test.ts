import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shopApi from '../../../contract/endpoints/shop';
import {
  AddStaffResponseSchema,
  ShopSettingsResponseSchema,
  StaffListResponseSchema,
  StaffSessionResponseSchema,
} from '../../../contract/shop';
import { activityLog, staff, staffSessions } from '../../db/schema';
import { signedInShopper } from '../../test/shopper';
import { signedInStaff } from '../../test/staff';
import { describeStaffAccess, type StaffCall } from '../../test/staff-access';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { randomPhone } from '../auth/test-browser';

/** This module's rows of the staff access table (server/test/staff-access.ts). */
const STAFF_MODULE_CALLS: StaffCall[] = [
  { endpoint: shopApi.listStaff, roles: ['owner'] },
  {
    endpoint: shopApi.addStaff,
    roles: ['owner'],
    body: () => ({ phone: randomPhone(), name: 'Sunil', role: 'packer' }),
  },
  { endpoint: shopApi.removeStaff, roles: ['owner'], body: () => ({ staffId: randomUUID() }) },
  { endpoint: shopApi.listRiders, roles: ['owner', 'packer'] },
  { endpoint: shopApi.shopSettings, roles: ['owner'] },
  {
    endpoint: shopApi.updateShopSettings,
    roles: ['owner'],
    body: () => ({ upiId: 'kirana@okaxis', upiName: 'Kirana Store' }),
  },
];

describeStaffAccess(STAFF_MODULE_CALLS);

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe('the owner keeps the staff', () => {
  it('adds a member by phone as typed, lists them, and refuses the same phone again with 409', async () => {
    const owner = await signedInStaff(shop, 'owner', { name: 'Asha' });
    const added = await owner.request('POST', shopApi.addStaff.path, {
      phone: '+91 98111 22334',
      name: ' Ravi ',
      role: 'rider',
    });
    expect(added.status).toBe(200);
    const member = v.parse(AddStaffResponseSchema, await added.json()).data;
    expect(member).toMatchObject({ phone: '+919811122334', name: 'Ravi', role: 'rider' });

    const again = await owner.request('POST', shopApi.addStaff.path, { phone: '9811122334', name: 'R', role: 'owner' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'This number is already on the staff: Ravi, rider.',
    );

    const list = v.parse(StaffListResponseSchema, await (await owner.request('GET', shopApi.listStaff.path)).json());
    expect(list.data).toContainEqual(member);
    expect(list.data[0]?.role).toBe('owner');

    const packer = await signedInStaff(shop, 'packer');
    const riders = v.parse(
      StaffListResponseSchema,
      await (await packer.request('GET', shopApi.listRiders.path)).json(),
    );
    expect(riders.data).toContainEqual(member);
    expect(riders.data.every((each) => each.role === 'rider')).toBe(true);
  });

  it("adds a shopper's phone: staff are apart from shoppers", async () => {
    const owner = await signedInStaff(shop, 'owner');
    const shopper = await signedInShopper(shop);
    const added = await owner.request('POST', shopApi.addStaff.path, {
      phone: shopper.user.phone,
      name: 'Meera',
      role: 'packer',
    });
    expect(added.status).toBe(200);
    // The shopper is still a shopper, and their shopper session still reaches no staff call.
    expect((await shopper.request('GET', '/api/auth/getSession')).status).toBe(200);
    expect((await shopper.request('GET', shopApi.listRiders.path)).status).toBe(401);
  });

  it('refuses a bad member with 400 and a wrong role name', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const bad = await owner.request('POST', shopApi.addStaff.path, { phone: '12', name: '', role: 'boss' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'phone', 'role']);
  });

  it("removing a member signs them out at once; the events keep their name; a repeat answers they're gone", async () => {
    const owner = await signedInStaff(shop, 'owner');
    const packer = await signedInStaff(shop, 'packer', { name: 'Deepak' });
    expect((await packer.request('GET', shopApi.listRiders.path)).status).toBe(200);

    const removed = await owner.request('POST', shopApi.removeStaff.path, { staffId: packer.id });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { message: string }).message).toBe(
      'Deepak was removed from the staff and signed out.',
    );
    expect((await packer.request('GET', shopApi.listRiders.path)).status).toBe(401);
    const session = await packer.request('GET', shopApi.staffSession.path);
    expect(v.parse(StaffSessionResponseSchema, await session.json()).data).toBeNull();
    expect(await shop.deps.db.select().from(staffSessions).where(eq(staffSessions.staffId, packer.id))).toEqual([]);

    const repeat = await owner.request('POST', shopApi.removeStaff.path, { staffId: packer.id });
    expect(repeat.status).toBe(200);
    expect(((await repeat.json()) as { message: string }).message).toBe('That person is not on the staff any more.');
  });

  it("never removes the shop's last owner; an owner may remove themselves while another remains", async () => {
    // This test's shop of its own: the other tests' owners would count.
    const own = await openTestShop();
    try {
      const first = await signedInStaff(own, 'owner', { name: 'Asha' });
      const lastOwner = await first.request('POST', shopApi.removeStaff.path, { staffId: first.id });
      expect(lastOwner.status).toBe(409);
      expect(((await lastOwner.json()) as { message: string }).message).toBe(
        'The shop must keep at least one owner: add another owner first.',
      );

      const second = await signedInStaff(own, 'owner', { name: 'Kiran' });
      const self = await first.request('POST', shopApi.removeStaff.path, { staffId: first.id });
      expect(self.status).toBe(200);
      expect(self.headers.getSetCookie().some((line) => /^kirana_staff=;/.test(line))).toBe(true);
      expect((await first.request('GET', shopApi.listStaff.path)).status).toBe(401);

      // Now Kiran is the last owner, and removing themselves is refused.
      expect((await second.request('POST', shopApi.removeStaff.path, { staffId: second.id })).status).toBe(409);
      const owners = await own.deps.db.select().from(staff).where(eq(staff.role, 'owner'));
      expect(owners.map((each) => each.name)).toEqual(['Kiran']);
    } finally {
      await own.close();
    }
  });

  it('two owners removing each other at once leave one owner', async () => {
    const own = await openTestShop();
    try {
      const a = await signedInStaff(own, 'owner');
      const b = await signedInStaff(own, 'owner');
      const answers = await Promise.all([
        a.request('POST', shopApi.removeStaff.path, { staffId: b.id }),
        b.request('POST', shopApi.removeStaff.path, { staffId: a.id }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const owners = await own.deps.db.select().from(staff).where(eq(staff.role, 'owner'));
      expect(owners).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe("the shop's settings", () => {
  it('are all null before the owner saves any, then read back as saved', async () => {
    const own = await openTestShop();
    try {
      const owner = await signedInStaff(own, 'owner');
      const before = await owner.request('GET', shopApi.shopSettings.path);
      expect(v.parse(ShopSettingsResponseSchema, await before.json()).data).toEqual({ upiId: null, upiName: null });

      const saved = await owner.request('POST', shopApi.updateShopSettings.path, {
        upiId: ' kirana.store@okaxis ',
        upiName: 'Kirana Store',
      });
      expect(saved.status).toBe(200);
      const expected = { upiId: 'kirana.store@okaxis', upiName: 'Kirana Store' };
      expect(v.parse(ShopSettingsResponseSchema, await saved.json()).data).toEqual(expected);
      const after = await owner.request('GET', shopApi.shopSettings.path);
      expect(v.parse(ShopSettingsResponseSchema, await after.json()).data).toEqual(expected);

      const cleared = await owner.request('POST', shopApi.updateShopSettings.path, { upiId: null, upiName: null });
      expect(v.parse(ShopSettingsResponseSchema, await cleared.json()).data).toEqual({ upiId: null, upiName: null });
    } finally {
      await own.close();
    }
  });

  it('refuse a UPI id that is not name@bank with 400, keeping what was saved', async () => {
    const owner = await signedInStaff(shop, 'owner');
    await owner.request('POST', shopApi.updateShopSettings.path, { upiId: 'shop@okhdfc', upiName: 'Shop' });
    for (const upiId of ['not-an-upi-id', 'shop@', '@okaxis', 'sh op@okaxis', 42]) {
      const refused = await owner.request('POST', shopApi.updateShopSettings.path, { upiId, upiName: 'Shop' });
      expect(refused.status, String(upiId)).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors).toHaveProperty('upiId');
    }
    const kept = await owner.request('GET', shopApi.shopSettings.path);
    expect(v.parse(ShopSettingsResponseSchema, await kept.json()).data.upiId).toBe('shop@okhdfc');
  });
});

describe('the activity log (decision 112)', () => {
  it('has each member added and removed, and each change of the settings, by whom, before and after', async () => {
    const own = await openTestShop();
    try {
      const owner = await signedInStaff(own, 'owner', { name: 'Asha' });
      const added = await owner.request('POST', shopApi.addStaff.path, {
        phone: '+919811155555',
        name: 'Ravi',
        role: 'rider',
      });
      const ravi = v.parse(AddStaffResponseSchema, await added.json()).data;
      // The same phone again adds nobody and logs nothing.
      await owner.request('POST', shopApi.addStaff.path, { phone: '+919811155555', name: 'Ravi', role: 'rider' });
      await owner.request('POST', shopApi.removeStaff.path, { staffId: ravi.id });
      await owner.request('POST', shopApi.removeStaff.path, { staffId: ravi.id });
      const upi = { upiId: 'kirana@okaxis', upiName: 'Kirana Store' };
      await owner.request('POST', shopApi.updateShopSettings.path, upi);
      await owner.request('POST', shopApi.updateShopSettings.path, upi);
      await owner.request('POST', shopApi.updateShopSettings.path, { ...upi, upiName: 'Kirana & Sons' });

      const entries = await own.deps.db.select().from(activityLog).orderBy(activityLog.id);
      const member = { name: 'Ravi', phone: '+919811155555', role: 'rider' };
      expect(
        entries.map(({ staffName, action, subject, before, after }) => ({ staffName, action, subject, before, after })),
      ).toEqual([
        { staffName: 'Asha', action: 'staff.added', subject: 'Ravi (rider)', before: null, after: member },
        { staffName: 'Asha', action: 'staff.removed', subject: 'Ravi (rider)', before: member, after: null },
        {
          staffName: 'Asha',
          action: 'settings.changed',
          subject: 'Shop settings',
          before: { upiId: null, upiName: null },
          after: upi,
        },
        {
          staffName: 'Asha',
          action: 'settings.changed',
          subject: 'Shop settings',
          before: { upiName: 'Kirana Store' },
          after: { upiName: 'Kirana & Sons' },
        },
      ]);
    } finally {
      await own.close();
    }
  });

  it('keeps the entry of an owner removing themselves, its author gone from the staff', async () => {
    const own = await openTestShop();
    try {
      const first = await signedInStaff(own, 'owner', { name: 'Asha' });
      await signedInStaff(own, 'owner', { name: 'Kiran' });
      expect((await first.request('POST', shopApi.removeStaff.path, { staffId: first.id })).status).toBe(200);
      const [entry] = await own.deps.db.select().from(activityLog);
      expect(entry).toMatchObject({
        staffId: null,
        staffName: 'Asha',
        action: 'staff.removed',
        subject: 'Asha (owner)',
      });
    } finally {
      await own.close();
    }
  });
});
