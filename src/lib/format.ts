import { perLocale } from './per-locale';

const rupees = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** ₹1,299 — whole rupees, Indian digit grouping, in the shopper's language. */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
}
