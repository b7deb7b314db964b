import type { AddressCountry } from '../../../contract/address';

export interface CountryCode {
  label: string;
  dialCode: string;
  /** The address-book country this code picks for registration, when the shop has it. */
  country?: AddressCountry;
}

/** Spec 001 §9: sorted by country name, India the default. */
export const COUNTRY_CODES: readonly CountryCode[] = [
  { label: 'Australia', dialCode: '+61', country: 'Australia' },
  { label: 'Brazil', dialCode: '+55' },
  { label: 'China', dialCode: '+86' },
  { label: 'France', dialCode: '+33' },
  { label: 'Germany', dialCode: '+49' },
  { label: 'India', dialCode: '+91', country: 'India' },
  { label: 'Italy', dialCode: '+39' },
  { label: 'Japan', dialCode: '+81' },
  { label: 'Mexico', dialCode: '+52' },
  { label: 'Russia', dialCode: '+7' },
  { label: 'Singapore', dialCode: '+65' },
  { label: 'South Korea', dialCode: '+82' },
  { label: 'Spain', dialCode: '+34' },
  { label: 'UK', dialCode: '+44', country: 'United Kingdom' },
  { label: 'US/Canada', dialCode: '+1', country: 'United States' },
];

export const DEFAULT_DIAL_CODE = '+91';

/**
 * "Choosing a code sets the country" (spec 001 §9), when the code belongs to a country the shop
 * delivers to. +1 is shared: a shopper who already chose Canada or the United States keeps it.
 */
export function countryForDialCode(dialCode: string, current: AddressCountry): AddressCountry {
  if (dialCode === '+1' && (current === 'Canada' || current === 'United States')) return current;
  return COUNTRY_CODES.find((code) => code.dialCode === dialCode)?.country ?? current;
}
