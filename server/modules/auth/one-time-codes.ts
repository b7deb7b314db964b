import type { Context } from 'hono';
import * as v from 'valibot';
import type { SendOtpData } from '../../../contract/auth';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../../contract/changes';
import type { Deps } from '../../deps';
import { describeErrorForLog } from '../../http/error-log';
import { clientIp, hit, rateLimit, tooManyRequests } from '../../http/rate-limit';
import { fail, ok } from '../../http/respond';
import { type AppEnv, hashToken } from '../../http/session';
import { localeOf } from '../../i18n/locale';
import { say } from '../../i18n/say';
import {
  claimAttempt,
  consumeChallenge,
  discardChallenge,
  findChallenge,
  forgetSignInKey,
  storeChallenge,
} from './auth.repo';
import { authMessages } from './messages';
import { createOtpHasher, generateCode, MAX_FAILED_ATTEMPTS, OTP_TTL_MS, RESEND_COOLDOWN_MS, smsText } from './otp';
import { otpRefusal } from './otp-countries';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits (fixed windows, shared by all processes through the rate_limits table), the same at every door that
 * sends codes (the shopper's and the staff's count together, so a second door buys no extra SMS or guesses):
 * - sendOtp: 5 per phone per hour (each code allows 5 guesses, so 25 guesses an hour at most,
 *   and nobody's phone is flooded) and 20 per IP per hour (SMS cost; a shared family or office IP
 *   still signs several people in).
 * - verifyOtp: 30 per IP per 10 minutes, against one address guessing at many numbers' live codes.
 */
export const OTP_LIMITS = {
  sendPerIp: { limit: 20, windowMs: HOUR_MS },
  sendPerPhone: { limit: 5, windowMs: HOUR_MS },
  verify: { limit: 30, windowMs: 10 * MINUTE_MS },
};

/**
 * The hash of the sign-in's key (its Idempotency-Key): the app makes one per sign-in form and sends it with
 * every try. A reply lost on a village link after the server acted (a code sent, a code used, a session
 * started) would otherwise leave the person waiting out a cooldown or with a code that no longer works; the
 * same sign-in, sent again with the same key, gets what it missed. Nobody else has the key.
 */
export function signInKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  return key !== undefined && v.is(IdempotencyKeySchema, key) ? hashToken(key) : undefined;
}

export interface SendOptions {
  /** Where the code is kept (otp_challenges.phone): the phone itself for shoppers, a prefixed one for staff. */
  challengeKey: string;
  /** False: the code is made and kept as for anyone, but no SMS goes out (a number that is not staff). */
  deliver: boolean;
}

export interface CheckOptions {
  challengeKey: string;
  /** Whether a right code may be used for this phone; false is answered exactly like a wrong code. */
  admits: () => Promise<boolean>;
}

/**
 * Sending and checking one-time codes (spec 000 §7 "Auth"): the one policy every sign-in door uses, with its
 * limits, the countries and premium numbers refused, the resend cooldown, the lost-answer replay and the demo
 * code. Each door then does its own thing with a right code (the shopper's verification, a staff session).
 */
