import { afterEach, describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../../contract/shop-hours';
import { nextOpening, type OpeningRules, openStateAt, orderStartsAt } from './opening';

/** An instant by India's wall clock: 2026-11-21 is a Saturday. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);

const day = [{ open: '07:00', close: '22:00' }];
/** Monday to Saturday 7 am to 10 pm, Sunday shut. */
const usual: WeeklyHours = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] };
const rules = (overrides: Partial<OpeningRules> = {}): OpeningRules => ({
  weeklyHours: usual,
  holidays: new Map(),
  pause: null,
  ...overrides,
});

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('when the shop opens next', () => {
  it('is open within its hours, and only then', () => {
    expect(openStateAt(rules(), ist('2026-11-21 15:30'))).toEqual({ state: 'open' });
    expect(openStateAt(rules(), ist('2026-11-21 07:00'))).toEqual({ state: 'open' });
    expect(openStateAt(rules(), ist('2026-11-21 21:59'))).toEqual({ state: 'open' });
    expect(openStateAt(rules(), ist('2026-11-21 22:00'))).toMatchObject({ state: 'closed' });
  });

  it('after closing opens the next morning, across midnight', () => {
    expect(openStateAt(rules(), ist('2026-11-20 23:30'))).toEqual({
      state: 'closed',
      opensAt: ist('2026-11-21 07:00'),
      reason: null,
    });
    expect(openStateAt(rules(), ist('2026-11-21 01:00'))).toMatchObject({ opensAt: ist('2026-11-21 07:00') });
    // Saturday night: Sunday is shut, so Monday morning.
    expect(openStateAt(rules(), ist('2026-11-21 22:30'))).toMatchObject({ opensAt: ist('2026-11-23 07:00') });
  });

  it('keeps spans that meet at midnight open through it', () => {
    const late: WeeklyHours = {
      ...usual,
      sat: [{ open: '18:00', close: '24:00' }],
      sun: [{ open: '00:00', close: '02:00' }],
    };
    expect(openStateAt(rules({ weeklyHours: late }), ist('2026-11-21 23:59'))).toEqual({ state: 'open' });
    expect(openStateAt(rules({ weeklyHours: late }), ist('2026-11-22 01:30'))).toEqual({ state: 'open' });
    expect(openStateAt(rules({ weeklyHours: late }), ist('2026-11-22 02:00'))).toMatchObject({
      opensAt: ist('2026-11-23 07:00'),
    });
  });

  it('opens after a lunch break at the afternoon span', () => {
    const lunch: WeeklyHours = {
      ...usual,
      sat: [
        { open: '16:00', close: '21:00' },
        { open: '08:00', close: '13:00' },
      ],
    };
    expect(openStateAt(rules({ weeklyHours: lunch }), ist('2026-11-21 13:30'))).toMatchObject({
      opensAt: ist('2026-11-21 16:00'),
    });
  });

  it('is shut all day on a holiday, giving its reason, and opens on the next working day', () => {
    const diwali = rules({ holidays: new Map([['2026-11-21', 'Diwali']]) });
    expect(openStateAt(diwali, ist('2026-11-21 10:00'))).toEqual({
      state: 'closed',
      opensAt: ist('2026-11-23 07:00'),
      reason: 'Diwali',
    });
    // The evening before the holiday: closed for the night, not for the holiday yet.
    expect(openStateAt(diwali, ist('2026-11-20 22:30'))).toEqual({
      state: 'closed',
      opensAt: ist('2026-11-23 07:00'),
      reason: null,
    });
  });

  it('paused: back when the pause ends, or at the next opening when that is after closing', () => {
    const shortPause = rules({ pause: { until: ist('2026-11-21 16:30'), reason: 'Stock arriving' } });
    expect(openStateAt(shortPause, ist('2026-11-21 16:00'))).toEqual({
      state: 'paused',
      until: ist('2026-11-21 16:30'),
      opensAt: ist('2026-11-21 16:30'),
      reason: 'Stock arriving',
    });
    const pastClosing = rules({ pause: { until: ist('2026-11-20 23:00'), reason: 'Short of riders' } });
    expect(openStateAt(pastClosing, ist('2026-11-20 21:00'))).toEqual({
      state: 'paused',
      until: ist('2026-11-20 23:00'),
      opensAt: ist('2026-11-21 07:00'),
      reason: 'Short of riders',
    });
    // Once it has ended it is forgotten.
    expect(openStateAt(shortPause, ist('2026-11-21 16:30'))).toEqual({ state: 'open' });
  });

  it('treats a week with no hours at all as round the clock, holidays still shut', () => {
    const none: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(openStateAt(rules({ weeklyHours: none }), ist('2026-11-21 03:00'))).toEqual({ state: 'open' });
    expect(openStateAt(rules({ weeklyHours: null }), ist('2026-11-21 03:00'))).toEqual({ state: 'open' });
    const holiday = rules({ weeklyHours: null, holidays: new Map([['2026-11-21', 'Diwali']]) });
    expect(openStateAt(holiday, ist('2026-11-21 03:00'))).toMatchObject({ opensAt: ist('2026-11-22 00:00') });
  });

  it("reads India's clock whatever zone the host is in", () => {
    const at = ist('2026-11-20 23:30');
    const answers = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'].map((zone) => {
      process.env.TZ = zone;
      return [nextOpening(rules(), at).toISOString(), orderStartsAt(rules(), at)?.toISOString()];
    });
    expect(new Set(answers.map(String)).size).toBe(1);
    expect(answers[0]).toEqual([ist('2026-11-21 07:00').toISOString(), ist('2026-11-21 07:00').toISOString()]);
  });

  it('an order taken while open starts at once (null)', () => {
    expect(orderStartsAt(rules(), ist('2026-11-21 12:00'))).toBeNull();
  });
});
