import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from './format';
import { chooseLocale, intlLocale, locales } from './i18n/locale';

/** Amounts across every length of digits, with halves, fractions, signs and zeros. */
const AMOUNTS = [
  0,
  -0,
  0.4,
  -0.4,
  0.5,
  -0.5,
  1,
  5,
  9,
  10,
  99,
  100,
  999,
  1000,
  1299,
  9999,
  10_000,
  12_345,
  99_999.5,
  1_00_000,
  1_23_456,
  12_34_567,
  1_00_00_000,
  98_76_54_321,
  1e12,
  2 ** 53 - 1,
  12.5,
  13.5,
  1299.49,
  1299.5,
  -1299,
  -12_34_567,
];

describe('numbers in Indian digit grouping, as Intl writes them', () => {
  it('writes rupees and counts exactly as Intl.NumberFormat does, in every language the shop speaks', () => {
    const random = Array.from({ length: 2000 }, (_, i) => Math.floor(Math.random() * 10 ** (i % 16)));
    for (const locale of locales) {
      chooseLocale(locale);
      const rupees = new Intl.NumberFormat(intlLocale(), {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      });
      const counts = new Intl.NumberFormat(intlLocale());
      for (const amount of [...AMOUNTS, ...random, ...random.map((n) => -n - 0.25)]) {
        expect(formatRupees(amount), `${locale} ${amount}`).toBe(rupees.format(amount));
        expect(formatCount(amount), `${locale} ${amount}`).toBe(counts.format(amount));
      }
    }
  });

  it('leaves what it does not write itself to Intl: fractions, huge numbers, NaN and infinity', () => {
    expect(formatCount(1234.567)).toBe('1,234.567');
    expect(formatCount(1e21)).toBe(new Intl.NumberFormat('en-IN').format(1e21));
    expect(formatRupees(Number.NaN)).toBe('₹NaN');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹∞');
  });

  it('groups the Indian way: thousands, then lakhs and crores', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(999)).toBe('999');
  });
});
