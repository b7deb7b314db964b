import { REGULAR_SHELF_LIFE } from '#contract/specifications';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { perLocale } from '#src/lib/per-locale';

/**
 * A product's specifications as the shopper reads them. The catalog labels them in English: the labels it uses
 * and the values it writes the same way for every product (shelf life, veg, the country of origin, a pack of N)
 * are worded here. A product's own values come in the shopper's language from the catalog where it has them (decision
 * 025, product-details.tsx); anything else is shown as written.
 */
const LABELS: Readonly<Record<string, () => string>> = {
  Brand: m.catalog_spec_brand,
  Type: m.catalog_spec_type,
  Variant: m.catalog_spec_variant,
  'Pack Size': m.catalog_spec_pack_size,
  'Shelf Life': m.catalog_spec_shelf_life,
  'Veg/Non-Veg': m.catalog_spec_veg_non_veg,
  Ingredients: m.catalog_spec_ingredients,
  'Country of Origin': m.catalog_spec_country_of_origin,
  'Suitable For': m.catalog_spec_suitable_for,
  'Skin Type': m.catalog_spec_skin_type,
  'Hair Type': m.catalog_spec_hair_type,
  Shade: m.catalog_spec_shade,
  Size: m.catalog_spec_size,
  'Grain Type': m.catalog_spec_grain_type,
  Finish: m.catalog_spec_finish,
  'Burn Time': m.catalog_spec_burn_time,
  Stage: m.catalog_spec_stage,
  Warranty: m.catalog_spec_warranty,
  Wattage: m.catalog_spec_wattage,
  Base: m.catalog_spec_base,
  Voltage: m.catalog_spec_voltage,
  Width: m.catalog_spec_width,
  'Bristle Type': m.catalog_spec_bristle_type,
  Serves: m.catalog_spec_serves,
};

/** The catalog's countries of origin by their ISO code: their names come from `Intl`, in the shopper's language. */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  India: 'IN',
  USA: 'US',
  'United Kingdom': 'GB',
  UAE: 'AE',
  Germany: 'DE',
  Netherlands: 'NL',
  Italy: 'IT',
  Chile: 'CL',
  Malaysia: 'MY',
};
const regions = perLocale((locale) => new Intl.DisplayNames([locale], { type: 'region' }));

/** 'Pack of 62' (a pack size written as a count) */
const PACK_OF = /^Pack of (\d+)$/;

export function specificationLabel(label: string): string {
  return Object.hasOwn(LABELS, label) ? (LABELS[label] as () => string)() : label;
}

export function specificationValue(label: string, value: string): string {
  if (value === 'Veg') return m.catalog_spec_value_veg();
  if (value === 'Non-Veg') return m.catalog_spec_value_non_veg();
  const country = label === 'Country of Origin' ? COUNTRY_CODES[value] : undefined;
  if (country) return regions().of(country) ?? value;
  const packOf = label === 'Pack Size' ? PACK_OF.exec(value) : null;
  if (packOf) return m.catalog_spec_value_pack_of({ count: packOf[1] ?? '' });
  const shelfLife = REGULAR_SHELF_LIFE.exec(value);
  if (!shelfLife) return value;
  const [, count = '', unit, kept] = shelfLife;
  const duration = unit === 'months' ? m.catalog_spec_value_months({ count }) : m.catalog_spec_value_days({ count });
  if (kept === 'refrigerated') return m.catalog_spec_value_refrigerated({ duration });
  if (kept === 'unopened') return m.catalog_spec_value_unopened({ duration });
  return duration;
}
