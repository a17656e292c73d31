import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLadder, type LadderGrouping, type LadderRow, type LadderTeamInput } from './compute';
import { game } from './fixtures';
import { winPercentage } from './records';
import type { Duel, LadderMatch } from './results';
import { GRIDIRON_TIE_BREAKERS, gridironLadderTemplate } from './templates';
import { breakTie, type ChainContext } from './tieBreakers';

const RUNS = { numRuns: 150 };
const DIVISIONS = [
  { pool: 'North', conference: 'Eastern' },
  { pool: 'South', conference: 'Eastern' },
  { pool: 'West', conference: 'Western' },
];

/** A random gridiron season: low scores, so ties between teams and games are common. */
const arbSeason = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    divisions: fc.array(fc.nat(DIVISIONS.length - 1), { minLength: n, maxLength: n }),
    games: fc.array(
      fc.record({
        home: fc.nat(n - 1),
        offset: fc.integer({ min: 1, max: n - 1 }),
        homeScore: fc.integer({ min: 0, max: 3 }),
        awayScore: fc.integer({ min: 0, max: 3 }),
      }),
      { maxLength: 30 },
    ),
    groupBy: fc.constantFrom<LadderGrouping>('division', 'conference', 'none'),
    seed: fc.integer(),
  }),
);

function toInput(s: SeasonRecord) {
  const n = s.divisions.length;
  const teams: LadderTeamInput[] = s.divisions.map((d, i) => ({
    id: i + 1,
    name: `Team ${String.fromCharCode(65 + i)}`,
    ...DIVISIONS[d]!,
  }));
  const matches: LadderMatch[] = s.games.map((g, i) => ({
    ...game(i + 1, g.home + 1, g.homeScore, ((g.home + g.offset) % n) + 1, g.awayScore),
    id: 100 + i,
  }));
  return { teams, matches };
}
type SeasonRecord = {
  divisions: number[];
  games: { home: number; offset: number; homeScore: number; awayScore: number }[];
  groupBy: LadderGrouping;
  seed: number;
};

/** A deterministic shuffle, so a failing case can be replayed. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const summary = (rows: readonly LadderRow[]) =>
  rows.map((r) => [r.group, r.position, r.id, r.separatedFromNext?.key ?? null]);

describe('gridiron tie-breakers › properties of random seasons', () => {
  it('should give the same ladder, and the same reasons, whatever order the input comes in', () => {
    fc.assert(
      fc.property(arbSeason, (s) => {
        const { teams, matches } = toInput(s);
        const template = gridironLadderTemplate();
        const forward = computeLadder({ teams, matches, template, groupBy: s.groupBy });
        const shuffled = computeLadder({
          teams: shuffle(teams, s.seed),
          matches: shuffle(matches, s.seed + 1),
          template,
          groupBy: s.groupBy,
        });
        expect(summary(shuffled.teams)).toEqual(summary(forward.teams));
      }),
      RUNS,
    );
  });

  it('should never move a team past one it was not level with on win percentage', () => {
    fc.assert(
      fc.property(arbSeason, (s) => {
        const { teams, matches } = toInput(s);
        const chained = computeLadder({
          teams,
          matches,
          template: gridironLadderTemplate(),
          groupBy: s.groupBy,
        });
        const plain = computeLadder({
          teams,
          matches,
          template: { ...gridironLadderTemplate(), tieBreakers: [] },
          groupBy: s.groupBy,
        });
        // The same win percentages in the same places, and the same teams on each.
        const shape = (rows: readonly LadderRow[]) => rows.map((r) => [r.group, r.stats.winPercentage]);
        expect(shape(chained.teams)).toEqual(shape(plain.teams));
        const sets = (rows: readonly LadderRow[]) => {
          const by = new Map<string, number[]>();
          for (const r of rows) {
            const key = `${r.group}|${r.stats.winPercentage}`;
            by.set(
              key,
              [...(by.get(key) ?? []), r.id].sort((a, b) => a - b),
            );
          }
          return [...by.entries()].sort();
        };
        expect(sets(chained.teams)).toEqual(sets(plain.teams));
        for (const [i, row] of chained.teams.entries()) {
          const next = chained.teams[i + 1];
          if (!next || next.group !== row.group) continue;
          const kind = row.stats.winPercentage === next.stats.winPercentage ? 'tieBreaker' : 'sort';
          expect(row.separatedFromNext?.kind).toBe(kind);
        }
      }),
      RUNS,
    );
  });
});

/** Random results among five teams of one division and conference, as duels. */
const arbDuels = fc.array(
  fc.record({
    a: fc.integer({ min: 1, max: 5 }),
    offset: fc.integer({ min: 1, max: 4 }),
    aFor: fc.integer({ min: 0, max: 3 }),
    bFor: fc.integer({ min: 0, max: 3 }),
  }),
  { maxLength: 20 },
);

type RawDuel = { a: number; offset: number; aFor: number; bFor: number };

function context(raw: RawDuel[], pools: readonly string[] = []): ChainContext {
  const duels: Duel[] = raw.map(({ a, offset, aFor, bFor }) => ({
    a,
    b: ((a - 1 + offset) % 5) + 1,
    aFor,
    bFor,
    aPoints: 0,
    bPoints: 0,
    outcome: aFor > bFor ? 'a' : aFor < bFor ? 'b' : 'draw',
  }));
  return {
    duels,
    groupOf: (id) => ({ pool: pools[id - 1] ?? 'North', conference: 'Eastern' }),
    nameOf: (id) => `Team ${id}`,
    nameOrder: new Map([1, 2, 3, 4, 5].map((id) => [id, id])),
  };
}

const teams = (...ids: number[]) => ids.map((id) => ({ id }));
const idsOf = (order: readonly { id: number }[]) => order.map((t) => t.id);

