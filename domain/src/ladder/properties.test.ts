import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchStatus, SortTemplate } from '../schemas/values';
import { computeLadder, type LadderInput, type LadderRow } from './compute';
import { roundDate, template } from './fixtures';
import type { LadderMatch } from './results';
import { ASCENDING_STATS, HEAD_TO_HEAD } from './sort';
import { STAT_OPTIONS, type StatKey } from './stats';

const RUNS = { numRuns: 200 };
const MAX_ROUND = 6;
const SORT_VALUES = [...STAT_OPTIONS.map((o) => o.value), HEAD_TO_HEAD, 'notAStat'];
const STATUSES: MatchStatus[] = [
  'final',
  'final',
  'final',
  'forfeit',
  'washout',
  'disputed',
  'live',
  'pre-game',
];

const arbSortTemplate: fc.Arbitrary<SortTemplate> = fc.record({
  useSortOptions: fc.boolean(),
  selectedSortOptionsSorted: fc.array(fc.record({ value: fc.constantFrom(...SORT_VALUES) }), {
    maxLength: 4,
  }),
  selectedSortByOptions: fc.array(fc.record({ value: fc.constantFrom(...SORT_VALUES) }), { maxLength: 2 }),
  sortBy: fc.array(fc.record({ value: fc.constantFrom(...SORT_VALUES) }), { maxLength: 2 }),
});

const points = fc.integer({ min: -3, max: 6 });
const arbTemplate = fc
  .record({
    sort: arbSortTemplate,
    pointsForWin: points,
    pointsForDraw: points,
    pointsForLoss: points,
    pointsForBye: points,
    pointsForForfeitWin: points,
    pointsForForfeitLoss: points,
    bonusCountAsPlayed: fc.boolean(),
    defaultScoreFFReceived: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ sort, ...rules }) => template({ ...sort, ...rules }));

/** Low scores often, so that draws are common; high ones sometimes. */
const score = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 60 }));

/** A random season: 2–12 teams, rounds of random pairings with random results, byes, windows. */
const arbSeason = (options: { roundless: boolean }) =>
  fc.integer({ min: 2, max: 12 }).chain((n) => {
    const team = fc.nat(n - 1);
    const round = options.roundless
      ? fc.option(fc.integer({ min: 1, max: MAX_ROUND }), { nil: null, freq: 4 })
      : fc.integer({ min: 1, max: MAX_ROUND });
    const match = fc.record({
      round,
      home: team,
      offset: fc.integer({ min: 1, max: n - 1 }),
      homeScore: score,
      awayScore: score,
      status: fc.constantFrom(...STATUSES),
      forfeit: fc.constantFrom('home', 'away', 'home', 'away', 'none'),
      isBye: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
    });
    return fc.record({
      names: fc.array(fc.constantFrom('Alpha', 'Bravo', 'Charlie', 'alpha', 'Écho'), {
        minLength: n,
        maxLength: n,
      }),
      pools: fc.option(fc.array(fc.constantFrom('Pool A', 'Pool B', null), { minLength: n, maxLength: n }), {
        freq: 2,
      }),
      matches: fc.array(match, { minLength: 1, maxLength: 48, size: 'max' }),
      template: arbTemplate,
      compTypeTemplate: fc.option(arbSortTemplate),
      adjustments: fc.array(fc.record({ teamId: fc.integer({ min: 1, max: n + 1 }), points: points }), {
        maxLength: 3,
      }),
      hideRounds: fc.array(
        fc
          .tuple(fc.integer({ min: 1, max: MAX_ROUND }), fc.integer({ min: 0, max: 2 }))
          .map(([from, length]) => ({ from: roundDate(from), to: roundDate(from + length) })),
        { maxLength: 1 },
      ),
      seed: fc.integer(),
    });
  });

type Season = fc.Arbitrary<ReturnType<typeof toInput>>;

/** Turns a generated season into the engine's input; ids start at 1 so 0 never means a team. */
function toInput(s: {
  names: string[];
  pools: (string | null)[] | null;
  matches: {
    round: number | null;
    home: number;
    offset: number;
    homeScore: number;
    awayScore: number;
    status: MatchStatus;
    forfeit: string;
    isBye: boolean;
  }[];
  template: LadderInput['template'];
  compTypeTemplate: SortTemplate | null;
  adjustments: { teamId: number; points: number }[];
  hideRounds: { from: number; to: number }[];
  seed: number;
}) {
  const n = s.names.length;
  const teams = s.names.map((name, i) => ({ id: i + 1, name, pool: s.pools?.[i] ?? null }));
  const matches = s.matches.map((m, i): LadderMatch => {
    const home = m.home + 1;
    const away = ((m.home + m.offset) % n) + 1;
    return {
      id: 1000 + i,
      round: m.round,
      homeTeamId: home,
      awayTeamId: m.isBye ? null : away,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      status: m.status,
      isBye: m.isBye,
      forfeitingTeamId: m.forfeit === 'home' ? home : m.forfeit === 'away' ? away : null,
      dateTime: m.round == null ? null : roundDate(m.round),
    };
  });
  const input: LadderInput = {
    teams,
    matches,
    template: s.template,
    compTypeTemplate: s.compTypeTemplate,
    adjustments: s.adjustments,
    hideRounds: s.hideRounds,
  };
  return { input, seed: s.seed };
}

const seasons: Season = arbSeason({ roundless: true }).map(toInput);
const roundedSeasons: Season = arbSeason({ roundless: false }).map(toInput);

