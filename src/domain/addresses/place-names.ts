import { ADDRESS_LABELS, type AddressCountry } from '#contract/address';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { FEATURED_STATES, OTHER_STATES_AND_UNION_TERRITORIES } from './indian-states';

type IndianState = (typeof FEATURED_STATES)[number] | (typeof OTHER_STATES_AND_UNION_TERRITORIES)[number];

/**
 * Places as the shopper reads them. The address keeps the English name (the value sent and stored,
 * what the courier reads); only what is drawn follows the language.
 */
const COUNTRY_NAMES: Record<AddressCountry, () => string> = {
  India: m.addresses_country_india,
  'United States': m.addresses_country_united_states,
  'United Kingdom': m.addresses_country_united_kingdom,
  Canada: m.addresses_country_canada,
  Australia: m.addresses_country_australia,
};

const STATE_NAMES: Record<IndianState, () => string> = {
  'Andhra Pradesh': m.addresses_state_andhra_pradesh,
  Telangana: m.addresses_state_telangana,
  'Tamil Nadu': m.addresses_state_tamil_nadu,
  Karnataka: m.addresses_state_karnataka,
  'Andaman and Nicobar Islands': m.addresses_state_andaman_and_nicobar_islands,
  'Arunachal Pradesh': m.addresses_state_arunachal_pradesh,
  Assam: m.addresses_state_assam,
  Bihar: m.addresses_state_bihar,
  Chandigarh: m.addresses_state_chandigarh,
  Chhattisgarh: m.addresses_state_chhattisgarh,
  'Dadra and Nagar Haveli and Daman and Diu': m.addresses_state_dadra_and_nagar_haveli_and_daman_and_diu,
  Delhi: m.addresses_state_delhi,
  Goa: m.addresses_state_goa,
  Gujarat: m.addresses_state_gujarat,
  Haryana: m.addresses_state_haryana,
  'Himachal Pradesh': m.addresses_state_himachal_pradesh,
  'Jammu and Kashmir': m.addresses_state_jammu_and_kashmir,
  Jharkhand: m.addresses_state_jharkhand,
  Kerala: m.addresses_state_kerala,
  Ladakh: m.addresses_state_ladakh,
  Lakshadweep: m.addresses_state_lakshadweep,
  'Madhya Pradesh': m.addresses_state_madhya_pradesh,
  Maharashtra: m.addresses_state_maharashtra,
  Manipur: m.addresses_state_manipur,
  Meghalaya: m.addresses_state_meghalaya,
  Mizoram: m.addresses_state_mizoram,
  Nagaland: m.addresses_state_nagaland,
  Odisha: m.addresses_state_odisha,
  Puducherry: m.addresses_state_puducherry,
  Punjab: m.addresses_state_punjab,
  Rajasthan: m.addresses_state_rajasthan,
  Sikkim: m.addresses_state_sikkim,
  Tripura: m.addresses_state_tripura,
  'Uttar Pradesh': m.addresses_state_uttar_pradesh,
  Uttarakhand: m.addresses_state_uttarakhand,
  'West Bengal': m.addresses_state_west_bengal,
};

/** A country's name in the shopper's language; one the shop does not know stays as written. */
export function countryName(country: string): string {
  return Object.hasOwn(COUNTRY_NAMES, country) ? COUNTRY_NAMES[country as AddressCountry]() : country;
}

/** An Indian state's or union territory's name in the shopper's language; anything else stays as written. */
export function stateName(state: string): string {
  return Object.hasOwn(STATE_NAMES, state) ? STATE_NAMES[state as IndianState]() : state;
}

/**
 * An address's name as the shopper reads it: the labels the shop gives an address left unnamed (Home, Work)
 * in the shopper's language, a name the shopper gave as written.
 */
export function addressName(name: string): string {
  if (name === ADDRESS_LABELS.home) return m.addresses_label_home();
  if (name === ADDRESS_LABELS.work) return m.addresses_label_work();
  return name;
}
