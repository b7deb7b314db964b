import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, Toasts } from './toast';

let toast: Toasts;
const current = () => toast.list();

beforeEach(() => {
  vi.useFakeTimers();
  toast = new Toasts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('keeps success for 2 s, default and error for 4 s, loading until dismissed', () => {
    toast.success('Saved');
    toast.error('Failed');
    toast.show('Hello');
    const loading = toast.loading('Placing order…');
    vi.advanceTimersByTime(2000);
    expect(current().map((t) => t.message)).toEqual(['Failed', 'Hello', 'Placing order…']);
    vi.advanceTimersByTime(2000);
    expect(current().map((t) => t.message)).toEqual(['Placing order…']);
    vi.advanceTimersByTime(60_000);
    expect(current()).toHaveLength(1);
    toast.dismiss(loading);
    expect(current()).toHaveLength(0);
  });

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 1; i <= 25; i++) toast.loading(`t${i}`);
    expect(current()).toHaveLength(TOAST_LIMIT);
    expect(current()[0]?.message).toBe('t6');
  });
});
