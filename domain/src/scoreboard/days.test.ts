import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, wallClock } from '../zonedTime';
import { addDays, dateStrip, dayBounds, dayStart, daysBetween, parseCalendarDay } from './days';

/** Zones with half-hour, 45-minute and dateline offsets, daylight saving both ways, a skipped day. */
const ZONES = [
  'UTC',
  'Australia/Sydney',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Havana',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

const arbDay = fc
  .integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const dayIn = (ms: number, zone: string) => calendarDay(wallClock(ms, zone));

describe('parseCalendarDay', () => {
  it('should take real dates written YYYY-MM-DD only', () => {
    expect(parseCalendarDay('2026-11-28')).toEqual({ year: 2026, month: 11, day: 28 });
    expect(parseCalendarDay('2028-02-29')).not.toBeNull();
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-11-31',
      '26-11-28',
      '2026-1-28',
      'today',
      '',
    ])
      expect(parseCalendarDay(bad)).toBeNull();
  });

  it('should read back every day it writes', () => {
    fc.assert(
      fc.property(arbDay, fc.integer({ min: -800, max: 800 }), (day, n) => {
        const later = addDays(day, n);
        expect(parseCalendarDay(later)).not.toBeNull();
        expect(daysBetween(day, later)).toBe(n);
        expect(addDays(later, -n)).toBe(day);
      }),
    );
  });
});

describe('dayStart and dayBounds', () => {
  it("should start a day at the zone's midnight", () => {
    // Sydney is +11 in summer, +10 in winter; Perth +8 all year.
    expect(dayStart('2026-01-10', 'Australia/Sydney')).toBe(Date.UTC(2026, 0, 9, 13));
    expect(dayStart('2026-07-10', 'Australia/Sydney')).toBe(Date.UTC(2026, 6, 9, 14));
    expect(dayBounds('2026-07-10', 'Australia/Perth')).toEqual({
      from: Date.UTC(2026, 6, 9, 16),
      to: Date.UTC(2026, 6, 10, 16),
    });
    // Sydney's clocks go forward at 2 am on 4 October 2026: that day is 23 hours long.
    const { from, to } = dayBounds('2026-10-04', 'Australia/Sydney');
    expect(to - from).toBe(23 * 3_600_000);
  });

  it('should hold a day from its first moment to the next day’s, in every zone', () => {
    fc.assert(
      fc.property(arbDay, fc.constantFrom(...ZONES), (day, zone) => {
        const { from, to } = dayBounds(day, zone);
        expect(dayIn(from - 1, zone) < day).toBe(true);
        expect(dayIn(to - 1, zone) <= day).toBe(true);
        expect(dayIn(to, zone) > day).toBe(true);
        // A day a zone skipped (Samoa's 30 December 2011) is empty; every other is 22 to 26 hours.
        if (dayIn(from, zone) === day) expect(to - from).toBeGreaterThanOrEqual(22 * 3_600_000);
        else expect(to).toBe(from);
        expect(to - from).toBeLessThanOrEqual(26 * 3_600_000);
      }),
      { numRuns: 300 },
    );
  });

  it('should leave out the day Samoa skipped', () => {
    const { from, to } = dayBounds('2011-12-30', 'Pacific/Apia');
    expect(to).toBe(from);
    expect(dayIn(from, 'Pacific/Apia')).toBe('2011-12-31');
  });
});

describe('dateStrip', () => {
  it('should name the days around the one chosen from today', () => {
    const strip = dateStrip('2026-11-28', '2026-11-28');
    expect(strip.map((d) => d.label)).toEqual(['Wed', 'Thu', 'Fri', 'Today', 'Sun', 'Mon', 'Tue']);
    expect(strip[3]).toEqual({
      day: '2026-11-28',
      label: 'Today',
      date: 28,
      month: 'Nov',
      fullLabel: 'Today, Saturday 28 November 2026',
      selected: true,
      isToday: true,
    });
    expect(strip.map((d) => d.fullLabel.split(',')[0])).toContain('Yesterday');
    expect(strip[4]!.fullLabel).toBe('Tomorrow, Sunday 29 November 2026');
    expect(dateStrip('2026-12-31', '2026-11-28', 1).map((d) => [d.day, d.label, d.date, d.selected])).toEqual(
      [
        ['2026-12-30', 'Wed', 30, false],
        ['2026-12-31', 'Thu', 31, true],
        ['2027-01-01', 'Fri', 1, false],
      ],
    );
  });

  it('should list 2 × reach + 1 days in a row, the chosen one in the middle and selected alone', () => {
    fc.assert(
      fc.property(arbDay, arbDay, fc.integer({ min: 0, max: 10 }), (selected, today, reach) => {
        const strip = dateStrip(selected, today, reach);
        expect(strip).toHaveLength(reach * 2 + 1);
        expect(strip[reach]!.day).toBe(selected);
        expect(strip.filter((d) => d.selected).map((d) => d.day)).toEqual([selected]);
        strip.slice(1).forEach((d, i) => {
          expect(daysBetween(strip[i]!.day, d.day)).toBe(1);
        });
        for (const d of strip) expect(d.isToday).toBe(d.day === today);
      }),
    );
  });
});
