import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, knowZoneOffsets, wallClock, weekdayOf, zoneOffsets } from './zonedTime';

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

/** What Intl itself reads, with no memory of offsets: the rule the fast path must agree with. */
function intlWallClock(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

// Zones with daylight saving, half- and quarter-hour offsets, a 30-minute shift (Lord Howe),
// and offsets in odd seconds before standard time (Amsterdam, Monrovia).
const ZONES = [
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Australia/Perth',
  'Asia/Kathmandu',
  'America/St_Johns',
  'America/New_York',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Europe/Amsterdam',
  'Africa/Monrovia',
  'UTC',
];

describe("wallClock read from the hour's offset", () => {
  it('should agree with Intl at any moment in any zone', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom(...ZONES), (ms, zone) => {
        expect(wallClock(ms, zone)).toEqual(intlWallClock(ms, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('should agree with Intl at every second around a change of offset', () => {
    // Sydney leaves daylight saving at 03:00 AEDT on 5 April 2026 (16:00 UTC the day before);
    // Lord Howe moves by 30 minutes at 02:00 local (15:00 UTC); New York springs forward at 07:00 UTC.
    const changes = [
      ['Australia/Sydney', Date.UTC(2026, 3, 4, 16)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['America/New_York', Date.UTC(2026, 2, 8, 7)],
    ] as const;
    for (const [zone, at] of changes)
      for (let ms = at - 2 * 3_600_000; ms <= at + 2 * 3_600_000; ms += 1000)
        if (ms % 60_000 === 0 || Math.abs(ms - at) <= 5000)
          expect(wallClock(ms, zone), `${zone} at ${new Date(ms).toISOString()}`).toEqual(
            intlWallClock(ms, zone),
          );
  });

  it('should refuse an invalid date as Intl does', () => {
    expect(() => wallClock(Number.NaN, 'UTC')).toThrow(RangeError);
  });

  it('should read any name that is not a time zone as UTC, never throwing', () => {
    fc.assert(
      fc.property(moment, fc.string(), (ms, name) => {
        const zone = `Not/${name}`;
        expect(wallClock(ms, zone)).toEqual(wallClock(ms, 'UTC'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('zoneOffsets and knowZoneOffsets', () => {
  const from = Date.UTC(2025, 0, 1);
  const to = Date.UTC(2028, 0, 1);

  it('should find the second each change of offset happens', () => {
    const sydney = zoneOffsets('Australia/Sydney', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    // AEDT (+11) until 16:00 UTC on 4 April 2026, AEST (+10) until 16:00 UTC on 3 October.
    expect(sydney.changes).toEqual([
      { at: Date.UTC(2026, 0, 1), offsetMs: 11 * 3_600_000 },
      { at: Date.UTC(2026, 3, 4, 16), offsetMs: 10 * 3_600_000 },
      { at: Date.UTC(2026, 9, 3, 16), offsetMs: 11 * 3_600_000 },
    ]);
    expect(zoneOffsets('Australia/Perth', from, to).changes).toEqual([{ at: from, offsetMs: 8 * 3_600_000 }]);
  });

  it('should give wall clocks that agree with Intl within their span', () => {
    for (const zone of ZONES) knowZoneOffsets(zoneOffsets(zone, from, to));
    fc.assert(
      fc.property(fc.integer({ min: from, max: to - 1 }), fc.constantFrom(...ZONES), (ms, zone) => {
        expect(wallClock(ms, zone)).toEqual(intlWallClock(ms, zone));
      }),
      { numRuns: 3000 },
    );
    for (const zone of ZONES)
      for (const { at } of zoneOffsets(zone, from, to).changes)
        for (let ms = at - 3000; ms <= at + 3000; ms += 500)
          expect(wallClock(ms, zone), `${zone} at ${new Date(ms).toISOString()}`).toEqual(
            intlWallClock(ms, zone),
          );
  });

  it("should give UTC's offsets for a name that is not a time zone", () => {
    expect(zoneOffsets('Mars/Olympus', from, to).changes).toEqual([{ at: from, offsetMs: 0 }]);
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
