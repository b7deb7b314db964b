import { and, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { StaffMember, StaffRole } from '../../contract/shop';
import type { Db } from '../db/client';
import { staff, staffSessions } from '../db/schema';
import type { Deps } from '../deps';
import { say } from '../i18n/say';
import { httpMessages } from './messages';
import { fail } from './respond';
import {
  type AppEnv,
  clearSecureCookie,
  hashToken,
  newToken,
  readSecureCookie,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  setSecureCookie,
} from './session';

/** Staff sign in apart from shoppers (decision 106): their own cookie and table; a shopper's never reaches /api/shop. */
export const STAFF_COOKIE = 'kirana_staff';

/** Starts a staff session (a new token at every sign-in) and sets its cookie; this browser's previous one ends. */
export async function startStaffSession(c: Context, deps: Pick<Deps, 'db' | 'clock' | 'env'>, staffId: string) {
  const previous = readSecureCookie(c, STAFF_COOKIE, deps.env.TRUST_PROXY);
  if (previous) await deps.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(previous)));
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: c.req.header('User-Agent')?.slice(0, 200) ?? null,
  });
  setSecureCookie(c, STAFF_COOKIE, token, SESSION_IDLE_MS, deps.env.TRUST_PROXY);
  return token;
}

export async function endStaffSession(c: Context<AppEnv>, deps: Pick<Deps, 'db' | 'env'>) {
  const token = readSecureCookie(c, STAFF_COOKIE, deps.env.TRUST_PROXY);
  if (token) await deps.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  clearSecureCookie(c, STAFF_COOKIE, deps.env.TRUST_PROXY);
}

/** Reads the staff cookie on /api/shop/* and puts the member (or null) in `c.var.staff`. */
export function loadStaffSession(deps: Pick<Deps, 'db' | 'clock' | 'env'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('staff', null);
    const token = readSecureCookie(c, STAFF_COOKIE, deps.env.TRUST_PROXY);
    if (token) c.set('staff', (await findStaffSession(deps.db, deps.clock.now(), hashToken(token))) ?? null);
    return next();
  };
}

async function findStaffSession(db: Db, now: Date, hash: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      member: { id: staff.id, name: staff.name, phone: staff.phone, role: staff.role },
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hash), gt(staffSessions.expiresAt, now)));
  if (!row) return undefined;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hash));
    return undefined;
  }
  // A shop's phone is used all day: writing lastSeenAt at most every ten minutes keeps reads cheap.
  if (idle > 10 * 60_000)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, hash));
  return row.member;
}

/** 401 without a staff session, 403 when the member's role is not among `roles`. */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = c.get('staff');
    if (!member) return fail(c, 401, say(c, httpMessages).staffSignInFirst);
    if (!roles.includes(member.role)) return fail(c, 403, say(c, httpMessages).notForYourRole);
    return next();
  };
}

/** The signed-in member; only valid behind `requireStaff`. */
export function currentStaff(c: Context<AppEnv>): StaffMember {
  const member = c.get('staff');
  if (!member) throw new Error('currentStaff() used on a route without requireStaff');
  return member;
}
