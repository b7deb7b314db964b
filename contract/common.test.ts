import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmailSchema, PhoneSchema } from './common';

describe('PhoneSchema', () => {
  it('normalises Indian numbers to E.164', () => {
    for (const input of ['9876543210', '+91 98765 43210', '+91-98765-43210', '(+91) 9876543210']) {
      expect(v.parse(PhoneSchema, input)).toBe('+919876543210');
    }
  });

  it('accepts other countries with their code and refuses junk', () => {
    expect(v.parse(PhoneSchema, '+44 7911 123456')).toBe('+447911123456');
    for (const bad of ['12345', '1234567890', '+91 12345 67890', 'call me', '', '+9198765432101']) {
      expect(v.safeParse(PhoneSchema, bad).success).toBe(false);
    }
  });
});

describe('EmailSchema', () => {
  it('trims and lower-cases, and refuses what is not an e-mail', () => {
    expect(v.parse(EmailSchema, '  Asha@Example.IN ')).toBe('asha@example.in');
    expect(v.safeParse(EmailSchema, 'asha@').success).toBe(false);
  });
});
