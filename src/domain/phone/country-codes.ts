import type { AddressCountry } from '#contract/address';
import { PHONE_COUNTRY_CODES } from '#contract/auth';

export interface CountryCode {
  label: string;
  dialCode: string;
  /** The address-book country this code picks for registration, when the shop has it. */
  country?: AddressCountry;
}

const ADDRESS_COUNTRY_OF: Record<string, AddressCountry> = {
  '+61': 'Australia',
  '+91': 'India',
  '+44': 'United Kingdom',
  '+1': 'United States',
};

/** Spec 001 §9: sorted by country name, India the default. */
export const COUNTRY_CODES: readonly CountryCode[] = PHONE_COUNTRY_CODES.map((code) => ({
  ...code,
  country: ADDRESS_COUNTRY_OF[code.dialCode],
}));

export const DEFAULT_DIAL_CODE = '+91';

/**
 * The codes the login page offers: those of the spec's list the server sends codes to, in the
 * list's order, then any other served code the list does not name (shown as the bare code).
 */
export function servedCountryCodes(dialCodes: readonly string[]): CountryCode[] {
  const listed = COUNTRY_CODES.filter((code) => dialCodes.includes(code.dialCode));
  const unlisted = dialCodes
    .filter((dialCode) => !COUNTRY_CODES.some((code) => code.dialCode === dialCode))
    .map((dialCode) => ({ label: dialCode, dialCode }));
  return [...listed, ...unlisted];
}

/** "India (+91)" as an option reads; a code without a country name reads as itself. */
export function countryCodeText(code: CountryCode): string {
  return code.label === code.dialCode ? code.dialCode : `${code.label} (${code.dialCode})`;
}

/**
 * "Choosing a code sets the country" (spec 001 §9), when the code belongs to a country the shop
 * delivers to. +1 is shared: a shopper who already chose Canada or the United States keeps it.
 */
export function countryForDialCode(dialCode: string, current: AddressCountry): AddressCountry {
  if (dialCode === '+1' && (current === 'Canada' || current === 'United States')) return current;
  return COUNTRY_CODES.find((code) => code.dialCode === dialCode)?.country ?? current;
}
