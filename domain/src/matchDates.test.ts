import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableDates,
  dayLabel,
  dayMonthLabel,
  longDateTime,
  monthDayLabel,
  timeLabel,
  zonedDay,
} from './matchDates';

const SYDNEY = 'Australia/Sydney';
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((t) => new Date(t).toISOString());
const zone = fc.constantFrom(SYDNEY, 'Australia/Perth', 'Pacific/Auckland', 'UTC', 'America/New_York');

describe('schedule date formats', () => {
  it('should format in the given time zone', () => {
    // 01:00 UTC is 11:00 in Sydney (AEST, +10) on the same day, and 21:00 the day before in New York.
    expect(timeLabel('2026-09-26T01:00:00Z', SYDNEY)).toBe('11:00 AM');
    expect(monthDayLabel('2026-09-26T01:00:00Z', SYDNEY)).toBe('Sep 26');
    expect(dayMonthLabel('2026-09-05T01:00:00Z', SYDNEY)).toBe('Sat 05 Sep');
    expect(longDateTime('2026-09-05T09:05:00Z', SYDNEY)).toBe('Saturday 5 September 2026, 7:05 PM');
    expect(zonedDay('2026-09-26T01:00:00Z', 'America/New_York')).toBe('2026-09-25');
    // Daylight saving: 01:00 UTC on 31 October is 12:00 in Sydney (AEDT, +11).
    expect(timeLabel('2026-10-31T01:00:00Z', SYDNEY)).toBe('12:00 PM');
    expect(timeLabel('2026-10-30T13:30:00Z', SYDNEY)).toBe('12:30 AM');
  });

  it('should always give the spec shapes', () => {
    fc.assert(
      fc.property(instant, zone, (value, timeZone) => {
        expect(timeLabel(value, timeZone)).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
        expect(monthDayLabel(value, timeZone)).toMatch(/^[A-Z][a-z]{2} ([1-9]|[12]\d|3[01])$/);
        expect(dayMonthLabel(value, timeZone)).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (0[1-9]|[12]\d|3[01]) [A-Z][a-z]{2}$/,
        );
        expect(zonedDay(value, timeZone)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });

  it("should say 'Today' exactly on the current day in the time zone", () => {
    fc.assert(
      fc.property(instant, instant, zone, (value, now, timeZone) => {
        const label = dayLabel(value, new Date(now), timeZone);
        const sameDay = zonedDay(value, timeZone) === zonedDay(now, timeZone);
        expect(label).toBe(sameDay ? 'Today' : dayMonthLabel(value, timeZone));
      }),
    );
  });

  it('should list each match day once, by its earliest time, earliest first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(instant, { nil: null }), { maxLength: 20 }),
        zone,
        (values, timeZone) => {
          const dates = availableDates(values, timeZone);
          const days = dates.map((d) => zonedDay(d, timeZone));
          expect(new Set(days).size).toBe(days.length);
          expect([...days].sort()).toEqual(days);
          const present = values.filter((v): v is string => v !== null);
          expect(new Set(days)).toEqual(new Set(present.map((v) => zonedDay(v, timeZone))));
          for (const d of dates)
            for (const v of present)
              if (zonedDay(v, timeZone) === zonedDay(d, timeZone))
                expect(Date.parse(d)).toBeLessThanOrEqual(Date.parse(v));
        },
      ),
    );
  });
});
