import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, isTimeZone, reportBadZones, storedZone, zoneOrFallback } from './timeZones';

const ZONES = Intl.supportedValuesOf('timeZone');
const zone = fc.constantFrom(...ZONES, 'UTC', 'Etc/UTC', 'US/Eastern');
/** A name no IANA zone has: no area of the database is called 'Mars'. */
const badZone = fc.string({ maxLength: 30 }).map((name) => `Mars/${name}`);
const stored = fc.oneof(zone, badZone, fc.constant(null), fc.constant(undefined));

/** Whether Intl formats a date in the zone: the rule `isTimeZone` must give. */
function intlTakes(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name }).format(0);
    return true;
  } catch {
    return false;
  }
}

afterEach(() => reportBadZones(null));

describe('isTimeZone', () => {
  it("should take every zone of the runtime's IANA database, UTC and the aliases Intl takes", () => {
    for (const name of [...ZONES, 'UTC', 'Etc/UTC', 'GMT', 'US/Eastern', 'Asia/Kolkata', 'australia/sydney'])
      expect(isTimeZone(name), name).toBe(true);
  });

  it('should refuse what Intl refuses: made-up names, offsets and the empty name', () => {
    for (const name of ['Mars/Olympus', 'Not/AZone', '+10:00', 'Australia', ''])
      expect(isTimeZone(name), name).toBe(false);
    fc.assert(
      fc.property(badZone, (name) => {
        expect(isTimeZone(name)).toBe(false);
      }),
    );
  });

  it('should agree with Intl on any name', () => {
    fc.assert(
      fc.property(fc.oneof(zone, fc.string({ maxLength: 40 })), (name) => {
        expect(isTimeZone(name)).toBe(name !== '' && intlTakes(name));
      }),
      { numRuns: 500 },
    );
  });
});

describe('zoneOrFallback', () => {
  it('should give the first stored zone that is a time zone (a venue, then the national), else UTC', () => {
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 4 }), (zones) => {
        const first = zones.find((z): z is string => z != null && isTimeZone(z));
        expect(zoneOrFallback(...zones)).toBe(first ?? FALLBACK_TIME_ZONE);
      }),
    );
  });

  it('should always give a zone that Intl formats a date in, never throwing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(stored, fc.string()), { maxLength: 4 }), (zones) => {
        expect(intlTakes(zoneOrFallback(...zones))).toBe(true);
      }),
    );
  });

  it('should report each bad zone once however often it is read, and never a good one', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 12 }), (zones) => {
        // Names of this run's own, so no earlier run has reported them.
        const run = ++runs;
        const named = zones.map((z) => (z != null && !isTimeZone(z) ? `${z}/${run}` : z));
        const reports: string[] = [];
        reportBadZones((bad) => reports.push(bad));
        for (const z of named) zoneOrFallback(z, 'UTC');
        for (const z of named) expect(storedZone(z)).toBe(z != null && isTimeZone(z) ? z : null);
        const bad = named.filter((z): z is string => z != null && !isTimeZone(z));
        expect(reports.sort()).toEqual([...new Set(bad)].sort());
      }),
    );
  });
});
