import { describe, expect, it } from 'vitest';
import type { FinalsSettings } from '../../schemas/finalsSettings';
import { type LadderInput, ladderWithRanking } from '../compute';
import { ALPHA, BRAVO, CHARLIE, DELTA, forfeit, game, sortTemplate, template } from '../fixtures';
import { gridironLadderTemplate } from '../templates';
import { finalsMarks } from './marks';

const TOP_TWO: FinalsSettings = { teams: 2, divisionWinnersFirst: false, wildCards: 0, byes: 0 };
const TOP_ONE: FinalsSettings = { teams: 1, divisionWinnersFirst: false, wildCards: 0, byes: 0 };
const FOUR = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, i) => ({ id: i + 1, name, pool: null }));

const marksOf = (input: LadderInput, finals: FinalsSettings, maxCompletions?: number) => {
  const { ladder, rank } = ladderWithRanking(input);
  const { marks, method } = finalsMarks(input, ladder, rank, finals, maxCompletions);
  return { method, marks: Object.fromEntries([...marks].sort(([a], [b]) => a - b)) };
};

/**
 * Four teams after five rounds, two games each to go:
 *   R1  Alpha 14–7 Bravo      Charlie 10–3 Delta
 *   R2  Alpha 21–0 Charlie    Bravo 17–10 Delta
 *   R3  Delta 13–10 Alpha     Bravo 20–6 Charlie
 *   R4  Alpha 17–0 Delta      Bravo 9–6 Charlie
 *   R5  Alpha 12–6 Charlie    Bravo 28–14 Delta
 *   To go: R6 Alpha v Bravo, Charlie v Delta; R7 Bravo v Charlie, Delta v Alpha.
 *             W-L   PCT   worst      best
 *   Alpha     4-1   .800  4-3 .571   6-1
 *   Bravo     4-1   .800  4-3 .571   6-1
 *   Charlie   1-4   .200  1-6        3-4 .429
 *   Delta     1-4   .200  1-6        3-4 .429
 */
function twoToGo(): LadderInput {
  return {
    teams: FOUR,
    matches: [
      game(1, ALPHA, 14, BRAVO, 7),
      game(1, CHARLIE, 10, DELTA, 3),
      game(2, ALPHA, 21, CHARLIE, 0),
      game(2, BRAVO, 17, DELTA, 10),
      game(3, DELTA, 13, ALPHA, 10),
      game(3, BRAVO, 20, CHARLIE, 6),
      game(4, ALPHA, 17, DELTA, 0),
      game(4, BRAVO, 9, CHARLIE, 6),
      game(5, ALPHA, 12, CHARLIE, 6),
      game(5, BRAVO, 28, DELTA, 14),
      game(6, ALPHA, 0, BRAVO, 0, 'pre-game'),
      game(6, CHARLIE, 0, DELTA, 0, 'pre-game'),
      game(7, BRAVO, 0, CHARLIE, 0, 'pre-game'),
      game(7, DELTA, 0, ALPHA, 0, 'pre-game'),
    ],
    template: gridironLadderTemplate(),
  };
}