export function oneTimeCodes(deps: Deps) {
  const { db, clock } = deps;
  const hasher = createOtpHasher(deps.env.OTP_SECRET);
  const perIp = (name: string, limits: { limit: number; windowMs: number }, message: (c: Context<AppEnv>) => string) =>
    rateLimit(deps, { key: (c) => `auth:${name}:ip:${clientIp(c, deps.env)}`, ...limits, message });

  return {
    /** In front of a door's sendOtp: the per-IP limit. */
    limitSends: perIp('send', OTP_LIMITS.sendPerIp, (c) => say(c, authMessages).tooManyCodesFromNetwork),
    /** In front of a door's verifyOtp: the per-IP limit. */
    limitChecks: perIp('verify', OTP_LIMITS.verify, (c) => say(c, authMessages).tooManyTries),

    /** A new code for `phone`, sent by SMS when `deliver`; the answer is the same either way. */
    async send(c: Context<AppEnv>, phone: string, { challengeKey, deliver }: SendOptions): Promise<Response> {
      const refusal = otpRefusal(c, phone, deps.env.OTP_COUNTRY_CODES);
      if (refusal) return fail(c, 400, refusal, { phone: refusal });
      const now = clock.now();
      const previous = await findChallenge(db, challengeKey);
      // The same sign-in's send, sent again after its answer was lost: its code is on the way (no second SMS, which
      // would replace the code about to be typed), for as long as it lives unused.
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
      // The wait is for a code still on its way; once one was used the person may ask again at once.
      const cooldownLeft =
        previous && !previous.consumedAt ? previous.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime() : 0;
      if (cooldownLeft > 0) {
        return tooManyRequests(c, say(c, authMessages).codeJustSent, Math.ceil(cooldownLeft / 1000));
      }
      // Counted by the phone itself, whichever door asked: a phone gets at most this many codes an hour.
      const { limit, windowMs } = OTP_LIMITS.sendPerPhone;
      const phoneLimit = await hit(db, `auth:send:phone:${hashToken(phone)}`, limit, windowMs, now);
      if (!phoneLimit.allowed) {
        return tooManyRequests(c, say(c, authMessages).tooManyCodesForNumber, phoneLimit.retryAfterSeconds);
      }

      const code = generateCode();
      const codeHash = hasher.hash(challengeKey, code);
      // False only when a parallel send won the race since the cooldown check above.
      if (!(await storeChallenge(db, challengeKey, codeHash, now, key))) {
        return tooManyRequests(c, say(c, authMessages).codeJustSent, Math.ceil(RESEND_COOLDOWN_MS / 1000));
      }
      if (deliver) {
        try {
          await deps.sms.send({ to: phone, code, text: smsText(code, localeOf(c)) });
        } catch (error) {
          await discardChallenge(db, challengeKey, codeHash, clock.now());
          console.error(`sendOtp: the SMS provider failed:\n${describeErrorForLog(error)}`);
          return fail(c, 502, say(c, authMessages).smsFailed);
        }
      }
      const data: SendOtpData = {
        sent: true,
        expiresInSeconds: OTP_TTL_MS / 1000,
        resendAfterSeconds: RESEND_COOLDOWN_MS / 1000,
        ...(deps.env.DEMO_MODE ? { devCode: code } : {}),
      };
      return ok(c, data, say(c, authMessages).codeSent);
    },

    /**
     * 'right' when `otp` is the live code kept under `challengeKey` (now used up) and `admits()`; otherwise the refusal, the
     * same for a wrong code and for a right one that is not admitted (the try is counted either way).
     */
    async check(c: Context<AppEnv>, otp: string, { challengeKey, admits }: CheckOptions): Promise<'right' | Response> {
      const now = clock.now();
      const claimed = await claimAttempt(db, challengeKey, now);
      if (!claimed) {
        const challenge = await findChallenge(db, challengeKey);
        // The same sign-in, sent again after its answer was lost: the code it used, while the code lives. A wrong
        // code with its key ends that (no guessing at a used code, even with the key).
        const key = signInKeyOf(c);
        if (key !== undefined && challenge?.consumedBy === key && challenge.expiresAt > now) {
          if (hasher.matches(challengeKey, otp, challenge.codeHash) && (await admits())) return 'right';
          await forgetSignInKey(db, challengeKey);
        }
        const exhausted =
          challenge !== undefined &&
          challenge.consumedAt === null &&
          challenge.expiresAt > now &&
          challenge.failedAttempts >= MAX_FAILED_ATTEMPTS;
        if (exhausted) return fail(c, 429, say(c, authMessages).tooManyWrongCodes);
        return fail(c, 400, say(c, authMessages).wrongCodeAskAgain);
      }
      const right = hasher.matches(challengeKey, otp, claimed.codeHash) && (await admits());
      if (!right || !(await consumeChallenge(db, challengeKey, claimed.codeHash, now, signInKeyOf(c)))) {
        const left = MAX_FAILED_ATTEMPTS - claimed.failedAttempts;
        const words = say(c, authMessages);
        return fail(c, 400, left > 0 ? words.wrongCode({ triesLeft: left }) : words.wrongCodeAskAgain);
      }
      return 'right';
    },
  };
}
