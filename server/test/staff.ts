import type { StaffMember, StaffRole } from '../../contract/shop';
import { staff, staffSessions } from '../db/schema';
import { hashToken, newToken, SESSION_ABSOLUTE_MS } from '../http/session';
import { apiRequest } from './shopper';
import type { TestShop } from './test-shop';

export interface TestStaff extends StaffMember {
  /** Cookie header of this member's session. */
  cookie: string;
  /** Calls the API signed in as this member (with `headers` such as an Idempotency-Key). */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

let nextPhone = 9_700_000_000;

/**
 * A member of the shop's staff with a signed-in session, written straight into the tables (the sign-in
 * itself is tested in server/modules/staff).
 */
export async function signedInStaff(
  shop: TestShop,
  role: StaffRole,
  { name = `Test ${role}`, phone = `+91${nextPhone++}` }: { name?: string; phone?: string } = {},
): Promise<TestStaff> {
  const [member] = (await shop.deps.db
    .insert(staff)
    .values({ name, phone, role })
    .returning({ id: staff.id, name: staff.name, phone: staff.phone, role: staff.role })) as [StaffMember];
  const token = newToken();
  const now = shop.clock.now();
  await shop.deps.db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId: member.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  const cookie = `kirana_staff=${token}`;
  return {
    ...member,
    cookie,
    request: (method, path, body, headers = {}) => apiRequest(shop, method, path, body, { Cookie: cookie, ...headers }),
  };
}
