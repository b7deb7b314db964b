import { COUNTRY_CODES, DEFAULT_DIAL_CODE } from './country-codes';

/**
 * A typed number with the chosen country code: "098765 43210" under +91 is +919876543210. A number
 * typed with its own + code keeps it, so a second number from another country can be given.
 */
export function withDialCode(dialCode: string, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) return trimmed;
  return dialCode + trimmed.replace(/\D/g, '').replace(/^0+/, '');
}

/** The longest known code first, so +91… never reads as +9 plus the rest. */
const CODES_LONGEST_FIRST = [...new Set(COUNTRY_CODES.map((code) => code.dialCode))].sort(
  (a, b) => b.length - a.length,
);

/**
 * A stored number (E.164) back into the form's two parts, so editing an address shows the code in
 * its list and the number as the shopper typed it. An unknown code stays in the number, whole.
 */
export function splitDialCode(stored: string): { dialCode: string; number: string } {
  const dialCode = CODES_LONGEST_FIRST.find((code) => stored.startsWith(code));
  return dialCode
    ? { dialCode, number: stored.slice(dialCode.length) }
    : { dialCode: DEFAULT_DIAL_CODE, number: stored };
}

/** An optional second number for the form: without the code when it shares the main number's. */
export function alternateForForm(stored: string | null, dialCode: string): string {
  if (!stored) return '';
  return stored.startsWith(dialCode) ? stored.slice(dialCode.length) : stored;
}
