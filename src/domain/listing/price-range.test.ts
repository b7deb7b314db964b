import { describe, expect, it } from 'vitest';
import { clampTypedPrice, hasPriceErrors, validatePriceRange } from './price-range';

describe('validatePriceRange', () => {
  it('accepts the default range and any range of at least ₹10', () => {
    expect(validatePriceRange('0', '5000')).toEqual({});
    expect(validatePriceRange('100', '110')).toEqual({});
  });

  it('names a bound that is not a number', () => {
    expect(validatePriceRange('', '5000')).toEqual({ min: 'Minimum price must be a valid number' });
    expect(validatePriceRange('0', 'abc')).toEqual({ max: 'Maximum price must be a valid number' });
  });

  it('refuses a negative minimum and a maximum above ₹10,000', () => {
    expect(validatePriceRange('-10', '5000').min).toBe('Minimum price cannot be negative');
    expect(validatePriceRange('0', '10010').max).toBe('Maximum price cannot exceed ₹10,000');
    expect(validatePriceRange('0', '10000')).toEqual({});
  });

  it('wants the minimum below the maximum, at least ₹10 apart', () => {
    expect(validatePriceRange('500', '500').range).toBe('Minimum price must be less than maximum price');
    expect(validatePriceRange('600', '500').range).toBe('Minimum price must be less than maximum price');
    expect(validatePriceRange('100', '109').range).toBe('Price range must be at least ₹10');
    expect(hasPriceErrors(validatePriceRange('100', '109'))).toBe(true);
    expect(hasPriceErrors(validatePriceRange('100', '200'))).toBe(false);
  });
});

describe('clampTypedPrice', () => {
  it('keeps typed prices within 0-10,000 and leaves text that is not a number alone', () => {
    expect(clampTypedPrice('-50')).toBe('0');
    expect(clampTypedPrice('25000')).toBe('10000');
    expect(clampTypedPrice('350')).toBe('350');
    expect(clampTypedPrice('')).toBe('');
  });
});
