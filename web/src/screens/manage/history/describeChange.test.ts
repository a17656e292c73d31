import type { MatchChangeItem } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { fieldChanges, type Names, newestFirst, whoLabel } from './describeChange';

const names: Names = {
  teams: new Map([
    [1, 'Lions'],
    [2, 'Eagles'],
  ]),
  venues: new Map([[4, 'Oval']]),
  rounds: new Map([[11, 'Round 3']]),
  players: new Map([[90, 'Sam Lee']]),
  timeZone: 'Australia/Sydney',
  kickoffZone: (venueId) => (venueId === 5 ? 'Australia/Brisbane' : 'Australia/Sydney'),
  venueId: null,
};

const change = (over: Partial<MatchChangeItem>): MatchChangeItem => ({
  _id: 1,
  matchId: 7,
  kind: 'fixture',
  by: { tokenId: 3, label: 'Comp admin' },
  at: '2026-11-01T00:00:00.000Z',
  before: {},
  after: {},
  revertedBy: null,
  ...over,
});

describe('a change in words', () => {
  it('should name teams, venues and kickoffs, in a fixed order', () => {
    const moved = change({
      before: { venueId: null, dateTime: '2026-12-05T03:30:00.000Z', homeTeamId: 1, awayTeamId: 2 },
      after: { venueId: 4, dateTime: '2026-12-06T05:00:00.000Z', homeTeamId: 2, awayTeamId: 1 },
    });
    expect(fieldChanges(moved, names)).toEqual([
      { field: 'dateTime', label: 'Kickoff', before: 'Sat 05 Dec, 2:30 PM', after: 'Sun 06 Dec, 4:00 PM' },
      { field: 'venueId', label: 'Venue', before: 'None', after: 'Oval' },
      { field: 'homeTeamId', label: 'Home team', before: 'Lions', after: 'Eagles' },
      { field: 'awayTeamId', label: 'Away team', before: 'Eagles', after: 'Lions' },
    ]);
  });

  it('should read a result: status, scores, who forfeited and the Player of the Match', () => {
    const result = change({
      kind: 'result',
      before: {
        status: 'pre-game',
        homeScore: 0,
        forfeitingTeamId: null,
        playerOfTheMatchId: null,
        perPeriodScore: true,
      },
      after: {
        status: 'forfeit',
        homeScore: 20,
        forfeitingTeamId: 2,
        playerOfTheMatchId: 90,
        perPeriodScore: false,
      },
    });
    expect(fieldChanges(result, names).map((f) => `${f.label}: ${f.before} → ${f.after}`)).toEqual([
      'Status: Pre-Game → Forfeit',
      'Home score: 0 → 20',
      'Forfeited by: Nobody → Eagles',
      'Player of the Match: None → Sam Lee',
    ]);
  });

  it("should read a result's points by period, or None", () => {
    const result = change({
      kind: 'result',
      before: { periodPoints: null },
      after: {
        periodPoints: [
          { homeTeam: 7, awayTeam: 0 },
          { homeTeam: 3, awayTeam: 7 },
        ],
      },
    });
    expect(fieldChanges(result, names).map((f) => `${f.label}: ${f.before} → ${f.after}`)).toEqual([
      'Points by period: None → 1: 7–0, 2: 3–7',
    ]);
  });

  it('should show a removed match by its fixture, not every column it had', () => {
    const removed = change({
      kind: 'removed',
      before: {
        id: 7,
        roundId: 11,
        homeTeamId: 1,
        awayTeamId: null,
        homeScore: 0,
        updatedAt: 'x',
        isBye: true,
      },
    });
    expect(fieldChanges(removed, names).map((f) => `${f.label}: ${f.before} → ${f.after}`)).toEqual([
      'Round: Round 3 → —',
      'Home team: Lions → —',
      'Bye: Yes → —',
    ]);
  });

  it("should read each side's kickoff in the zone of that side's venue", () => {
    const moved = change({
      before: { dateTime: '2027-02-01T23:00:00.000Z', venueId: null },
      after: { dateTime: '2027-02-12T04:30:00.000Z', venueId: 5 },
    });
    expect(fieldChanges(moved, names)[0]).toMatchObject({
      before: 'Tue 02 Feb, 10:00 AM',
      after: 'Fri 12 Feb, 2:30 PM',
    });
    const kept = fieldChanges(change({ before: { dateTime: '2027-02-12T04:30:00.000Z' }, after: {} }), {
      ...names,
      venueId: 5,
    });
    expect(kept[0]!.before).toBe('Fri 12 Feb, 2:30 PM');
  });

  it('should name an id it does not know by what it is', () => {
    const unknown = change({ before: { venueId: 99 }, after: { venueId: null } });
    expect(fieldChanges(unknown, names)[0]).toMatchObject({ before: 'Venue 99', after: 'None' });
  });

  it('should list the newest first, and name a token without a label', () => {
    const a = change({ _id: 1, at: '2026-11-01T00:00:00.000Z' });
    const b = change({ _id: 2, at: '2026-11-02T00:00:00.000Z' });
    const c = change({ _id: 3, at: '2026-11-02T00:00:00.000Z' });
    expect(newestFirst([a, b, c]).map((x) => x._id)).toEqual([3, 2, 1]);
    expect(whoLabel({ tokenId: null, label: null })).toBe('Unknown token');
  });
});
