import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled, QUIET_MS, SETTLE_AT_MOST_MS } from './first-screen-settled';

/** Stands in for the browser's PerformanceObserver: `finished()` is a request of the page coming in. */
let observers: (() => void)[] = [];
const finished = () => {
  for (const notify of observers) notify();
};

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly notify: () => void) {}
      observe() {
        observers.push(this.notify);
      }
      disconnect() {
        observers = observers.filter((notify) => notify !== this.notify);
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether `promise` has settled once the timers have run `ms` on. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('firstScreenSettled (when the service worker may start downloading the shop)', () => {
  it('waits for the page to load', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const settled = firstScreenSettled();
    expect(await settledAfter(settled, SETTLE_AT_MOST_MS * 2)).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await settledAfter(settled, QUIET_MS)).toBe(true);
  });

  it('then waits until nothing the page asked for has come in for a while', async () => {
    const settled = firstScreenSettled();
    expect(await settledAfter(settled, QUIET_MS - 100)).toBe(false);
    finished(); // the first screen's answers and pictures are still coming in
    expect(await settledAfter(settled, QUIET_MS - 100)).toBe(false);
    finished();
    expect(await settledAfter(settled, QUIET_MS - 1)).toBe(false);
    expect(await settledAfter(settled, 1)).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('but no longer than SETTLE_AT_MOST_MS, however much keeps coming in', async () => {
    const settled = firstScreenSettled();
    for (let waited = 0; waited < SETTLE_AT_MOST_MS - 500; waited += 500) {
      expect(await settledAfter(settled, 500)).toBe(false);
      finished();
    }
    expect(await settledAfter(settled, 500)).toBe(true);
  });
});
