import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundKey } from '../matchFilters';
import { MATCH_STATUSES, type MatchStatus, type RoundType } from '../schemas/values';
import {
  asStatusChip,
  COMPETITION_STATUS_CHIPS,
  competitionPageMatches,
  isFinishedStatus,
  matchesOfRound,
  type PageMatch,
  passesStatusChip,
  roundStrip,
} from './competitionMatches';

const at = (iso: string) => Date.parse(iso);
const match = (
  id: number,
  status: MatchStatus,
  round: { type: RoundType; number: number } | null,
  dateTime: string | null = '2026-10-03T01:00:00.000Z',
  isBye = false,
): PageMatch => ({ _id: id, status, round, dateTime, meta: { isBye } });
const regular = (number: number) => ({ type: 'regular' as const, number });

describe('competitionPageMatches', () => {
  it('should leave out byes and matches in a hidden window', () => {
    const hidden = [{ from: at('2026-10-10T00:00:00Z'), to: at('2026-10-11T00:00:00Z') }];
    const list = [
      match(1, 'final', regular(1)),
      match(2, 'final', regular(1), '2026-10-03T03:00:00.000Z', true),
      match(3, 'pre-game', regular(2), '2026-10-10T03:00:00.000Z'),
      match(4, 'pre-game', regular(3), null),
    ];
    expect(competitionPageMatches(list, hidden).map((m) => m._id)).toEqual([1, 4]);
  });
});

describe('status chips', () => {
  it('should be labelled as the spec says', () => {
    expect(COMPETITION_STATUS_CHIPS.map((c) => c.label)).toEqual([
      'All',
      'LIVE',
      'Pre-Game',
      'Final',
      'Forfeited',
    ]);
  });

  it('should match the spec 4 meanings', () => {
    expect(passesStatusChip('pre-game', 'pre-game')).toBe(true);
    expect(passesStatusChip('washout', 'final')).toBe(true);
    expect(passesStatusChip('cancelled', 'final')).toBe(true);
    expect(passesStatusChip('cancelled', 'live')).toBe(false);
    expect(passesStatusChip('forfeit', 'final')).toBe(true);
    expect(passesStatusChip('forfeit', 'forfeited')).toBe(true);
    expect(passesStatusChip('final', 'forfeited')).toBe(false);
    expect(passesStatusChip('third-quarter', 'live')).toBe(true);
    expect(passesStatusChip('half-time', 'live')).toBe(true);
    expect(passesStatusChip('final', 'live')).toBe(false);
  });

  it('should put every status under All and exactly one of LIVE, Pre-Game and Final', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MATCH_STATUSES), (status) => {
        expect(passesStatusChip(status, 'all')).toBe(true);
        const under = (['live', 'pre-game', 'final'] as const).filter((chip) =>
          passesStatusChip(status, chip),
        );
        expect(under).toHaveLength(1);
        if (passesStatusChip(status, 'forfeited')) expect(passesStatusChip(status, 'final')).toBe(true);
      }),
    );
  });

  it('should read unknown chips from the address as All', () => {
    expect(asStatusChip('live')).toBe('live');
    expect(asStatusChip('LIVE')).toBe('all');
    expect(asStatusChip(null)).toBe('all');
  });
});

describe('roundStrip', () => {
  it('should list each round once, in round order, by its label rules', () => {
    const list = [
      match(1, 'final', { type: 'Final', number: 1 }),
      match(2, 'final', regular(2)),
      match(3, 'final', regular(1)),
      match(4, 'final', regular(2)),
    ];
    expect(roundStrip(list)).toEqual([
      { key: 'regular-1', label: 'Round 1' },
      { key: 'regular-2', label: 'Round 2' },
      { key: 'final-1', label: 'Final 1' },
    ]);
  });
});

describe('matchesOfRound', () => {
  const list = [
    match(1, 'final', regular(1)),
    match(2, 'forfeit', regular(1)),
    match(3, 'pre-game', regular(2)),
    match(4, 'second-quarter', regular(2)),
    match(5, 'pre-game', regular(3)),
  ];
  const ids = (round: string | null) => matchesOfRound(list, round).map((m) => m._id);

  it('should give every match for ALL ROUNDS', () => {
    expect(ids(null)).toEqual([1, 2, 3, 4, 5]);
  });

  it("should append the next round's matches when every match of the round is over", () => {
    expect(ids('regular-1')).toEqual([1, 2, 3, 4]);
  });

  it('should give the round alone while any of its matches is not over, or when it is the last', () => {
    expect(ids('regular-2')).toEqual([3, 4]);
    expect(matchesOfRound([match(1, 'final', regular(1))], 'regular-1').map((m) => m._id)).toEqual([1]);
    expect(ids('regular-9')).toEqual([]);
  });

  it('should always hold the whole round, and more only when it is over and then only the next round', () => {
    const arb = fc.array(
      fc.record({
        _id: fc.integer({ min: 1, max: 1000 }),
        status: fc.constantFrom<MatchStatus>('pre-game', 'final', 'forfeit', 'washout', 'first-half'),
        round: fc.record({
          type: fc.constantFrom<RoundType>('regular', 'Final'),
          number: fc.integer({ min: 1, max: 4 }),
        }),
        dateTime: fc.constant(null),
        meta: fc.constant({ isBye: false }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom('regular-1', 'regular-2', 'regular-4', 'final-1'),
        (matches, round) => {
          const shown = matchesOfRound(matches, round);
          const own = matches.filter((m) => roundKey(m.round) === round);
          expect(shown.slice(0, own.length)).toEqual(own);
          const extra = shown.slice(own.length);
          if (extra.length) {
            expect(own.every((m) => isFinishedStatus(m.status))).toBe(true);
            const strip = roundStrip(matches).map((r) => r.key);
            const next = strip[strip.indexOf(round) + 1];
            expect(extra.every((m) => roundKey(m.round) === next)).toBe(true);
          }
        },
      ),
    );
  });
});
