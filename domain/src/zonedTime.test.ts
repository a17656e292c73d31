import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, wallClock, weekdayOf } from './zonedTime';

const moment = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });

describe('wallClock', () => {
  it("should read the zone's wall clock, midnight as hour 0", () => {
    // 13:00 UTC on 1 January is midnight in Sydney (AEDT, +11), and 23:30 in Adelaide (+10:30).
    expect(wallClock(Date.UTC(2026, 0, 1, 13, 0, 5), 'Australia/Sydney')).toEqual({
      year: 2026,
      month: 1,
      day: 2,
      hour: 0,
      minute: 0,
      second: 5,
    });
    expect(wallClock(new Date(Date.UTC(2026, 0, 1, 13)), 'Australia/Adelaide')).toMatchObject({
      day: 1,
      hour: 23,
      minute: 30,
    });
  });

  it('should agree with the UTC parts of a Date in UTC', () => {
    fc.assert(
      fc.property(moment, (ms) => {
        const date = new Date(ms);
        expect(wallClock(date, 'UTC')).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
          second: date.getUTCSeconds(),
        });
        expect(calendarDay(wallClock(date, 'UTC'))).toBe(date.toISOString().slice(0, 10));
        expect(weekdayOf(wallClock(date, 'UTC'))).toBe(date.getUTCDay());
      }),
    );
  });
});

describe('calendarDay and weekdayOf', () => {
  it('should write four-digit years and two-digit months and days', () => {
    expect(calendarDay({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(calendarDay({ year: 999, month: 12, day: 31 })).toBe('0999-12-31');
  });

  it('should take years below 100 as they are', () => {
    // 1 January of year 1 was a Monday in the proleptic Gregorian calendar.
    expect(weekdayOf({ year: 1, month: 1, day: 1 })).toBe(1);
    expect(weekdayOf({ year: 2024, month: 1, day: 1 })).toBe(1);
  });
});
