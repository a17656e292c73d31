import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultDate, resultDateTime } from './dates';

const SYDNEY = 'Australia/Sydney';
/** Moments from 1970 to 2200: the range a result group's date can sensibly hold. */
const moment = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });
const zone = fc.constantFrom(
  'UTC',
  SYDNEY,
  'Australia/Adelaide',
  'Australia/Perth',
  'Pacific/Auckland',
  'America/New_York',
);

describe('resultDateTime', () => {
  it("should show 'YYYY-MM-DD HH:mm' on the national's wall clock, 24-hour", () => {
    expect(resultDateTime(Date.UTC(2026, 9, 31, 0, 0), SYDNEY)).toBe('2026-10-31 11:00');
    // Midnight is 00, not 24.
    expect(resultDateTime(Date.UTC(2026, 0, 1, 13, 0), SYDNEY)).toBe('2026-01-02 00:00');
    // A half-hour zone keeps its minutes.
    expect(resultDateTime(Date.UTC(2026, 0, 1, 13, 0), 'Australia/Adelaide')).toBe('2026-01-01 23:30');
    // Standard time in winter (UTC+10), daylight time in summer (UTC+11).
    expect(resultDateTime(Date.UTC(2026, 6, 4, 9, 5), SYDNEY)).toBe('2026-07-04 19:05');
    expect(resultDateTime(Date.UTC(2026, 11, 4, 9, 5), SYDNEY)).toBe('2026-12-04 20:05');
  });

  it('should give null for a missing or impossible moment', () => {
    expect(resultDateTime(null, SYDNEY)).toBeNull();
    expect(resultDateTime(undefined, SYDNEY)).toBeNull();
    expect(resultDateTime(Number.NaN, SYDNEY)).toBeNull();
    expect(resultDateTime(1e20, SYDNEY)).toBeNull();
  });

  it('should always have the format, and in UTC agree with the ISO date', () => {
    fc.assert(
      fc.property(moment, zone, (ms, timeZone) => {
        expect(resultDateTime(ms, timeZone)).toMatch(
          /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/,
        );
        expect(resultDateTime(ms, 'UTC')).toBe(new Date(ms).toISOString().slice(0, 16).replace('T', ' '));
      }),
    );
  });
});

describe('resultDate', () => {
  it("should show 'YYYY-MM-DD', the day of the date and time", () => {
    expect(resultDate(Date.UTC(2026, 0, 1, 13, 0), SYDNEY)).toBe('2026-01-02');
    expect(resultDate(null, SYDNEY)).toBeNull();
    fc.assert(
      fc.property(moment, zone, (ms, timeZone) => {
        expect(resultDateTime(ms, timeZone)?.startsWith(`${resultDate(ms, timeZone)} `)).toBe(true);
      }),
    );
  });
});
