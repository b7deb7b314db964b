import { describe, expect, it } from 'vitest';
import { attemptFor } from './order-attempt';

describe('an order attempt', () => {
  it('stays the same request while its content does, time included, so a send after a reload is answered by its key', () => {
    const first = attemptFor(null, 'content-a', new Date('2026-11-28T04:30:00Z'));
    expect(first.time).toBe('2026-11-28T10:00:00');
    expect(attemptFor(first, 'content-a', new Date('2026-11-28T04:31:15Z'))).toBe(first);
  });

  it('is a new order, with a new key and the time it was made, once its content changes', () => {
    const first = attemptFor(null, 'content-a', new Date('2026-11-28T04:30:00Z'));
    const other = attemptFor(first, 'content-b', new Date('2026-11-28T04:31:15Z'));
    expect(other.key).not.toBe(first.key);
    expect(other.time).toBe('2026-11-28T10:01:15');
  });
});
