import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from './api/match';
import {
  CALENDAR_MATCH_MINUTES,
  calendarEventOf,
  calendarFeedPath,
  calendarSummary,
  calendarUid,
  webcalUrl,
} from './calendar';
import { roundLabel } from './rounds';
import { MATCH_STATUSES, type RoundType } from './schemas/values';

const ROUND_TYPES: RoundType[] = ['regular', 'Regular', 'knockout', 'Knockout', 'Final'];

const NATIONAL = { id: 14, timezone: 'Australia/Sydney' };
const team = (_id: number, name: string) => ({
  _id,
  name,
  season: 2026,
  orgtree: { national: { _id: 14, name: 'AGF' }, state: null, association: null, club: null },
});

function aMatch(overrides: Partial<MatchSummary> = {}): MatchSummary {
  return {
    _id: 50,
    matchName: null,
    season: 2026,
    status: 'pre-game',
    dateTime: '2026-11-28T04:00:00.000Z',
    competition: { _id: 3, name: 'Premier League', season: 2026, display: {} as never },
    competitionSettings: { type: 'vs' },
    venue: {
      _id: 9,
      name: 'Uni Oval',
      venueTimezone: 'Australia/Perth',
      address: { lat: -33.88, lng: 151.19 },
    },
    round: { _id: 1, type: 'regular', number: 4, name: null, displayName: null },
    pool: null,
    homeTeam: team(1, 'Lions'),
    awayTeam: team(2, 'Tigers'),
    scores: { homeTeam: 21, awayTeam: 14 },
    meta: { isBye: false, isTba: false, forfeitingTeam: null, field: { name: 'Field 2' } },
    referees: [],
    periods: 4,
    display: { perPeriodScore: false },
    setScoring: null,
    setScores: [],
    currentSetId: null,
    sportType: { value: 'gridiron' },
    ...overrides,
  } as MatchSummary;
}

describe('calendarUid', () => {
  it('should be one per match and national, whatever else changes', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), (n1, m1, n2, m2) => {
        expect(calendarUid(n1, m1) === calendarUid(n2, m2)).toBe(n1 === n2 && m1 === m2);
      }),
    );
  });
});

describe('calendarSummary', () => {
  it('should put the score in the title once the match is final, and only then', () => {
    for (const status of MATCH_STATUSES)
      expect(calendarSummary(aMatch({ status }))).toBe(
        status === 'final' ? 'Lions 21–14 Tigers' : 'Lions vs Tigers',
      );
  });

  it('should name a team still to be decided TBA', () => {
    expect(calendarSummary(aMatch({ awayTeam: null }))).toBe('Lions vs TBA');
  });
});

describe('calendarEventOf', () => {
  it('should place the match at its venue and field, for its length, with the kick-off on the venue’s clock', () => {
    const event = calendarEventOf(aMatch(), NATIONAL)!;
    expect(event.uid).toBe(calendarUid(14, 50));
    expect(event.start.toISOString()).toBe('2026-11-28T04:00:00.000Z');
    expect(event.end.getTime() - event.start.getTime()).toBe(CALENDAR_MATCH_MINUTES * 60_000);
    expect(event.location).toBe('Uni Oval, Field 2');
    expect(event.geo).toEqual({ lat: -33.88, lon: 151.19 });
    expect(event.description).toBe(
      'Premier League, Round 4\nKick-off Saturday 28 November 2026, 12:00 PM (Australia/Perth)',
    );
    expect(event.path).toBe('/matches/50');
  });

  it('should name the round as the match card does, whether or not it has a name of its own', () => {
    const round = fc.record({
      _id: fc.nat(),
      type: fc.constantFrom(...ROUND_TYPES),
      number: fc.integer({ min: 1, max: 30 }),
      name: fc.option(fc.constantFrom('Quarter Final', 'Grand Final', '3'), { nil: null }),
      displayName: fc.option(fc.constantFrom('Wildcard Weekend', 'Semi Final'), { nil: null }),
    });
    fc.assert(
      fc.property(round, (r) => {
        const event = calendarEventOf(aMatch({ round: r }), NATIONAL)!;
        expect(event.description.split('\n')[0]).toBe(`Premier League, ${roundLabel(r)}`);
      }),
    );
    expect(calendarEventOf(aMatch({ round: null }), NATIONAL)!.description).toMatch(/^Premier League\n/);
  });

  it('should use the national’s clock for a match with no venue', () => {
    const event = calendarEventOf(aMatch({ venue: null }), NATIONAL)!;
    expect(event.location).toBeNull();
    expect(event.geo).toBeNull();
    expect(event.description).toContain('3:00 PM (Australia/Sydney)');
  });

  it('should leave out byes and matches with no date', () => {
    expect(calendarEventOf(aMatch({ dateTime: null }), NATIONAL)).toBeNull();
    expect(calendarEventOf(aMatch({ meta: { ...aMatch().meta, isBye: true } }), NATIONAL)).toBeNull();
  });
});

describe('calendarFeedPath', () => {
  it('should carry the national in the query, for clients that send no header', () => {
    expect(calendarFeedPath('teams', 7, 14)).toBe('/touchline/api/v1/live/teams/7/calendar.ics?national=14');
    expect(webcalUrl('scores.example.org', calendarFeedPath('competitions', 3, 12))).toBe(
      'webcal://scores.example.org/touchline/api/v1/live/competitions/3/calendar.ics?national=12',
    );
  });
});
