/** The instant every app test starts at: a Tuesday morning in India, so no verdict depends on the day it runs. */
export const TEST_NOW = new Date('2026-11-24T04:30:00.000Z');

const RealDate = Date;
let offset = 0;

/**
 * Date as the app reads it, shifted so that it starts at TEST_NOW and then runs on. Unlike fake timers it keeps
 * ticking, so waits and time-outs behave as in a browser, and a test's own vi.useFakeTimers() starts from it.
 */
class TestDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now() {
    return RealDate.now() + offset;
  }
}

/** Puts the clock back at TEST_NOW; the test setup calls it before each test. */
export function startClockAtTestNow() {
  offset = TEST_NOW.getTime() - RealDate.now();
  globalThis.Date = TestDate as DateConstructor;
}
