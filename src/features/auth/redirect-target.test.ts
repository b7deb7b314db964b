import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSameSitePath, LoginSearchSchema } from './redirect-target';

describe('the sign-in redirect target', () => {
  it('accepts paths on this site, with their query', () => {
    expect(isSameSitePath('/')).toBe(true);
    expect(isSameSitePath('/cart?from=product')).toBe(true);
    expect(isSameSitePath('/dashboard/orders/7')).toBe(true);
  });

  it('refuses other hosts and relative or absolute URLs', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'cart',
      '',
      'javascript:alert(1)',
    ]) {
      expect(isSameSitePath(target), target).toBe(false);
    }
  });

  it('never fails to parse: absent stays absent, anything unsafe becomes /', () => {
    expect(v.parse(LoginSearchSchema, {})).toEqual({});
    expect(v.parse(LoginSearchSchema, { redirect: '/wishlist' })).toEqual({ redirect: '/wishlist' });
    expect(v.parse(LoginSearchSchema, { redirect: '//evil.example' })).toEqual({ redirect: '/' });
    expect(v.parse(LoginSearchSchema, { redirect: 42 })).toEqual({ redirect: '/' });
  });
});
