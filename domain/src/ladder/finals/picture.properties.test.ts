import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LadderInput, ladderWithRanking, UNKNOWN_POOL } from '../compute';
import { arbLeague, type League, shuffle } from './fixtures';
import { finalsMarks } from './marks';
import { finalsPicture, type SeededTable, seedingGroups, winnerPlaces } from './picture';

const RUNS = { numRuns: 300 };
/** Leagues part played, with a few games still to come. */
const arbLeagues = arbLeague({ maxGames: 18, maxOpen: 4 });

const pictureOf = (input: LadderInput, league: League) => {
  const { ladder, rank } = ladderWithRanking(input);
  return { ladder, rank, tables: finalsPicture(ladder, rank, league.finals) };
};

/** A table's seeds and chasers as ids, kinds and reasons, for comparing pictures. */
const summary = (tables: readonly SeededTable[]) =>
  tables.map((t) => ({
    name: t.name,
    places: t.places,
    byes: t.byes,
    seeds: t.seeds.map((s) => [s.seed, s.row.id, s.kind, s.bye, s.separatedFromNext?.key ?? null]),
    chasing: t.chasing.map((c) => [c.row.id, c.separatedFromNext?.key ?? null]),
  }));

describe('finalsPicture › properties of random leagues', () => {
  it('should seed 1 to places, with byes for the first seeds, and every team once', () => {
    fc.assert(
      fc.property(arbLeagues, (league) => {
        const { ladder, tables } = pictureOf(league.input, league);
        const groups = seedingGroups(ladder, league.finals);
        expect(tables.map((t) => t.name)).toEqual(groups.map((g) => g.name));
        for (const [k, table] of tables.entries()) {
          const size = groups[k]!.rows.length;
          expect(table.places).toBe(Math.min(league.finals.teams, size));
          expect(table.byes).toBe(Math.min(league.finals.byes, table.places));
          expect(table.seeds.map((s) => s.seed)).toEqual(
            Array.from({ length: table.places }, (_, i) => i + 1),
          );
          expect(table.seeds.map((s) => s.bye)).toEqual(table.seeds.map((s) => s.seed <= table.byes));
          const everyone = [...table.seeds, ...table.chasing].map((s) => s.row.id).sort((a, b) => a - b);
          expect(everyone).toEqual(groups[k]!.rows.map((r) => r.id).sort((a, b) => a - b));
        }
      }),
      RUNS,
    );
  });

  it('should never seed a wild card above a division winner, and seed every winner places allow', () => {
    fc.assert(
      fc.property(
        arbLeagues.filter((l) => l.finals.divisionWinnersFirst),
        (league) => {
          const { ladder, rank, tables } = pictureOf(league.input, league);
          const groups = seedingGroups(ladder, league.finals);
          for (const [k, table] of tables.entries()) {
            const kinds = table.seeds.map((s) => s.kind);
            const firstWildCard = kinds.indexOf('wildCard');
            if (firstWildCard !== -1) expect(kinds.slice(firstWildCard)).not.toContain('division');
            expect(kinds).not.toContain('place');
            // Each division's best, ranked among its own teams.
            const divisions = new Map<string, typeof ladder.teams>();
            for (const row of groups[k]!.rows)
              if (row.pool != null && row.pool !== UNKNOWN_POOL)
                divisions.set(row.pool, [...(divisions.get(row.pool) ?? []), row]);
            const winners = [...divisions.values()].map((rows) => rank(rows).teams[0]!.id);
            const seededWinners = table.seeds.filter((s) => s.kind === 'division').map((s) => s.row.id);
            for (const id of seededWinners) expect(winners).toContain(id);
            if (divisions.size <= Math.min(winnerPlaces(league.finals), table.places))
              expect([...seededWinners].sort((a, b) => a - b)).toEqual([...winners].sort((a, b) => a - b));
            else expect(seededWinners).toHaveLength(Math.min(winnerPlaces(league.finals), table.places));
          }
        },
      ),
      RUNS,
    );
  });

  it('should seed the places of a table on the ladder order when division winners do not go first', () => {
    fc.assert(
      fc.property(
        arbLeagues.filter((l) => !l.finals.divisionWinnersFirst),
        (league) => {
          const { rank, tables } = pictureOf(league.input, league);
          for (const table of tables) {
            const rows = [...table.seeds.map((s) => s.row), ...table.chasing.map((c) => c.row)];
            expect(rows.map((r) => r.id)).toEqual(rank(rows).teams.map((r) => r.id));
            expect(table.seeds.every((s) => s.kind === 'place')).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('should give the same picture and marks whatever order teams and matches come in', () => {
    fc.assert(
      fc.property(arbLeagues, fc.integer(), (league, seed) => {
        const shuffled = {
          ...league.input,
          teams: shuffle(league.input.teams, seed),
          matches: shuffle(league.input.matches, seed + 1),
        };
        expect(summary(pictureOf(shuffled, league).tables)).toEqual(
          summary(pictureOf(league.input, league).tables),
        );
        const marks = (input: LadderInput) => {
          const { ladder, rank } = ladderWithRanking(input);
          const found = finalsMarks(input, ladder, rank, league.finals);
          return { method: found.method, marks: [...found.marks].sort(([a], [b]) => a - b) };
        };
        expect(marks(shuffled)).toEqual(marks(league.input));
      }),
      RUNS,
    );
  });
});
