import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES, type MatchStatus } from '../schemas/values';
import { type MatchPhase, matchPhase, type ScoreboardMatch, scoreboardGroups } from './groups';

const RANK: Record<MatchPhase, number> = { live: 0, upcoming: 1, final: 2 };

const match = (
  id: number,
  competition: number,
  status: MatchStatus,
  hour: number | null,
): ScoreboardMatch => ({
  _id: id,
  status,
  dateTime: hour === null ? null : new Date(Date.UTC(2026, 10, 28, hour)).toISOString(),
  competition: { _id: competition, name: `Competition ${competition}` },
});

describe('matchPhase', () => {
  it('should call a match live as the live lists do, pre-game upcoming, and the rest final', () => {
    expect(matchPhase('second-quarter')).toBe('live');
    expect(matchPhase('half-time')).toBe('live');
    expect(matchPhase('pre-game')).toBe('upcoming');
    expect(['final', 'forfeit', 'washout', 'cancelled'].map((s) => matchPhase(s as MatchStatus))).toEqual([
      'final',
      'final',
      'final',
      'final',
    ]);
  });
});

describe('scoreboardGroups', () => {
  it('should put live matches first, then upcoming, then final, in groups ordered the same way', () => {
    const groups = scoreboardGroups([
      match(1, 10, 'final', 1),
      match(2, 10, 'pre-game', 9),
      match(3, 20, 'final', 2),
      match(4, 30, 'pre-game', 8),
      match(5, 30, 'third-quarter', 3),
      match(6, 10, 'pre-game', 7),
      match(7, 30, 'first-quarter', 4),
    ]);
    expect(groups.map((g) => [g.competition._id, g.phase, g.matches.map((m) => m._id)])).toEqual([
      [30, 'live', [5, 7, 4]],
      [10, 'upcoming', [6, 2, 1]],
      [20, 'final', [3]],
    ]);
  });

  const arbMatches = fc
    .array(
      fc.record({
        competition: fc.integer({ min: 1, max: 5 }),
        status: fc.constantFrom(...MATCH_STATUSES),
        hour: fc.option(fc.integer({ min: 0, max: 23 })),
      }),
      { maxLength: 40 },
    )
    .map((rows) => rows.map((r, i) => match(i + 1, r.competition, r.status, r.hour)));

  it('should show every match once, in its own competition, in phase order within and across groups', () => {
    fc.assert(
      fc.property(arbMatches, (matches) => {
        const groups = scoreboardGroups(matches);
        const shown = groups.flatMap((g) => g.matches);
        expect(shown.map((m) => m._id).sort((a, b) => a - b)).toEqual(matches.map((m) => m._id));
        expect(new Set(groups.map((g) => g.competition._id)).size).toBe(groups.length);
        groups.forEach((group, i) => {
          const ranks = group.matches.map((m) => RANK[matchPhase(m.status)]);
          expect(group.matches.every((m) => m.competition._id === group.competition._id)).toBe(true);
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
          expect(RANK[group.phase]).toBe(Math.min(...ranks));
          if (i > 0) expect(RANK[groups[i - 1]!.phase]).toBeLessThanOrEqual(RANK[group.phase]);
        });
        // Every live match comes before every match of its group to come or over.
        for (const group of groups) {
          const firstNotLive = group.matches.findIndex((m) => matchPhase(m.status) !== 'live');
          if (firstNotLive >= 0)
            expect(group.matches.slice(firstNotLive).some((m) => matchPhase(m.status) === 'live')).toBe(
              false,
            );
        }
      }),
    );
  });
});
