import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FilterableMatch,
  filterByes,
  filterMatches,
  type MatchFilters,
  NO_FILTERS,
  passesPool,
  passesStatus,
  roundKey,
  roundOptions,
  STATUS_FILTERS,
} from './matchFilters';
import { groupByRound } from './rounds';
import { MATCH_STATUSES, type RoundType } from './schemas/values';

const team = (id: number, name = `Team ${id}`) => ({ _id: id, name });
const teamArb = fc.option(
  fc.record({ _id: fc.integer({ min: 1, max: 12 }), name: fc.constantFrom('Lions', 'Tigers', 'Sea Eagles') }),
  { nil: null },
);
const roundArb = fc.option(
  fc.record({
    type: fc.constantFrom<RoundType>('regular', 'Regular', 'knockout', 'Final'),
    number: fc.integer({ min: 1, max: 6 }),
  }),
  { nil: null },
);
const matchArb: fc.Arbitrary<FilterableMatch> = fc.record({
  status: fc.constantFrom(...MATCH_STATUSES),
  round: roundArb,
  pool: fc.option(fc.record({ name: fc.constantFrom('Pool A', 'Pool B') }), { nil: null }),
  homeTeam: teamArb,
  awayTeam: teamArb,
});
const pools = [
  { name: 'Pool A', teams: [1, 2, 3, 4, 5, 6] },
  { name: 'Pool B', teams: [7, 8, 9, 10, 11] },
];
const filtersArb: fc.Arbitrary<MatchFilters> = fc.record({
  status: fc.constantFrom(...STATUS_FILTERS.map((s) => s.value)),
  pool: fc.constantFrom(null, 'Pool A', 'Pool B'),
  round: fc.constantFrom(null, 'regular-1', 'regular-2', 'final-1'),
  team: fc.constantFrom('', 'li', 'TIGERS', ' sea '),
});

describe('passesStatus', () => {
  it('should pass everything for all, and the exact status for upcoming and final', () => {
    for (const status of MATCH_STATUSES) {
      expect(passesStatus(status, 'all')).toBe(true);
      expect(passesStatus(status, 'pre-game')).toBe(status === 'pre-game');
      expect(passesStatus(status, 'final')).toBe(status === 'final');
    }
  });

  it('should count every status of a match under way as live', () => {
    for (const status of ['first-half', 'second-half', 'live', 'half-time', 'third-quarter', 'sets'] as const)
      expect(passesStatus(status, 'live')).toBe(true);
    for (const status of ['pre-game', 'final', 'forfeit', 'washout'] as const)
      expect(passesStatus(status, 'live')).toBe(false);
  });
});

describe('passesPool', () => {
  it('should pass a pool match by pool name and a poolless match by either team', () => {
    const poolA = pools[0]!;
    expect(passesPool({ pool: { name: 'Pool A' }, homeTeam: team(9), awayTeam: team(10) }, poolA)).toBe(true);
    expect(passesPool({ pool: { name: 'Pool B' }, homeTeam: team(1), awayTeam: team(2) }, poolA)).toBe(false);
    expect(passesPool({ pool: null, homeTeam: team(9), awayTeam: team(2) }, poolA)).toBe(true);
    expect(passesPool({ pool: null, homeTeam: team(9), awayTeam: null }, poolA)).toBe(false);
  });
});

describe('filterMatches', () => {
  it('should keep exactly the matches that pass every filter, in order', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 30 }), filtersArb, (matches, filters) => {
        const kept = filterMatches(matches, filters, pools);
        const text = filters.team.trim().toLowerCase();
        const expected = matches.filter((m) => {
          const pool = pools.find((p) => p.name === filters.pool);
          return (
            passesStatus(m.status, filters.status) &&
            (!pool || passesPool(m, pool)) &&
            (filters.round === null || roundKey(m.round) === filters.round) &&
            (!text || [m.homeTeam, m.awayTeam].some((t) => t?.name.toLowerCase().includes(text)))
          );
        });
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('should narrow as filters are added and keep everything with none', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 30 }), filtersArb, (matches, filters) => {
        expect(filterMatches(matches, NO_FILTERS, pools)).toEqual(matches);
        const one = filterMatches(matches, { ...NO_FILTERS, status: filters.status }, pools);
        const all = filterMatches(matches, filters, pools);
        for (const m of all) expect(one).toContain(m);
      }),
    );
  });

  it('should pass nothing for a pool the competition does not have', () => {
    const matches = [
      { status: 'final' as const, round: null, pool: null, homeTeam: team(1), awayTeam: team(2) },
    ];
    expect(filterMatches(matches, { ...NO_FILTERS, pool: 'Pool Z' }, pools)).toEqual([]);
  });
});

describe('filterByes', () => {
  const bye = (id: number, name: string, number: number) => ({
    team: team(id, name),
    round: { number, type: 'regular' as const },
  });

  it('should follow the pool, round and team filters and ignore the status filter', () => {
    const byes = [bye(1, 'Lions', 1), bye(8, 'Tigers', 1), bye(2, 'Sea Eagles', 2)];
    expect(filterByes(byes, { ...NO_FILTERS, status: 'live' }, pools)).toEqual(byes);
    expect(filterByes(byes, { ...NO_FILTERS, pool: 'Pool B' }, pools)).toEqual([byes[1]]);
    expect(filterByes(byes, { ...NO_FILTERS, round: 'regular-2' }, pools)).toEqual([byes[2]]);
    expect(filterByes(byes, { ...NO_FILTERS, team: 'EAG' }, pools)).toEqual([byes[2]]);
  });
});

describe('roundOptions', () => {
  it('should list each round once, in the order and with the headings of the round groups', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 30 }), (matches) => {
        const withIds = matches.map((m, i) => ({ ...m, _id: i + 1, dateTime: null }));
        const groups = groupByRound(withIds.filter((m) => m.round));
        const options = roundOptions(matches);
        expect(options.map((o) => o.label)).toEqual(groups.map((g) => g.label));
        expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
        for (const [i, group] of groups.entries())
          for (const m of group.matches) expect(roundKey(m.round)).toBe(options[i]!.key);
      }),
    );
  });
});
