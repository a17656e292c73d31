import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longDateTime } from '../matchDates';
import { competitionLine, kickoffDay, overviewDate } from './overview';

const SYDNEY = 'Australia/Sydney';

describe('overviewDate', () => {
  // 2026-11-24 12:00 in Sydney (AEDT, +11).
  const now = new Date('2026-11-24T01:00:00Z');

  it('should show only the time for a match today', () => {
    expect(overviewDate('2026-11-24T08:30:00Z', now, SYDNEY)).toBe('7:30 PM');
  });

  it("should show 'Tomorrow h:mm A' for a match tomorrow", () => {
    expect(overviewDate('2026-11-25T08:30:00Z', now, SYDNEY)).toBe('Tomorrow 7:30 PM');
    // 23:30 UTC on the 24th is 10:30 on the 25th in Sydney.
    expect(overviewDate('2026-11-24T23:30:00Z', now, SYDNEY)).toBe('Tomorrow 10:30 AM');
  });

  it('should show the long date on any other day', () => {
    expect(overviewDate('2026-11-20T08:00:00Z', now, SYDNEY)).toBe('Friday 20 November 2026, 7:00 PM');
    expect(overviewDate('2026-11-26T08:00:00Z', now, SYDNEY)).toBe('Thursday 26 November 2026, 7:00 PM');
  });

  it("should show '-' without a date", () => {
    expect(overviewDate(null, now, SYDNEY)).toBe('-');
    expect(overviewDate('not a date', now, SYDNEY)).toBe('-');
  });

  it('should count tomorrow by the calendar across a daylight-saving change', () => {
    // Sydney leaves daylight saving on 5 April 2026: that day has 25 hours.
    const saturday = new Date('2026-04-04T12:00:00Z'); // 23:00 Saturday 4 April, AEDT
    expect(overviewDate('2026-04-05T13:30:00Z', saturday, SYDNEY)).toBe('Tomorrow 11:30 PM');
  });

  it('should always give one of the three forms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.integer({ min: -5 * 86_400_000, max: 5 * 86_400_000 }),
        (at, offset) => {
          const value = new Date(at + offset).toISOString();
          const text = overviewDate(value, new Date(at), SYDNEY);
          expect(
            /^(Tomorrow )?(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/.test(text) || text === longDateTime(value, SYDNEY),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('competitionLine', () => {
  it("should follow the name (or '-') with '| ' and the round", () => {
    expect(competitionLine({ name: 'NSW Premier Division' }, { type: 'regular', number: 9 })).toBe(
      'NSW Premier Division | Round 9',
    );
    expect(competitionLine(null, { type: 'regular', number: 2 })).toBe('- | Round 2');
    expect(competitionLine({ name: 'Cup' }, { type: 'Final', number: 1 })).toBe('Cup | Semi Final');
    expect(competitionLine({ name: 'Cup' }, null)).toBe('Cup');
  });
});

describe('kickoffDay', () => {
  it("should say 'Today', 'Tomorrow' or the short date, in the national's time zone", () => {
    const now = new Date('2026-11-24T01:00:00Z');
    expect(kickoffDay('2026-11-24T08:30:00Z', now, SYDNEY)).toBe('Today');
    expect(kickoffDay('2026-11-24T23:30:00Z', now, SYDNEY)).toBe('Tomorrow');
    expect(kickoffDay('2026-11-28T01:00:00Z', now, SYDNEY)).toBe('Sat 28 Nov');
  });
});
