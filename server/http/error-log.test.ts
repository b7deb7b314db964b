import { describe, expect, it } from 'vitest';
import { describeErrorForLog } from './error-log';

describe('describeErrorForLog', () => {
  it('keeps names, codes and stack frames of an error and its causes, and drops every message', () => {
    const databaseError = Object.assign(new Error('invalid byte sequence: Ravi, +919876543210'), { code: '22021' });
    const error = new Error('Failed query: insert into addresses ...\nparams: 12 MG Road,+919876543210', {
      cause: databaseError,
    });
    const logged = describeErrorForLog(error);
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('MG Road');
    expect(logged).toMatch(/^Error\n\s+at /);
    expect(logged).toContain('caused by Error [22021]');
    expect(logged).toContain('error-log.test.ts');
  });

  it('says what was thrown when it was not an Error, without its value', () => {
    expect(describeErrorForLog('+919876543210')).toBe('a thrown string');
  });
});
