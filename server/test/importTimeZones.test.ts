import { describe, expect, it } from 'vitest';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { type ImportProblem, validateImport } from '../src/import/validate';
import { FIXTURE_NOW } from './fixture';

// The import's time zones, checked against what Intl knows (`isTimeZone` in the domain); the
// server's reads of a bad zone already stored are in timeZones.test.ts.
const [, national12] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile, ImportFile];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

function problemsOf(file: unknown): ImportProblem[] {
  const result = validateImport(file);
  return result.ok ? [] : result.problems;
}

describe('validateImport › time zones', () => {
  it("should refuse a national's or a venue's time zone that is not one of the IANA database, with its path", () => {
    const file = clone(national12);
    file.national.timezone = 'Mars/Olympus';
    file.venues[1]!.timezone = 'Not/AZone';
    const tip = '(e.g. "Australia/Sydney")';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.national.timezone',
        message: `is "Mars/Olympus", not a time zone of the IANA database ${tip}`,
      },
      {
        path: '$.venues[1].timezone',
        message: `is "Not/AZone", not a time zone of the IANA database ${tip}`,
      },
    ]);
  });

  it('should take the aliases and spellings Intl takes, and a venue with no zone', () => {
    const file = clone(national12);
    file.national.timezone = 'UTC';
    file.venues[0]!.timezone = 'US/Eastern';
    file.venues[1]!.timezone = null;
    delete file.venues[2]!.timezone;
    expect(problemsOf(file)).toEqual([]);
  });

  it('should refuse an empty time zone once, as the schema does', () => {
    const file = clone(national12);
    file.venues[0]!.timezone = '';
    expect(problemsOf(file)).toEqual([
      { path: '$.venues[0].timezone', message: 'must NOT have fewer than 1 characters' },
    ]);
  });
});
