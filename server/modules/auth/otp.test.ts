import { describe, expect, it } from 'vitest';
import { createOtpHasher, generateCode, smsText } from './otp';

describe('generateCode', () => {
  it('gives six digits, leading zeros included, and varies', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // About 10% of codes start with 0; none would without the padding.
    expect(codes.filter((code) => code.startsWith('0')).length).toBeGreaterThan(100);
  });
});

describe('createOtpHasher', () => {
  const secret = 's'.repeat(32);

  it('matches the right code for the right phone only', () => {
    const hasher = createOtpHasher(secret);
    const stored = hasher.hash('+919876543210', '042137');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.matches('+919876543210', '042137', stored)).toBe(true);
    expect(hasher.matches('+919876543210', '042138', stored)).toBe(false);
    expect(hasher.matches('+919876543211', '042137', stored)).toBe(false);
    expect(hasher.matches('+919876543210', '042137', 'abcd')).toBe(false);
  });

  it('is keyed: the same secret agrees across processes, another secret or none does not', () => {
    const stored = createOtpHasher(secret).hash('+919876543210', '123456');
    expect(createOtpHasher(secret).matches('+919876543210', '123456', stored)).toBe(true);
    expect(createOtpHasher('t'.repeat(32)).matches('+919876543210', '123456', stored)).toBe(false);
    expect(createOtpHasher(undefined).matches('+919876543210', '123456', stored)).toBe(false);
  });
});

describe('smsText', () => {
  it('names the code, its life and the warning', () => {
    expect(smsText('123456', 'en')).toBe('Your Kirana code is 123456. It expires in 5 minutes. Do not share it.');
  });
});
