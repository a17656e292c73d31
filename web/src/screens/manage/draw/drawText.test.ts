import { DRAW_MAX_BYTES, type DrawOutcome } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { byteSize, mayImport, rowChanges, rowMatch, tooBig } from './drawText';

const outcome = (over: Partial<DrawOutcome> = {}): DrawOutcome => ({
  competitionId: 3,
  written: false,
  added: 2,
  changed: 1,
  unchanged: 4,
  rows: [],
  ...over,
});

describe('the draw upload', () => {
  it('should refuse a file over the API’s limit, saying by how much', () => {
    expect(tooBig(DRAW_MAX_BYTES)).toBeNull();
    expect(tooBig(DRAW_MAX_BYTES + 1)).toBe(
      'This file is 1,025 KB: a draw may be at most 1,024 KB. Split it into smaller files.',
    );
    expect(byteSize('é,ü')).toBe(5);
  });

  it('should import only after a clean preview of the very same text', () => {
    expect(mayImport(null, 'a')).toBe(false);
    expect(mayImport({ text: 'a', outcome: outcome() }, 'a')).toBe(true);
    expect(mayImport({ text: 'a', outcome: outcome() }, 'a ')).toBe(false);
    expect(mayImport({ text: 'a', outcome: outcome({ added: 0, changed: 0 }) }, 'a')).toBe(false);
    expect(mayImport({ text: 'a', outcome: outcome({ written: true }) }, 'a')).toBe(false);
  });

  it('should put a changed row in words, its kickoff in the zone', () => {
    const plan = {
      before: { dateTime: '2027-03-06T03:30:00.000Z', venue: null },
      after: { dateTime: '2027-03-07T03:30:00.000Z', venue: 'City Oval' },
    };
    expect(rowChanges(plan, 'Australia/Sydney')).toEqual([
      { key: 'dateTime', label: 'Kickoff', before: 'Sat 06 Mar, 2:30 PM', after: 'Sun 07 Mar, 2:30 PM' },
      { key: 'venue', label: 'Venue', before: 'None', after: 'City Oval' },
    ]);
  });

  it('should name an added row’s match', () => {
    const match = {
      round: 'Round 1',
      dateTime: '2027-03-06T03:30:00.000Z',
      home: 'Lions',
      away: 'Eagles',
      venue: 'City Oval',
      field: 'Field 1',
      homeScore: 0,
      awayScore: 0,
      status: 'pre-game',
    };
    expect(rowMatch(match, 'Australia/Sydney')).toBe(
      'Round 1: Lions v Eagles, Sat 06 Mar, 2:30 PM, City Oval (Field 1)',
    );
  });
});