/** A deterministic Fisher–Yates shuffle (mulberry32), so a failing case can be replayed. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const sum = (rows: readonly LadderRow[], key: StatKey) => rows.reduce((total, r) => total + r.stats[key], 0);

describe('computeLadder › properties of random seasons', () => {
  it('should have as many wins as losses across the ladder, and draws in pairs', () => {
    fc.assert(
      fc.property(seasons, ({ input }) => {
        const { teams } = computeLadder(input);
        expect(sum(teams, 'matchesWon')).toBe(sum(teams, 'matchesLost'));
        expect(sum(teams, 'matchesDrawn') % 2).toBe(0);
        expect(sum(teams, 'numberForfeitsWin')).toBe(sum(teams, 'numberForfeitsLoss'));
      }),
      RUNS,
    );
  });

  it('should have as many points for as points against across the ladder', () => {
    fc.assert(
      fc.property(seasons, ({ input }) => {
        const { teams } = computeLadder(input);
        expect(sum(teams, 'pointsFor')).toBe(sum(teams, 'pointsAgainst'));
        expect(sum(teams, 'pointsDifference')).toBe(0);
      }),
      RUNS,
    );
  });

  it('should count as played the wins, draws and losses, plus byes when they count as played', () => {
    fc.assert(
      fc.property(seasons, ({ input }) => {
        for (const { stats } of computeLadder(input).teams) {
          const byes = input.template.bonusCountAsPlayed ? stats.byes : 0;
          expect(stats.matchesPlayed).toBe(stats.matchesWon + stats.matchesDrawn + stats.matchesLost + byes);
          expect(stats.numberOfForfeits).toBe(stats.numberForfeitsWin + stats.numberForfeitsLoss);
        }
      }),
      RUNS,
    );
  });

  it('should number each pool 1..n with no gaps, every team once, pools in name order', () => {
    fc.assert(
      fc.property(seasons, ({ input }) => {
        const ladder = computeLadder(input);
        expect(ladder.teams.map((r) => r.id).sort((a, b) => a - b)).toEqual(input.teams.map((t) => t.id));
        const pools = [...new Set(ladder.teams.map((r) => r.pool))];
        // Each pool's rows are together, and the pools come in name order.
        expect(ladder.teams.map((r) => r.pool)).toEqual(
          pools.flatMap((p) => ladder.teams.filter((r) => r.pool === p).map(() => p)),
        );
        expect(pools).toEqual([...pools].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
        for (const pool of pools)
          expect(ladder.teams.filter((r) => r.pool === pool).map((r) => r.position)).toEqual(
            ladder.teams.filter((r) => r.pool === pool).map((_, i) => i + 1),
          );
      }),
      RUNS,
    );
  });

  it('should order each pool on its first sort key', () => {
    fc.assert(
      fc.property(seasons, ({ input }) => {
        const ladder = computeLadder(input);
        const key = ladder.sortKeys[0]!;
        if (key === HEAD_TO_HEAD) return;
        const sign = ASCENDING_STATS.has(key) ? -1 : 1;
        ladder.teams.forEach((row, i) => {
          const next = ladder.teams[i + 1];
          if (next && next.pool === row.pool)
            expect(sign * row.stats[key]).toBeGreaterThanOrEqual(sign * next.stats[key]);
        });
      }),
      RUNS,
    );
  });

  it('should not change when the matches, teams and adjustments come in another order', () => {
    fc.assert(
      fc.property(seasons, ({ input, seed }) => {
        const shuffled: LadderInput = {
          ...input,
          teams: shuffle(input.teams, seed),
          matches: shuffle(input.matches, seed + 1),
          adjustments: shuffle(input.adjustments ?? [], seed + 2),
        };
        expect(computeLadder(shuffled)).toEqual(computeLadder(input));
      }),
      RUNS,
    );
  });

  it('should not change when matches of teams off the ladder are added', () => {
    fc.assert(
      fc.property(seasons, ({ input }) => {
        const outsider = input.teams.length + 1;
        const extra = input.matches.map((m, i) => ({
          ...m,
          id: 5000 + i,
          round: m.round == null ? null : m.round + 1,
          homeTeamId: m.isBye || i % 2 ? outsider : m.homeTeamId,
          awayTeamId: m.isBye ? null : i % 2 ? m.awayTeamId : outsider,
          forfeitingTeamId: outsider,
        }));
        const withOutsider = { ...input, adjustments: [], matches: [...input.matches, ...extra] };
        expect(computeLadder(withOutsider)).toEqual(computeLadder({ ...input, adjustments: [] }));
      }),
      RUNS,
    );
  });

  it('should make the ladder after the last round the full ladder when every match has a round', () => {
    fc.assert(
      fc.property(roundedSeasons, ({ input }) => {
        const ladder = computeLadder(input);
        const { maxRound, perRound } = ladder.teamsWithStatsByRound;
        expect(Object.keys(perRound).map(Number)).toEqual(Array.from({ length: maxRound }, (_, i) => i + 1));
        if (maxRound > 0) expect(perRound[maxRound]).toEqual(ladder.teams);
      }),
      RUNS,
    );
  });

  it('should only ever add to the counts from one round to the next', () => {
    const counted: StatKey[] = ['matchesWon', 'matchesDrawn', 'matchesLost', 'byes', 'numberOfForfeits'];
    fc.assert(
      fc.property(roundedSeasons, ({ input }) => {
        const { maxRound, perRound } = computeLadder(input).teamsWithStatsByRound;
        for (let round = 2; round <= maxRound; round++)
          for (const row of perRound[round]!) {
            const before = perRound[round - 1]!.find((r) => r.id === row.id)!;
            expect(row.previousPosition).toBe(before.position);
            for (const key of counted) expect(row.stats[key]).toBeGreaterThanOrEqual(before.stats[key]);
          }
      }),
      RUNS,
    );
  });
});
