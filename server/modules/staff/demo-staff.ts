import type { StaffMember } from '../../../contract/shop';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import type { Env } from '../../env';

/** The demo's shop staff: numbers nobody owns, usable only where the code is shown on the page (DEMO_MODE). */
export const DEMO_STAFF = [
  { phone: '+919000000001', name: 'Asha (owner)', role: 'owner' },
  { phone: '+919000000002', name: 'Deepak (packer)', role: 'packer' },
  { phone: '+919000000003', name: 'Ravi', role: 'rider' },
] as const satisfies readonly Omit<StaffMember, 'id'>[];

/**
 * In the demo (codes shown on the page, SMS_PROVIDER=outbox) the shop gets an owner, a packer and a rider, unless
 * their numbers are already staff; answers the line that tells how to sign in. Never outside the demo: with real
 * SMS these would be members whose phones belong to strangers.
 */
export async function addDemoStaff(db: Db, env: Pick<Env, 'DEMO_MODE' | 'PUBLIC_URL'>): Promise<string | undefined> {
  if (!env.DEMO_MODE) return undefined;
  await db
    .insert(staff)
    .values(DEMO_STAFF.map((member) => ({ ...member })))
    .onConflictDoNothing({ target: staff.phone });
  return (
    `Shop staff sign in at ${env.PUBLIC_URL}/shop with +91 90000 00001 (owner), +91 90000 00002 (packer) ` +
    'or +91 90000 00003 (rider); the code is shown on the page.'
  );
}
