import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from './i18n/locale';
import { perLocale } from './per-locale';

describe('a formatter per language', () => {
  it('is made at its first use, once per language', () => {
    const make = vi.fn((locale: string) => ({ locale }));
    const formatter = perLocale(make);
    expect(make).not.toHaveBeenCalled();
    expect(formatter()).toEqual({ locale: 'en-IN' });
    expect(formatter()).toBe(formatter());
    chooseLocale('hi');
    expect(formatter()).toEqual({ locale: 'hi-IN' });
    expect(make.mock.calls).toEqual([['en-IN'], ['hi-IN']]);
  });
});
