import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../contract/auth';
import type { Locale } from '../../i18n/locale';
import { sayIn } from '../../i18n/say';
import { authMessages } from './messages';

const MINUTE_MS = 60 * 1000;

/**
 * The one-time-code policy (NIST SP 800-63B §5.1.3, OWASP): a short life, one use, few guesses.
 * Each code gets at most MAX_FAILED_ATTEMPTS wrong guesses, and a resend while a code is live
 * keeps the count, so resending buys no extra guesses. With at most SENDS_PER_PHONE_PER_HOUR
 * codes an hour, an attacker has at most 25 guesses an hour at one number: a 1 in 40,000 chance.
 */
export const OTP_TTL_MS = 5 * MINUTE_MS;
export const RESEND_COOLDOWN_MS = 30 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
/** How long a verified phone may be used to log in or register from the browser that verified it. */
export const VERIFICATION_TTL_MS = 10 * MINUTE_MS;

/** Six digits from the CSPRNG; leading zeros are part of the code. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The SMS with the code, in the language of the request that asked for it. */
export function smsText(code: string, locale: Locale): string {
  return sayIn(locale, authMessages).smsText({ code, minutes: OTP_TTL_MS / MINUTE_MS });
}

export interface OtpHasher {
  /** HMAC-SHA-256 of the code, bound to the phone so a stored hash means nothing for another number. */
  hash(phone: string, code: string): string;
  /** Constant-time comparison of a typed code with the stored hash (never true for an empty or malformed one). */
  matches(phone: string, code: string, storedHash: string): boolean;
}

/**
 * Codes are stored only as an HMAC keyed with OTP_SECRET, so a leaked database does not reveal live
 * codes (a plain hash of a 6-digit code is reversed by trying all million). Without OTP_SECRET
 * (development, tests) the key is random per process, and codes do not survive a restart.
 */
export function createOtpHasher(secret: string | undefined): OtpHasher {
  const key = secret ?? randomBytes(32);
  const hash = (phone: string, code: string) => createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
  return {
    hash,
    matches(phone, code, storedHash) {
      const typed = Buffer.from(hash(phone, code), 'hex');
      const stored = Buffer.from(storedHash, 'hex');
      return typed.length === stored.length && timingSafeEqual(typed, stored);
    },
  };
}
