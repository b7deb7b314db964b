import type { Context } from 'hono';
import { say } from '../../i18n/say';
import { authMessages } from './messages';

/**
 * SMS toll fraud ("SMS pumping"): bots ask for codes to numbers whose operators share the SMS fee
 * with them. The non-geographic ranges are the classic targets, and no shopper of a grocery shop
 * signs in from them: international freephone and shared-cost (+800, +808), Inmarsat (+870), UPT
 * (+878), Global Mobile Satellite System (+881), international networks (+882, +883), OCHA
 * (+888), international premium rate (+979) and trial services (+991). Refused whatever
 * OTP_COUNTRY_CODES says.
 */
export const TOLL_FRAUD_PREFIXES = ['800', '808', '870', '878', '881', '882', '883', '888', '979', '991'] as const;

function isTollFraudRange(digits: string): boolean {
  return TOLL_FRAUD_PREFIXES.some((prefix) => digits.startsWith(prefix));
}

/** The configured codes the shop really serves, as "+91": a configured premium range never is. */
export function servedDialCodes(configured: readonly string[]): string[] {
  return [...new Set(configured)].filter((code) => !isTollFraudRange(code)).map((code) => `+${code}`);
}

/**
 * Why no code may go to this E.164 number (in the request's language), or undefined when it may. Country calling codes form a
 * prefix code (no code is the start of another), so a plain prefix test finds the number's country.
 */
export function otpRefusal(c: Context, phone: string, configured: readonly string[]): string | undefined {
  const digits = phone.slice(1);
  if (isTollFraudRange(digits)) return say(c, authMessages).premiumNumber;
  const served = servedDialCodes(configured);
  if (served.some((dialCode) => phone.startsWith(dialCode))) return undefined;
  return say(c, authMessages).servedCountries({ dialCodes: served });
}
