import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedDay } from '../matchDates';
import { dayHeading, groupByDay, NO_DAY_HEADING } from './dayGroups';

describe('dayHeading', () => {
  it("should read 'dddd, MMMM Do YYYY'", () => {
    expect(dayHeading('2024-01-01')).toBe('Monday, January 1st 2024');
    expect(dayHeading('2026-10-03')).toBe('Saturday, October 3rd 2026');
    expect(dayHeading('2026-11-22')).toBe('Sunday, November 22nd 2026');
    expect(dayHeading('2026-11-12')).toBe('Thursday, November 12th 2026');
    expect(dayHeading('2028-02-29')).toBe('Tuesday, February 29th 2028');
  });
});

describe('groupByDay', () => {
  const m = (id: number, dateTime: string | null) => ({ _id: id, dateTime });

  it("should group by the day in the national's time zone, earliest first", () => {
    // 14:00 UTC on the 2nd is already the 3rd in Sydney.
    const groups = groupByDay(
      [m(1, '2026-10-03T01:00:00.000Z'), m(2, '2026-10-02T14:00:00.000Z'), m(3, '2026-10-10T01:00:00.000Z')],
      'Australia/Sydney',
    );
    expect(groups.map((g) => [g.heading, g.matches.map((x) => x._id)])).toEqual([
      ['Saturday, October 3rd 2026', [2, 1]],
      ['Saturday, October 10th 2026', [3]],
    ]);
    expect(groupByDay([m(2, '2026-10-02T14:00:00.000Z')], 'UTC')[0]!.heading).toBe(
      'Friday, October 2nd 2026',
    );
  });

  it('should put matches without a time last', () => {
    const groups = groupByDay([m(5, null), m(1, '2026-10-03T01:00:00.000Z'), m(4, 'not a date')], 'UTC');
    expect(groups.at(-1)).toEqual({
      day: null,
      heading: NO_DAY_HEADING,
      matches: [m(4, 'not a date'), m(5, null)],
    });
  });

  it('should keep every match once, days strictly increasing, times in order within a day', () => {
    const time = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) });
    const arb = fc.array(fc.option(time, { nil: null, freq: 8 }), { maxLength: 30 });
    fc.assert(
      fc.property(arb, fc.constantFrom('Australia/Sydney', 'Australia/Perth', 'UTC'), (times, zone) => {
        const matches = times.map((t, i) => m(i + 1, t === null ? null : new Date(t).toISOString()));
        const groups = groupByDay(matches, zone);
        const ids = groups.flatMap((g) => g.matches.map((x) => x._id));
        expect([...ids].sort((a, b) => a - b)).toEqual(matches.map((x) => x._id));
        const days = groups.flatMap((g) => (g.day ? [g.day] : []));
        for (let i = 1; i < days.length; i++) expect(days[i - 1]! < days[i]!).toBe(true);
        for (const group of groups) {
          if (!group.day) continue;
          for (const x of group.matches) expect(zonedDay(x.dateTime!, zone)).toBe(group.day);
          const ts = group.matches.map((x) => Date.parse(x.dateTime!));
          expect(ts).toEqual([...ts].sort((a, b) => a - b));
        }
      }),
    );
  });
});
