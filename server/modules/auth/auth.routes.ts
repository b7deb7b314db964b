import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SessionInfo } from '../../../contract/auth';
import { endpoints } from '../../../contract/endpoints';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { clientIp, rateLimit } from '../../http/rate-limit';
import { fail, ok } from '../../http/respond';
import {
  type AppEnv,
  clearSecureCookie,
  currentUser,
  endSession,
  hashToken,
  newToken,
  readSecureCookie,
  requireUser,
  type SessionUser,
  setSecureCookie,
  startSession,
} from '../../http/session';
import { say } from '../../i18n/say';
import {
  consumeVerification,
  createVerification,
  deleteOtherSession,
  deleteSession,
  deleteSessionsOf,
  findUserByPhone,
  findUserSignedInBy,
  findVerification,
  insertShopper,
  listLiveSessions,
} from './auth.repo';
import { deviceName } from './device-name';
import { authMessages } from './messages';
import { oneTimeCodes, signInKeyOf } from './one-time-codes';
import { VERIFICATION_TTL_MS } from './otp';
import { servedDialCodes } from './otp-countries';

const api = endpoints.auth;

const MINUTE_MS = 60 * 1000;

/**
 * Limits besides the one-time codes' own (one-time-codes.ts), per IP, fixed windows:
 * - checkUserExists: 30 per 10 minutes. It tells whether a number has an account, so
 *   it is the call a number harvester would hammer; a person signs in with one or two.
 * - login and register: 20 per 10 minutes; they need a verified phone anyway.
 */
const LIMITS = {
  check: { limit: 30, windowMs: 10 * MINUTE_MS },
  signIn: { limit: 20, windowMs: 10 * MINUTE_MS },
};

/** "This browser proved it holds this phone", for VERIFICATION_TTL_MS. */
const VERIFY_COOKIE = 'kirana_verify';