describe('finalsMarks › worked examples', () => {
  it('should mark a team clinched with two games to go, and the chasers eliminated', () => {
    // Top two go through: Alpha and Bravo at worst .571 stay above Charlie and Delta at best
    // .429; either can still take the top seed (they meet in R6), so neither is z.
    expect(marksOf(twoToGo(), TOP_TWO)).toEqual({
      method: 'exact',
      marks: { [ALPHA]: 'x', [BRAVO]: 'x', [CHARLIE]: 'e', [DELTA]: 'e' },
    });
  });

  it('should mark the top seed z once the game between the leaders is won', () => {
    // As above with R6 Alpha 10–3 Bravo played: Alpha 5-1 at worst 5-2 (.714), Bravo at best
    // 5-2 too, but Alpha won both their games: head-to-head settles a two-team tie.
    const input = twoToGo();
    const matches = input.matches.map((m, i) =>
      i === 10 ? { ...game(6, ALPHA, 10, BRAVO, 3), id: m.id } : m,
    );
    expect(marksOf({ ...input, matches }, TOP_TWO).marks).toEqual({
      [ALPHA]: 'z',
      [BRAVO]: 'x',
      [CHARLIE]: 'e',
      [DELTA]: 'e',
    });
  });

  it('should mark a team eliminated when it can only draw level and has lost the head-to-head', () => {
    // One place. Bravo has one game to go, against Delta.
    //   R1  Alpha 10–7 Bravo      Charlie 14–0 Delta
    //   R2  Alpha 21–3 Charlie    Bravo 17–7 Delta
    //   R3  Delta 13–6 Alpha      Bravo 20–10 Charlie
    //   R4  Alpha 14–0 Charlie
    //   To go: R5 Bravo v Delta.
    //   Alpha 3-1 (.750), done. Bravo 2-1, at best 3-1 (.750): level with Alpha, who beat
    //   Bravo in their only meeting, so Bravo cannot finish first. Charlie 1-3, Delta at best 2-2.
    const input: LadderInput = {
      teams: FOUR,
      matches: [
        game(1, ALPHA, 10, BRAVO, 7),
        game(1, CHARLIE, 14, DELTA, 0),
        game(2, ALPHA, 21, CHARLIE, 3),
        game(2, BRAVO, 17, DELTA, 7),
        game(3, DELTA, 13, ALPHA, 6),
        game(3, BRAVO, 20, CHARLIE, 10),
        game(4, ALPHA, 14, CHARLIE, 0),
        game(5, BRAVO, 0, DELTA, 0, 'pre-game'),
      ],
      template: gridironLadderTemplate(),
    };
    expect(marksOf(input, TOP_ONE)).toEqual({
      method: 'exact',
      marks: { [ALPHA]: 'z', [BRAVO]: 'e', [CHARLIE]: 'e', [DELTA]: 'e' },
    });
    // Without the tie-breakers a level finish goes by name, which the marks do not count on:
    // Bravo is still alive and Alpha not yet through.
    const byName = { ...input, template: { ...gridironLadderTemplate(), tieBreakers: [] } };
    expect(marksOf(byName, TOP_ONE).marks).toEqual({ [CHARLIE]: 'e', [DELTA]: 'e' });
  });

  it("should use the picture itself, 'final', when no game is left", () => {
    // twoToGo with R6 and R7 played: Alpha 10–3 Bravo, Charlie v Delta cancelled,
    // Bravo forfeits to Charlie, Delta 7–7 Alpha. Alpha 5-1-1, Bravo 4-3, Charlie 2-4, Delta 1-5-1.
    const input = twoToGo();
    const [r6a, r6b, r7a, r7b] = input.matches.slice(10).map((m) => m.id);
    const played = [
      { ...game(6, ALPHA, 10, BRAVO, 3), id: r6a! },
      { ...game(6, CHARLIE, 0, DELTA, 0, 'cancelled'), id: r6b! },
      { ...forfeit(7, BRAVO, CHARLIE, BRAVO), id: r7a! },
      { ...game(7, DELTA, 7, ALPHA, 7), id: r7b! },
    ];
    const finished = { ...input, matches: [...input.matches.slice(0, 10), ...played] };
    expect(marksOf(finished, { ...TOP_TWO, byes: 1 })).toEqual({
      method: 'final',
      marks: { [ALPHA]: 'z', [BRAVO]: 'x', [CHARLIE]: 'e', [DELTA]: 'e' },
    });
  });

  it("should bound each team, 'bound', when the games left are too many to try", () => {
    // twoToGo with R6 and R7 played twice more: twelve games, 4^12 completions (a win, a tie,
    // a loss or a cancellation each), far over MAX_COMPLETIONS. Alpha and Bravo at worst
    // 4-7 (.364), Charlie and Delta at best 7-4 (.636): nothing is sure.
    const input = twoToGo();
    const toGo = input.matches.slice(10);
    const again = [8, 10].flatMap((round) =>
      toGo.map((m, i) => ({ ...m, id: m.id + 1000 * round + i, round: round + (i >> 1) })),
    );
    expect(marksOf({ ...input, matches: [...input.matches, ...again] }, TOP_TWO)).toEqual({
      method: 'bound',
      marks: {},
    });
    // Two games to go, with a limit that forces bounds: the clinches still show.
    expect(marksOf(twoToGo(), TOP_TWO, 1)).toEqual({
      method: 'bound',
      marks: { [ALPHA]: 'x', [BRAVO]: 'x', [CHARLIE]: 'e', [DELTA]: 'e' },
    });
  });

  it("should give no marks, 'none', when the first sort key is a score stat and games are left", () => {
    const input: LadderInput = {
      teams: FOUR,
      matches: [game(1, ALPHA, 50, BRAVO, 0), game(2, CHARLIE, 0, DELTA, 0, 'pre-game')],
      template: template(sortTemplate(['pointsDifference', 'totalMatchPoints'])),
    };
    expect(marksOf(input, TOP_ONE)).toEqual({ method: 'none', marks: {} });
    // With no finals picture there is nothing to mark.
    expect(marksOf(twoToGo(), { ...TOP_TWO, teams: 0 })).toEqual({ method: 'none', marks: {} });
  });

  it("should give no marks, 'none', while a game left has a team still to be named", () => {
    // Named later, the game may go to any team: Charlie's elimination could be undone.
    const input = twoToGo();
    const unnamed = { ...game(8, CHARLIE, 0, DELTA, 0, 'pre-game'), awayTeamId: null };
    expect(marksOf({ ...input, matches: [...input.matches, unnamed] }, TOP_TWO)).toEqual({
      method: 'none',
      marks: {},
    });
  });
});
