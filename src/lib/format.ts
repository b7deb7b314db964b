import { perLocale } from './per-locale';

const rupees = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const numbers = perLocale((locale) => new Intl.NumberFormat(locale));

/**
 * A whole number in Indian digit grouping (12,34,567), as Intl writes it for en-IN and hi-IN (format.test.ts
 * checks it against Intl). Written out because a page's first Intl.NumberFormat loads ICU's data on the main
 * thread, inside the task that draws the first screen. Fractions and numbers too large to write exactly stay Intl's.
 */
function indianGrouping(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Intl keeps the sign of a negative number, even one that rounds to nothing (-0.4 rupees is "-₹0"). */
function sign(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** ₹1,299 — whole rupees, Indian digit grouping, in the shopper's language. */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) return rupees().format(amount);
  return `${sign(amount)}₹${indianGrouping(whole)}`;
}

/** 1,23,456 — a count (reviews, products), Indian digit grouping, in the shopper's language. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return numbers().format(count);
  return `${sign(count)}${indianGrouping(Math.abs(count))}`;
}