class Refusal extends Error {
  constructor(
    readonly status: 401 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** `endpoints.auth` — sign-in with a phone number and a one-time code (spec 000 §7 "Auth"), and the shopper's sessions. */
export function authRoutes(deps: Deps) {
  const { db, clock } = deps;
  const codes = oneTimeCodes(deps);
  const trustProxy = () => deps.env.TRUST_PROXY;
  const perIp = (name: string, limits: { limit: number; windowMs: number }, message: (c: Context<AppEnv>) => string) =>
    rateLimit(deps, { key: (c) => `auth:${name}:ip:${clientIp(c, deps.env)}`, ...limits, message });

  /** The verification this browser holds for `phone`, or the refusal to send. */
  async function verificationFor(c: Context<AppEnv>, phone: string): Promise<{ tokenHash: string } | Response> {
    const token = readSecureCookie(c, VERIFY_COOKIE, trustProxy());
    if (!token) return fail(c, 401, say(c, authMessages).verifyFirst);
    const tokenHash = hashToken(token);
    const verification = await findVerification(db, tokenHash, clock.now());
    if (!verification || verification.consumedAt) return fail(c, 401, say(c, authMessages).verificationExpired);
    if (verification.phone !== phone) {
      return fail(c, 403, say(c, authMessages).verifiedElsewhere);
    }
    return { tokenHash };
  }

  /**
   * The shopper this browser's verification already signed in with this sign-in's key: its answer was lost. Only
   * while a session that verification made lives: once they all ended (Log Out, Sign Out From All Devices, ended by
   * id, the account deleted) the used verification is only used, and the replay is refused like any other.
   */
  async function signedInBefore(
    c: Context<AppEnv>,
    phone: string,
  ): Promise<{ user: SessionUser; verificationHash: string } | undefined> {
    const key = signInKeyOf(c);
    const token = readSecureCookie(c, VERIFY_COOKIE, trustProxy());
    if (!key || !token) return undefined;
    const verificationHash = hashToken(token);
    const now = clock.now();
    const verification = await findVerification(db, verificationHash, now);
    if (verification?.phone !== phone || verification.consumedBy !== key) return undefined;
    const user = await findUserSignedInBy(db, verificationHash, now);
    return user ? { user, verificationHash } : undefined;
  }

  /** "This browser holds this phone": a verification and its cookie, and whether the number has an account. */
  async function verified(c: Context<AppEnv>, phone: string, now: Date) {
    const token = newToken();
    await createVerification(db, hashToken(token), phone, new Date(now.getTime() + VERIFICATION_TTL_MS), now);
    setSecureCookie(c, VERIFY_COOKIE, token, VERIFICATION_TTL_MS, trustProxy());
    const registered = (await findUserByPhone(db, phone)) !== undefined;
    return ok(c, { verified: true, registered }, say(c, authMessages).phoneVerified);
  }

  /** A new session (and token) for this browser, made by its verification; the one it had before, if any, ends. */
  async function signIn(c: Context<AppEnv>, userId: string, verificationHash: string) {
    const previous = c.get('sessionHash');
    if (previous) await deleteSession(db, previous);
    await startSession(c, deps, userId, verificationHash);
    clearSecureCookie(c, VERIFY_COOKIE, trustProxy());
  }

  // Answers about who is signed in are never cached: app.ts marks every API answer that is not
  // declared public `private, no-store`.
  return new Hono<AppEnv>()
    .on(api.getSession.method, api.getSession.path, (c) => ok(c, c.get('user')))
    .on(api.otpCountries.method, api.otpCountries.path, (c) =>
      ok(c, { dialCodes: servedDialCodes(deps.env.OTP_COUNTRY_CODES) }),
    )
    .on(
      api.checkUserExists.method,
      api.checkUserExists.path,
      perIp('check', LIMITS.check, (c) => say(c, authMessages).tooManyChecks),
      accepts(api.checkUserExists),
      async (c) => {
        const user = await findUserByPhone(db, c.req.valid('json').phone);
        return ok(c, { exists: user !== undefined });
      },
    )
    .on(api.sendOtp.method, api.sendOtp.path, codes.limitSends, accepts(api.sendOtp), (c) => {
      const { phone } = c.req.valid('json');
      // Known and unknown numbers go through exactly the same steps and get the same answer.
      return codes.send(c, phone, { challengeKey: phone, deliver: true });
    })
    .on(api.verifyOtp.method, api.verifyOtp.path, codes.limitChecks, accepts(api.verifyOtp), async (c) => {
      const { phone, otp } = c.req.valid('json');
      const checked = await codes.check(c, otp, { challengeKey: phone, admits: async () => true });
      return checked === 'right' ? verified(c, phone, clock.now()) : checked;
    })
    .on(
      api.login.method,
      api.login.path,
      perIp('sign-in', LIMITS.signIn, (c) => say(c, authMessages).tooManySignIns),
      accepts(api.login),
      async (c) => {
        const { phone } = c.req.valid('json');
        const before = await signedInBefore(c, phone);
        if (before) {
          await signIn(c, before.user.id, before.verificationHash);
          return ok(c, before.user, say(c, authMessages).signedIn);
        }
        const verification = await verificationFor(c, phone);
        if (verification instanceof Response) return verification;
        const user = await findUserByPhone(db, phone);
        // The verification is kept: the shopper registers next with it.
        if (!user) return fail(c, 404, say(c, authMessages).noAccount);
        if (!(await consumeVerification(db, verification.tokenHash, phone, clock.now(), signInKeyOf(c)))) {
          return fail(c, 401, say(c, authMessages).verifyFirst);
        }
        await signIn(c, user.id, verification.tokenHash);
        return ok(c, user, say(c, authMessages).signedIn);
      },
    )
    .on(
      api.register.method,
      api.register.path,
      perIp('sign-in', LIMITS.signIn, (c) => say(c, authMessages).tooManySignIns),
      accepts(api.register),
      async (c) => {
        const body = c.req.valid('json');
        // The account this sign-in made, its answer lost: the shopper is signed in to it, not told it exists.
        const before = await signedInBefore(c, body.phone);
        if (before) {
          await signIn(c, before.user.id, before.verificationHash);
          return ok(c, before.user, say(c, authMessages).welcome, 201);
        }
        // Verification first: an unverified caller must not learn from a 409 which numbers have accounts.
        const verification = await verificationFor(c, body.phone);
        if (verification instanceof Response) return verification;
        const now = clock.now();
        let user: SessionUser;
        try {
          user = await db.transaction(async (tx) => {
            if (!(await consumeVerification(tx, verification.tokenHash, body.phone, now, signInKeyOf(c)))) {
              throw new Refusal(401, say(c, authMessages).verifyFirst);
            }
            const inserted = await insertShopper(
              tx,
              {
                name: body.name,
                email: body.email,
                phone: body.phone,
                alternatePhone: body.alternatePhone ?? null,
                address: {
                  addressLine1: body.addressLine1,
                  addressLine2: body.addressLine2,
                  city: body.city,
                  state: body.state,
                  postalCode: body.postalCode,
                  country: body.country,
                },
              },
              now,
            );
            // Rolling back keeps the verification, so the shopper can log in with it instead.
            if (!inserted) throw new Refusal(409, say(c, authMessages).accountExists);
            return inserted;
          });
        } catch (error) {
          if (error instanceof Refusal) return fail(c, error.status, error.message);
          throw error;
        }
        await signIn(c, user.id, verification.tokenHash);
        return ok(c, user, say(c, authMessages).welcome, 201);
      },
    )
    .on(api.logout.method, api.logout.path, async (c) => {
      await endSession(c, deps);
      return ok(c, null, say(c, authMessages).signedOut);
    })
    .on(api.logoutAll.method, api.logoutAll.path, requireUser, async (c) => {
      const endedSessions = await deleteSessionsOf(db, currentUser(c).id);
      // This browser's session went with the others; this clears its cookie.
      await endSession(c, deps);
      return ok(c, { endedSessions }, say(c, authMessages).signedOutEverywhere);
    })
    .on(api.sessions.method, api.sessions.path, requireUser, async (c) => {
      const current = c.get('sessionHash');
      const rows = await listLiveSessions(db, currentUser(c).id, clock.now());
      const sessions: SessionInfo[] = rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        device: deviceName(row.userAgent),
        current: row.tokenHash === current,
      }));
      // This device first: the list reads "this one, and the others".
      sessions.sort((a, b) => Number(b.current) - Number(a.current));
      return ok(c, sessions);
    })
    .on(api.endSession.method, api.endSession.path, requireUser, accepts(api.endSession), async (c) => {
      const { sessionId } = c.req.valid('json');
      const current = c.get('sessionHash') ?? '';
      const result = await deleteOtherSession(db, currentUser(c).id, sessionId, current);
      if (result === 'current') return fail(c, 409, say(c, authMessages).thisDevice);
      // Another shopper's session answers exactly like one that does not exist: ids cannot be probed.
      if (result === 'none') return fail(c, 404, say(c, authMessages).deviceGone);
      return ok(c, null, say(c, authMessages).signedOutThere);
    });
}
