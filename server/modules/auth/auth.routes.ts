import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { SendOtpData, SessionInfo } from '../../../contract/auth';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../../contract/changes';
import { endpoints } from '../../../contract/endpoints';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { describeErrorForLog } from '../../http/error-log';
import { clientIp, hit, rateLimit, tooManyRequests } from '../../http/rate-limit';
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
import { localeOf } from '../../i18n/locale';
import { say } from '../../i18n/say';
import {
  claimAttempt,
  consumeChallenge,
  consumeVerification,
  createVerification,
  deleteOtherSession,
  deleteSession,
  deleteSessionsOf,
  discardChallenge,
  findChallenge,
  findUserByPhone,
  findUserSignedInBy,
  findVerification,
  forgetSignInKey,
  insertShopper,
  listLiveSessions,
  storeChallenge,
} from './auth.repo';
import { deviceName } from './device-name';
import { authMessages } from './messages';
import {
  createOtpHasher,
  generateCode,
  MAX_FAILED_ATTEMPTS,
  OTP_TTL_MS,
  RESEND_COOLDOWN_MS,
  smsText,
  VERIFICATION_TTL_MS,
} from './otp';
import { otpRefusal, servedDialCodes } from './otp-countries';

const api = endpoints.auth;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits (fixed windows, shared by all processes through the rate_limits table):
 * - checkUserExists: 30 per IP per 10 minutes. It tells whether a number has an account, so
 *   it is the call a number harvester would hammer; a person signs in with one or two.
 * - sendOtp: 5 per phone per hour (each code allows 5 guesses, so 25 guesses an hour at most,
 *   and nobody's phone is flooded) and 20 per IP per hour (SMS cost; a shared family or office IP
 *   still signs several people in).
 * - verifyOtp: 30 per IP per 10 minutes, against one address guessing at many numbers' live codes.
 * - login and register: 20 per IP per 10 minutes; they need a verified phone anyway.
 */
const LIMITS = {
  check: { limit: 30, windowMs: 10 * MINUTE_MS },
  sendPerIp: { limit: 20, windowMs: HOUR_MS },
  sendPerPhone: { limit: 5, windowMs: HOUR_MS },
  verify: { limit: 30, windowMs: 10 * MINUTE_MS },
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
  const hasher = createOtpHasher(deps.env.OTP_SECRET);
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
   * The hash of the sign-in's key (its Idempotency-Key): the app makes one per sign-in form and sends it with
   * every try. A reply lost on a village link after the server acted (a code sent, a code or a verification used,
   * a session started) would otherwise leave the shopper waiting out a cooldown or with a code that no longer
   * works; the same sign-in, sent again with the same key, gets what it missed. Nobody else has the key, so it
   * opens nothing to them.
   */
  function signInKeyOf(c: Context<AppEnv>): string | undefined {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return key !== undefined && v.is(IdempotencyKeySchema, key) ? hashToken(key) : undefined;
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
    .on(
      api.sendOtp.method,
      api.sendOtp.path,
      perIp('send', LIMITS.sendPerIp, (c) => say(c, authMessages).tooManyCodesFromNetwork),
      accepts(api.sendOtp),
      async (c) => {
        const { phone } = c.req.valid('json');
        const refusal = otpRefusal(c, phone, deps.env.OTP_COUNTRY_CODES);
        if (refusal) return fail(c, 400, refusal, { phone: refusal });
        const now = clock.now();
        // Known and unknown numbers go through exactly the same steps and get the same answer.
        const previous = await findChallenge(db, phone);
        // The same sign-in's send, sent again after its answer was lost: its code is on the way (no second SMS, which
        // would replace the code the shopper is about to type), for as long as it lives unused.
        const key = signInKeyOf(c);
        if (key !== undefined && previous?.sentBy === key && !previous.consumedAt && previous.expiresAt > now) {
          const data: SendOtpData = {
            sent: true,
            expiresInSeconds: Math.ceil((previous.expiresAt.getTime() - now.getTime()) / 1000),
            resendAfterSeconds: Math.max(
              0,
              Math.ceil((previous.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime()) / 1000),
            ),
          };
          return ok(c, data, say(c, authMessages).codeSent);
        }
        // The wait is for a code still on its way; once one was used the shopper may ask again at once.
        const cooldownLeft =
          previous && !previous.consumedAt ? previous.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime() : 0;
        if (cooldownLeft > 0) {
          return tooManyRequests(c, say(c, authMessages).codeJustSent, Math.ceil(cooldownLeft / 1000));
        }
        const { limit, windowMs } = LIMITS.sendPerPhone;
        const phoneLimit = await hit(db, `auth:send:phone:${hashToken(phone)}`, limit, windowMs, now);
        if (!phoneLimit.allowed) {
          return tooManyRequests(c, say(c, authMessages).tooManyCodesForNumber, phoneLimit.retryAfterSeconds);
        }

        const code = generateCode();
        const codeHash = hasher.hash(phone, code);
        // False only when a parallel send won the race since the cooldown check above.
        if (!(await storeChallenge(db, phone, codeHash, now, key))) {
          return tooManyRequests(c, say(c, authMessages).codeJustSent, Math.ceil(RESEND_COOLDOWN_MS / 1000));
        }
        try {
          await deps.sms.send({ to: phone, code, text: smsText(code, localeOf(c)) });
        } catch (error) {
          await discardChallenge(db, phone, codeHash, clock.now());
          console.error(`sendOtp: the SMS provider failed:\n${describeErrorForLog(error)}`);
          return fail(c, 502, say(c, authMessages).smsFailed);
        }
        const data: SendOtpData = {
          sent: true,
          expiresInSeconds: OTP_TTL_MS / 1000,
          resendAfterSeconds: RESEND_COOLDOWN_MS / 1000,
          ...(deps.env.DEMO_MODE ? { devCode: code } : {}),
        };
        return ok(c, data, say(c, authMessages).codeSent);
      },
    )
    .on(
      api.verifyOtp.method,
      api.verifyOtp.path,
      perIp('verify', LIMITS.verify, (c) => say(c, authMessages).tooManyTries),
      accepts(api.verifyOtp),
      async (c) => {
        const { phone, otp } = c.req.valid('json');
        const now = clock.now();
        const claimed = await claimAttempt(db, phone, now);
        if (!claimed) {
          const challenge = await findChallenge(db, phone);
          // The same sign-in, sent again after its answer was lost: the code it used, while the code lives. A wrong
          // code with its key ends that (no guessing at a used code, even with the key).
          const key = signInKeyOf(c);
          if (key !== undefined && challenge?.consumedBy === key && challenge.expiresAt > now) {
            if (hasher.matches(phone, otp, challenge.codeHash)) return verified(c, phone, now);
            await forgetSignInKey(db, phone);
          }
          const exhausted =
            challenge !== undefined &&
            challenge.consumedAt === null &&
            challenge.expiresAt > now &&
            challenge.failedAttempts >= MAX_FAILED_ATTEMPTS;
          if (exhausted) return fail(c, 429, say(c, authMessages).tooManyWrongCodes);
          return fail(c, 400, say(c, authMessages).wrongCodeAskAgain);
        }
        const right = hasher.matches(phone, otp, claimed.codeHash);
        if (!right || !(await consumeChallenge(db, phone, claimed.codeHash, now, signInKeyOf(c)))) {
          const left = MAX_FAILED_ATTEMPTS - claimed.failedAttempts;
          const words = say(c, authMessages);
          return fail(c, 400, left > 0 ? words.wrongCode({ triesLeft: left }) : words.wrongCodeAskAgain);
        }
        return verified(c, phone, now);
      },
    )
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
