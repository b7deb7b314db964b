import { asc, eq, sql } from 'drizzle-orm';
import type { ShopSettings, StaffMember, StaffRole } from '../../../contract/shop';
import type { Db } from '../../db/client';
import { shopSettings, staff } from '../../db/schema';
import { recordActivity } from '../activity/activity.repo';

const memberColumns = { id: staff.id, name: staff.name, phone: staff.phone, role: staff.role };

/** The one row an insert or update that cannot miss returned. */
function theRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('staff: the statement returned no row');
  return row;
}

/** Owners first, then packers, then riders; by name within each. */
const roleOrder = sql`CASE ${staff.role} WHEN 'owner' THEN 0 WHEN 'packer' THEN 1 ELSE 2 END`;

export async function findStaffByPhone(db: Db, phone: string): Promise<StaffMember | undefined> {
  const [member] = await db.select(memberColumns).from(staff).where(eq(staff.phone, phone));
  return member;
}

export function listStaff(db: Db): Promise<StaffMember[]> {
  return db.select(memberColumns).from(staff).orderBy(roleOrder, asc(staff.name), asc(staff.phone));
}

export function listRiders(db: Db): Promise<StaffMember[]> {
  return db.select(memberColumns).from(staff).where(eq(staff.role, 'rider')).orderBy(asc(staff.name), asc(staff.phone));
}

/** The new member, or the one who already has this phone (nothing changed). */
export async function addStaff(
  db: Db,
  member: { phone: string; name: string; role: StaffRole },
): Promise<{ added: StaffMember } | { existing: StaffMember }> {
  const [added] = await db
    .insert(staff)
    .values(member)
    .onConflictDoNothing({ target: staff.phone })
    .returning(memberColumns);
  if (added) return { added };
  const existing = await findStaffByPhone(db, member.phone);
  if (!existing) throw new Error('staff: a phone conflicted but no member has it');
  return { existing };
}

/**
 * Removes the member (their sessions go with the row; order events keep their name). 'lastOwner' when that
 * would leave the shop without an owner: the owners' rows are locked first, so two owners removing each
 * other at once cannot both succeed. The activity log has it (decision 112), written before the row goes: an
 * owner removing themselves is still there to be named.
 */
export function removeStaff(
  db: Db,
  staffId: string,
  by: Pick<StaffMember, 'id' | 'name'>,
  at: Date,
): Promise<StaffMember | 'absent' | 'lastOwner'> {
  return db.transaction(async (tx) => {
    const owners = await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).for('update');
    const [member] = await tx.select(memberColumns).from(staff).where(eq(staff.id, staffId));
    if (!member) return 'absent';
    if (member.role === 'owner' && owners.length <= 1) return 'lastOwner';
    const { name, phone, role } = member;
    await recordActivity(
      tx,
      by,
      { action: 'staff.removed', subject: staffSubject(member), before: { name, phone, role } },
      at,
    );
    await tx.delete(staff).where(eq(staff.id, staffId));
    return member;
  });
}

/** How the log names a member: "Priya (packer)". */
export function staffSubject(member: Pick<StaffMember, 'name' | 'role'>): string {
  return `${member.name} (${member.role})`;
}

/** Makes `phone` an owner: a new member, or an existing one promoted (renamed only when `name` is given). */
export async function makeOwner(
  db: Db,
  phone: string,
  name: string | undefined,
): Promise<{ member: StaffMember; outcome: 'added' | 'promoted' | 'alreadyOwner' }> {
  const existing = await findStaffByPhone(db, phone);
  if (!existing) {
    const member = theRow(
      await db
        .insert(staff)
        .values({ phone, name: name ?? 'Owner', role: 'owner' })
        .returning(memberColumns),
    );
    return { member, outcome: 'added' };
  }
  const member = theRow(
    await db
      .update(staff)
      .set({ role: 'owner', ...(name ? { name } : {}) })
      .where(eq(staff.id, existing.id))
      .returning(memberColumns),
  );
  return { member, outcome: existing.role === 'owner' ? 'alreadyOwner' : 'promoted' };
}

/** The shop's settings; before the owner saves any, every one is null. */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db
    .select({ upiId: shopSettings.upiId, upiName: shopSettings.upiName })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? { upiId: null, upiName: null };
}

export async function saveShopSettings(db: Db, settings: ShopSettings, now: Date): Promise<ShopSettings> {
  const values = { upiId: settings.upiId, upiName: settings.upiName, updatedAt: now };
  return theRow(
    await db
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values })
      .returning({ upiId: shopSettings.upiId, upiName: shopSettings.upiName }),
  );
}
