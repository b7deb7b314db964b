/**
 * The state choices of the address forms (checkout and the address book). Spec 001 names four (Andhra Pradesh, Telangana,
 * Tamil Nadu, Karnataka), where the shop first delivered; it now sells to all of India, so those
 * four come first and every other state and union territory follows, alphabetically.
 */
export const FEATURED_STATES = ['Andhra Pradesh', 'Telangana', 'Tamil Nadu', 'Karnataka'] as const;

export const OTHER_STATES_AND_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const ALL: readonly string[] = [...FEATURED_STATES, ...OTHER_STATES_AND_UNION_TERRITORIES];

export function isIndianState(name: string): boolean {
  return ALL.includes(name);
}

/** Switching to India keeps the state only when it is an Indian one: a region typed for another country cannot stand. */
export function stateAfterCountryChange(country: string, state: string): string {
  return country === 'India' && !isIndianState(state) ? '' : state;
}
