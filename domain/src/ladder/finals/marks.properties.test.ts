import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ladderWithRanking } from '../compute';
import {
  arbLeague,
  arbOutcome,
  complete,
  EVERY_OUTCOME,
  everyCompletion,
  expectMarksHold,
  type League,
} from './fixtures';
import { finalsMarks } from './marks';

const marksOf = (league: League, maxCompletions?: number) => {
  const { ladder, rank } = ladderWithRanking(league.input);
  return finalsMarks(league.input, ladder, rank, league.finals, maxCompletions);
};

/** Random completions of a league's open games, each as one outcome per open game. */
const arbCompletions = (league: League, count: number) =>
  fc.array(fc.array(arbOutcome, { minLength: league.open.length, maxLength: league.open.length }), {
    minLength: count,
    maxLength: count,
  });

describe('finalsMarks › soundness on random leagues', () => {
  it('should hold every mark in random completions of the season', () => {
    fc.assert(
      fc.property(
        arbLeague({ maxGames: 16, maxOpen: 7 }).chain((league) =>
          fc.tuple(fc.constant(league), arbCompletions(league, 12)),
        ),
        ([league, completions]) => {
          const { marks, method } = marksOf(league);
          if (league.open.length === 0 && !league.input.hideRounds?.length) expect(method).toBe('final');
          for (const outcomes of completions) {
            expectMarksHold(marks, complete(league, outcomes), league.finals);
            expectMarksHold(marks, complete(league, outcomes, true), league.finals);
          }
        },
      ),
      { numRuns: 250 },
    );
  });

  it('should hold every mark in every completion when few games remain', () => {
    // Ten outcomes a game (wins and ties at low and high scores, forfeits, a washout, a
    // cancellation), so the score tie-breakers fall every way too.
    fc.assert(
      fc.property(arbLeague({ maxGames: 14, maxOpen: 2 }), (league) => {
        const { marks } = marksOf(league);
        for (const outcomes of everyCompletion(league.open.length, EVERY_OUTCOME))
          expectMarksHold(marks, complete(league, outcomes), league.finals);
      }),
      { numRuns: 120 },
    );
  });

  it('should hold every mark when the games left are bounded rather than tried', () => {
    fc.assert(
      fc.property(
        arbLeague({ maxGames: 16, maxOpen: 8 }).chain((league) =>
          fc.tuple(fc.constant(league), arbCompletions(league, 12), fc.integer({ min: 0, max: 8 })),
        ),
        ([league, completions, maxCompletions]) => {
          const { marks, method } = marksOf(league, maxCompletions);
          if (method === 'exact') return;
          for (const outcomes of completions)
            expectMarksHold(marks, complete(league, outcomes), league.finals);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('should never mark more when bounded than when every completion is tried', () => {
    // What each bounded mark says is also said by the exact marks (a bye is a finals place).
    const implied = { z: ['z'], y: ['y', 'z'], x: ['x', 'y', 'z'], e: ['e'] } as const;
    fc.assert(
      fc.property(arbLeague({ maxGames: 16, maxOpen: 6 }), (league) => {
        const exact = marksOf(league);
        const bound = marksOf(league, 0);
        for (const [id, mark] of bound.marks) expect(implied[mark]).toContain(exact.marks.get(id));
      }),
      { numRuns: 150 },
    );
  });

  it('should give every team of a finished season its mark from the picture', () => {
    fc.assert(
      fc.property(arbLeague({ maxGames: 16, maxOpen: 0 }), (played) => {
        const league = { ...played, input: { ...played.input, hideRounds: [] } };
        const { marks, method } = marksOf(league);
        expect(method).toBe('final');
        expectMarksHold(marks, league.input, league.finals);
      }),
      { numRuns: 100 },
    );
  });
});