describe('gridiron tie-breakers › two teams and three', () => {
  it('should order the two teams left after a three-way tie places one as if they alone were tied', () => {
    fc.assert(
      fc.property(arbDuels, fc.subarray([1, 2, 3, 4, 5], { minLength: 3, maxLength: 3 }), (raw, three) => {
        const ctx = context(raw);
        const { order } = breakTie(teams(...three), GRIDIRON_TIE_BREAKERS, ctx);
        const rest = order.slice(1);
        expect(idsOf(breakTie(rest, GRIDIRON_TIE_BREAKERS, ctx).order)).toEqual(idsOf(rest));
      }),
      RUNS,
    );
  });

  it('should put the winner of the games between two tied teams first', () => {
    fc.assert(
      fc.property(arbDuels, fc.subarray([1, 2, 3, 4, 5], { minLength: 2, maxLength: 2 }), (raw, two) => {
        const ctx = context(raw);
        const [x, y] = two as [number, number];
        const between = ctx.duels.filter((d) => (d.a === x && d.b === y) || (d.a === y && d.b === x));
        const pct = (id: number) =>
          winPercentage({
            won: between.filter((d) => d.outcome === (d.a === id ? 'a' : 'b')).length,
            lost: between.filter((d) => d.outcome === (d.a === id ? 'b' : 'a')).length,
            drawn: between.filter((d) => d.outcome === 'draw').length,
          });
        const { order, separations } = breakTie(teams(x, y), GRIDIRON_TIE_BREAKERS, ctx);
        if (between.length && pct(x) !== pct(y)) {
          expect(order[0]!.id).toBe(pct(x) > pct(y) ? x : y);
          expect(separations[0]!.key).toBe('headToHead');
        } else expect(separations[0]!.key).not.toBe('headToHead');
      }),
      RUNS,
    );
  });

  it('should place a team that beat both others in a three-way tie first', () => {
    fc.assert(
      fc.property(arbDuels, fc.subarray([1, 2, 3, 4, 5], { minLength: 3, maxLength: 3 }), (raw, three) => {
        const [x, y, z] = three as [number, number, number];
        // x beats y and z once each, and they meet nobody else among the three.
        const among = new Set(three);
        const others = raw.filter((d) => {
          const b = ((d.a - 1 + d.offset) % 5) + 1;
          return !(among.has(d.a) && among.has(b));
        });
        const ctx = context(others);
        const sweep: Duel[] = [
          { a: x, b: y, aFor: 3, bFor: 0, aPoints: 0, bPoints: 0, outcome: 'a' },
          { a: z, b: x, aFor: 0, bFor: 3, aPoints: 0, bPoints: 0, outcome: 'b' },
          { a: y, b: z, aFor: 1, bFor: 1, aPoints: 0, bPoints: 0, outcome: 'draw' },
        ];
        const full = { ...ctx, duels: [...ctx.duels, ...sweep] };
        expect(breakTie(teams(z, y, x), GRIDIRON_TIE_BREAKERS, full).order[0]!.id).toBe(x);
      }),
      RUNS,
    );
  });
});

/** Three of the five teams, each of any division, and how often each pair of them met. */
const arbSweep = fc.record({
  raw: arbDuels,
  pools: fc.array(fc.constantFrom('North', 'South', 'West'), { minLength: 5, maxLength: 5 }),
  three: fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: 3, maxLength: 3 }),
  first: fc.integer({ min: 1, max: 2 }),
  second: fc.integer({ min: 1, max: 2 }),
  between: fc.array(fc.constantFrom<Duel['outcome']>('a', 'b', 'draw'), { maxLength: 2 }),
});

/** The random results without any game among the three, then the three's games as given. */
function sweepContext(
  { raw, pools, three, first, second, between }: SweepCase,
  result: 'a' | 'b',
): ChainContext {
  const [x, y, z] = three as [number, number, number];
  const among = new Set(three);
  const ctx = context(
    raw.filter((d) => !(among.has(d.a) && among.has(((d.a - 1 + d.offset) % 5) + 1))),
    pools,
  );
  const duel = (a: number, b: number, outcome: Duel['outcome']): Duel => ({
    a,
    b,
    aFor: outcome === 'a' ? 3 : outcome === 'b' ? 0 : 1,
    bFor: outcome === 'b' ? 3 : outcome === 'a' ? 0 : 1,
    aPoints: 0,
    bPoints: 0,
    outcome,
  });
  const games = [
    ...Array.from({ length: first }, () => duel(x, y, result)),
    ...Array.from({ length: second }, () => duel(z, x, result === 'a' ? 'b' : 'a')),
    ...between.map((outcome) => duel(y, z, outcome)),
  ];
  return { ...ctx, duels: [...ctx.duels, ...games] };
}
type SweepCase = {
  raw: RawDuel[];
  pools: string[];
  three: number[];
  first: number;
  second: number;
  between: Duel['outcome'][];
};

describe('gridiron tie-breakers › the head-to-head sweep', () => {
  it('should place first a team that beat each of the others, whatever the divisions and the rest', () => {
    fc.assert(
      fc.property(arbSweep, (c) => {
        const { order } = breakTie(teams(...c.three).reverse(), GRIDIRON_TIE_BREAKERS, sweepContext(c, 'a'));
        expect(order[0]!.id).toBe(c.three[0]);
      }),
      RUNS,
    );
  });

  it('should place last a team that lost to each of the others, whatever the divisions and the rest', () => {
    fc.assert(
      fc.property(arbSweep, (c) => {
        const { order } = breakTie(teams(...c.three), GRIDIRON_TIE_BREAKERS, sweepContext(c, 'b'));
        expect(order.at(-1)!.id).toBe(c.three[0]);
      }),
      RUNS,
    );
  });
});
