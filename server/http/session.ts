import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SHOPPER_HEADER } from '../../contract/personal-answers';
import type { StaffMember } from '../../contract/shop';
import type { Language } from '../../contract/user';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock, Deps } from '../deps';
import { say } from '../i18n/say';
import type { AfterCommitTask } from './exactly-once';
import { httpMessages } from './messages';
import { fail } from './respond';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  alternatePhone: string | null;
  /** The language last chosen on a signed-in phone (decision 057). */
  language: Language | null;
}

/** Hono's per-request variables for every router of the app. */
export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    /** The signed-in member of the shop's staff on /api/shop/* (staff-session.ts), else null. */
    staff: StaffMember | null;
    /** Hash of the session token of this request, when signed in (logout ends exactly this one). */
    sessionHash: string | null;
    /**
     * The database for a change handler: the exactly-once transaction when the request carries an
     * Idempotency-Key (exactly-once.ts), else `deps.db`. Nothing in that transaction may use `deps.db`.
     */
    db: Db;
    /**
     * For reads that may lag (order history, search): the replicas, or the primary when there are none or
     * this browser changed something a moment ago (read-your-writes.ts).
     */
    reads: Db;
    /** Runs work after the change is committed (exactly-once.ts); dropped when it is rolled back. */
    afterCommit: (task: AfterCommitTask) => void;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Signed out after 30 days without a visit, and after 90 days whatever happens. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** lastSeenAt is written at most this often, so browsing does not turn into a write per request. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `__Host-` needs Secure, so the prefix is used only when the request came over https. */
export function cookieName(c: Context, base: string, trustProxy: boolean): string {
  return isHttps(c, trustProxy) ? `__Host-${base}` : base;
}

export function isHttps(c: Context, trustProxy: boolean): boolean {
  // Several proxies may each append; the last entry is what the proxy next to us was reached by.
  const forwarded = trustProxy ? c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim() : undefined;
  // Read as text, not parsed: every API answer asks (for the session cookie's name).
  return forwarded ? forwarded === 'https' : c.req.url.startsWith('https:');
}

export function setSecureCookie(c: Context, base: string, value: string, maxAgeMs: number, trustProxy: boolean) {
  setCookie(c, cookieName(c, base, trustProxy), value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function readSecureCookie(c: Context, base: string, trustProxy: boolean): string | undefined {
  return getCookie(c, cookieName(c, base, trustProxy));
}

export function clearSecureCookie(c: Context, base: string, trustProxy: boolean) {
  deleteCookie(c, cookieName(c, base, trustProxy), { path: '/', secure: isHttps(c, trustProxy) });
}

const SESSION_COOKIE = 'kirana_session';

/**
 * Starts a new session (always a new token at sign-in) and sets its cookie. `verificationHash` names the phone
 * verification that signed it in: the sign-in can be sent again only while a session it made lives.
 */
export async function startSession(
  c: Context,
  deps: Pick<Deps, 'db' | 'clock' | 'env'>,
  userId: string,
  verificationHash: string,
) {
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: c.req.header('User-Agent')?.slice(0, 200) ?? null,
    verificationHash,
  });
  setSecureCookie(c, SESSION_COOKIE, token, SESSION_IDLE_MS, deps.env.TRUST_PROXY);
  return token;
}

export async function endSession(c: Context<AppEnv>, deps: Pick<Deps, 'db' | 'env'>) {
  const hash = c.get('sessionHash');
  if (hash) await deps.db.delete(sessions).where(eq(sessions.tokenHash, hash));
  clearSecureCookie(c, SESSION_COOKIE, deps.env.TRUST_PROXY);
}

/** Reads the session cookie on every API request and puts the signed-in shopper (or null) in `c.var.user`. */
export function loadSession(deps: Pick<Deps, 'db' | 'clock' | 'env'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionHash', null);
    c.set('db', deps.db);
    c.set('afterCommit', () => {
      throw new Error('afterCommit() used on a route without exactlyOnce()');
    });
    const token = readSecureCookie(c, SESSION_COOKIE, deps.env.TRUST_PROXY);
    if (token) {
      const found = await findSession(deps.db, deps.clock, hashToken(token));
      if (found) {
        c.set('user', found.user);
        c.set('sessionHash', found.hash);
      }
    }
    await next();
    // Whose answer this is, for the service worker's offline copies; a public answer is everybody's.
    const user = c.get('user');
    if (user && !c.res.headers.get('Cache-Control')?.startsWith('public')) c.res.headers.set(SHOPPER_HEADER, user.id);
  };
}

async function findSession(db: Db, clock: Clock, hash: string) {
  const now = clock.now();
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        alternatePhone: users.alternatePhone,
        language: users.language,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now)));
  if (!row) return undefined;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, hash));
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
  return { user: row.user, hash };
}

/** 401 unless signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) return fail(c, 401, say(c, httpMessages).signInFirst);
  return next();
};

/** The signed-in shopper; only valid behind `requireUser`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Error('currentUser() used on a route without requireUser');
  return user;
}

/** Where a request names a shopper: the validated input (query or JSON body) and the field. */
type ShopperClaim = readonly [target: 'query' | 'json', field: string];

/** The spec's own name for it, in the query or the body. */
const USER_ID_CLAIMS: readonly ShopperClaim[] = [
  ['query', 'userId'],
  ['json', 'userId'],
];

/**
 * Where the spec sends a userId, the server still acts for the session's shopper: a userId
 * that is not theirs is refused with 403 and nothing runs. Put it after `requireUser` and the
 * validators, which it reads; `extra` names other fields that hold the shopper's id (editUser's
 * body `id`).
 */
export function ownDataOnly(...extra: ShopperClaim[]): MiddlewareHandler<AppEnv> {
  const claims = [...USER_ID_CLAIMS, ...extra];
  return async (c, next) => {
    const shopperId = currentUser(c).id;
    // Hono's typing knows only the validators of one route; here any route's validated input is read.
    const request = c.req as unknown as { valid(target: ShopperClaim[0]): Record<string, unknown> | undefined };
    for (const [target, field] of claims) {
      const claimed = request.valid(target)?.[field];
      if (claimed !== undefined && claimed !== shopperId) {
        return fail(c, 403, say(c, httpMessages).notYourAccount);
      }
    }
    return next();
  };
}
