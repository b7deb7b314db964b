import type { AddressCountry } from '#contract/address';
import { PHONE_COUNTRY_CODES } from '#contract/auth';
import { m } from '#src/lib/i18n/paraglide/messages.js';

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

export { DEFAULT_DIAL_CODE } from './default-dial-code';

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

/** The spec's country names in the shopper's language, by dial code (the contract's labels are English). */
const COUNTRY_NAMES: Record<string, () => string> = {
  '+61': m.phone_country_australia,
  '+55': m.phone_country_brazil,
  '+86': m.phone_country_china,
  '+33': m.phone_country_france,
  '+49': m.phone_country_germany,
  '+91': m.phone_country_india,
  '+39': m.phone_country_italy,
  '+81': m.phone_country_japan,
  '+52': m.phone_country_mexico,
  '+7': m.phone_country_russia,
  '+65': m.phone_country_singapore,
  '+82': m.phone_country_south_korea,
  '+34': m.phone_country_spain,
  '+44': m.phone_country_uk,
  '+1': m.phone_country_us_canada,
};

/** "India (+91)" as an option reads; a code without a country name reads as itself. */
export function countryCodeText(code: CountryCode): string {
  if (code.label === code.dialCode) return code.dialCode;
  const country = COUNTRY_NAMES[code.dialCode]?.() ?? code.label;
  return m.phone_country_code_option({ country, dialCode: code.dialCode });
}

/**
 * "Choosing a code sets the country" (spec 001 §9), when the code belongs to a country the shop
 * delivers to. +1 is shared: a shopper who already chose Canada or the United States keeps it.
 */
export function countryForDialCode(dialCode: string, current: AddressCountry): AddressCountry {
  if (dialCode === '+1' && (current === 'Canada' || current === 'United States')) return current;
  return COUNTRY_CODES.find((code) => code.dialCode === dialCode)?.country ?? current;
}
