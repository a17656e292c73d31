import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../schemas/values';
import {
  completedAndUpcoming,
  latestMatch,
  type RecordMatch,
  resultFor,
  seasonsOf,
  sideOf,
  teamRecord,
} from './record';

const TEAM = 7;
const NOW = new Date('2026-11-24T12:00:00Z');
let nextId = 1;
const match = (
  status: MatchStatus,
  own: number,
  other: number,
  extra: { home?: boolean; dateTime?: string | null } = {},
): RecordMatch => {
  const home = extra.home ?? true;
  return {
    _id: nextId++,
    status,
    dateTime: extra.dateTime === undefined ? '2026-11-01T08:00:00Z' : extra.dateTime,
    scores: home ? { homeTeam: own, awayTeam: other } : { homeTeam: other, awayTeam: own },
    homeTeam: { _id: home ? TEAM : 9, name: home ? 'Us' : 'Them' },
    awayTeam: { _id: home ? 9 : TEAM, name: home ? 'Them' : 'Us' },
  } as RecordMatch;
};

describe('team record', () => {
  it("should count only final matches, won or lost by the team's own side", () => {
    const matches = [
      match('final', 20, 10),
      match('final', 3, 17, { home: false }),
      match('final', 14, 14),
      match('forfeit', 0, 28),
      match('fourth-quarter', 30, 0),
      match('pre-game', 0, 0),
    ];
    expect(teamRecord(matches, TEAM)).toEqual({ played: 3, won: 1, lost: 1 });
    expect(resultFor(matches[1]!, TEAM)).toBe('L');
    expect(sideOf(matches[1]!, TEAM)).toBe('awayTeam');
  });

  it('should always have played = won + lost + drawn, over any matches', () => {
    const status = fc.constantFrom<MatchStatus>('final', 'pre-game', 'forfeit', 'washout', 'second-quarter');
    const matches = fc.array(
      fc
        .tuple(status, fc.nat(60), fc.nat(60), fc.boolean())
        .map(([s, a, b, home]) => match(s, a, b, { home })),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(matches, (list) => {
        const record = teamRecord(list, TEAM);
        const drawn = list.filter((m) => resultFor(m, TEAM) === 'D').length;
        expect(record.played).toBe(record.won + record.lost + drawn);
        expect(record.played).toBe(list.filter((m) => m.status === 'final').length);
      }),
    );
  });

  it('should take as latest the most recent past match that is not pre-game', () => {
    const older = match('final', 1, 0, { dateTime: '2026-11-10T08:00:00Z' });
    const newer = match('third-quarter', 1, 0, { dateTime: '2026-11-24T11:00:00Z' });
    const upcoming = match('pre-game', 0, 0, { dateTime: '2026-11-23T08:00:00Z' });
    const future = match('final', 0, 0, { dateTime: '2026-12-01T08:00:00Z' });
    expect(latestMatch([older, upcoming, newer, future], NOW)).toBe(newer);
    expect(latestMatch([upcoming, future], NOW)).toBeNull();
  });

  it('should split completed (newest first) from upcoming (soonest first), each dated match once', () => {
    const dates = fc.array(
      fc.tuple(fc.integer({ min: -30, max: 30 }), fc.constantFrom<MatchStatus>('final', 'pre-game')),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(dates, (list) => {
        const matches = list.map(([days, status]) =>
          match(status, 1, 0, { dateTime: new Date(NOW.getTime() + days * 86_400_000 + 1).toISOString() }),
        );
        const { completed, upcoming } = completedAndUpcoming(matches, NOW);
        expect(completed.length + upcoming.length).toBe(matches.length);
        for (const m of upcoming)
          expect(m.status === 'final' || Date.parse(m.dateTime!) <= NOW.getTime()).toBe(false);
        const times = (l: RecordMatch[]) => l.map((m) => Date.parse(m.dateTime!));
        expect(times(completed)).toEqual([...times(completed)].sort((a, b) => b - a));
        expect(times(upcoming)).toEqual([...times(upcoming)].sort((a, b) => a - b));
      }),
    );
  });

  it("should offer the team's season and its matches', newest first, once each", () => {
    expect(seasonsOf(2026, [{ season: 2025 }, { season: 2026 }, { season: 2025 }])).toEqual([2026, 2025]);
    expect(seasonsOf(null, [])).toEqual([]);
  });
});
