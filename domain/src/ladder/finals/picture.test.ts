import { describe, expect, it } from 'vitest';
import type { FinalsSettings } from '../../schemas/finalsSettings';
import { type LadderTeamInput, ladderWithRanking } from '../compute';
import { ALPHA, BRAVO, CHARLIE, DELTA, ECHO, game } from '../fixtures';
import { gridironLadderTemplate } from '../templates';
import { DIVISION_WINNER, finalsPicture } from './picture';

const FOXTROT = 6;
const team = (id: number, name: string, pool: string): LadderTeamInput => ({ id, name, pool });

/** A table's seeds as [seed, id, kind, bye] and its chasers as ids. */
const seedsOf = (input: Parameters<typeof ladderWithRanking>[0], finals: FinalsSettings) => {
  const { ladder, rank } = ladderWithRanking(input);
  const [table, ...others] = finalsPicture(ladder, rank, finals);
  expect(others).toEqual([]);
  return {
    table: table!,
    seeds: table!.seeds.map((s) => [s.seed, s.row.id, s.kind, s.bye]),
    chasing: table!.chasing.map((c) => c.row.id),
    ladder,
    rank,
  };
};

describe('finalsPicture › worked examples', () => {
  it('should seed a division winner above a wild card level with it on record', () => {
    // North: Alpha, Charlie; South: Bravo, Delta. Three places, two for division winners.
    //   R1  Alpha 21–7 Charlie    Bravo 14–10 Delta
    //   R2  Charlie 17–3 Bravo    Alpha 10–0 Delta
    //   Alpha 2-0 (1.000) wins North; Bravo 1-1 (.500) wins South over Delta 0-2;
    //   Charlie 1-1 (.500) beat Bravo, yet only a wild card can be his.
    //   Seeds: 1 Alpha (bye), 2 Bravo, 3 Charlie; Delta chasing.
    const input = {
      teams: [
        team(ALPHA, 'Alpha', 'North'),
        team(BRAVO, 'Bravo', 'South'),
        team(CHARLIE, 'Charlie', 'North'),
        team(DELTA, 'Delta', 'South'),
      ],
      matches: [
        game(1, ALPHA, 21, CHARLIE, 7),
        game(1, BRAVO, 14, DELTA, 10),
        game(2, CHARLIE, 17, BRAVO, 3),
        game(2, ALPHA, 10, DELTA, 0),
      ],
      template: gridironLadderTemplate(),
    };
    const finals = { teams: 3, divisionWinnersFirst: true, wildCards: 1, byes: 1 };
    const { table, seeds, chasing, rank, ladder } = seedsOf(input, finals);
    expect(seeds).toEqual([
      [1, ALPHA, 'division', true],
      [2, BRAVO, 'division', false],
      [3, CHARLIE, 'wildCard', false],
    ]);
    expect(chasing).toEqual([DELTA]);
    expect(table.seeds[0]!.separatedFromNext?.key).toBe('winPercentage');
    expect(table.seeds[1]!.separatedFromNext).toEqual(DIVISION_WINNER);
    // Ranked on their own, Charlie is above Bravo on head-to-head.
    const bravoAndCharlie = ladder.teams.filter((r) => r.id === BRAVO || r.id === CHARLIE);
    expect(rank(bravoAndCharlie).teams.map((r) => r.id)).toEqual([CHARLIE, BRAVO]);
    expect(rank(bravoAndCharlie).separations[0]!.key).toBe('headToHead');
  });

  it('should break a three-way tie for the last wild card by the chain among those teams only', () => {
    // Three divisions of two; four places, three for division winners, no byes.
    //   Alpha 10–3 Delta (twice)      Bravo 20–0 Delta (twice)     Bravo 20–0 Alpha (twice)
    //   Charlie 7–0 Alpha (twice)     Delta 14–7 Echo   Delta 10–3 Foxtrot
    //   Echo 10–7 Foxtrot             Foxtrot 3–0 Echo
    //             W-L   PCT   net  scored
    //   Bravo     4-0  1.000  +80
    //   Charlie   2-0  1.000  +14
    //   Alpha     2-4   .333  −26          wins North over Delta on head-to-head (2-0)
    //   Delta     2-4   .333  −40
    //   Echo      1-2   .333   −7    17
    //   Foxtrot   1-2   .333   −7    13
    // Bravo is above Charlie on net points (no meeting, no common games, equal strength).
    // Delta, Echo and Foxtrot, one of each division, are level for the wild card: among those
    // three, Delta beat both others (a sweep). Echo and Foxtrot split their games and tie on
    // every step down to points scored.
    const input = {
      teams: [
        team(ALPHA, 'Alpha', 'North'),
        team(BRAVO, 'Bravo', 'South'),
        team(CHARLIE, 'Charlie', 'West'),
        team(DELTA, 'Delta', 'North'),
        team(ECHO, 'Echo', 'South'),
        team(FOXTROT, 'Foxtrot', 'West'),
      ],
      matches: [
        game(1, ALPHA, 10, DELTA, 3),
        game(1, BRAVO, 20, DELTA, 0),
        game(2, ALPHA, 10, DELTA, 3),
        game(2, BRAVO, 20, DELTA, 0),
        game(3, BRAVO, 20, ALPHA, 0),
        game(3, CHARLIE, 7, ALPHA, 0),
        game(4, BRAVO, 20, ALPHA, 0),
        game(4, CHARLIE, 7, ALPHA, 0),
        game(5, DELTA, 14, ECHO, 7),
        game(5, DELTA, 10, FOXTROT, 3),
        game(6, ECHO, 10, FOXTROT, 7),
        game(6, FOXTROT, 3, ECHO, 0),
      ],
      template: gridironLadderTemplate(),
    };
    const finals = { teams: 4, divisionWinnersFirst: true, wildCards: 1, byes: 0 };
    const { table, seeds, chasing } = seedsOf(input, finals);
    expect(seeds).toEqual([
      [1, BRAVO, 'division', false],
      [2, CHARLIE, 'division', false],
      [3, ALPHA, 'division', false],
      [4, DELTA, 'wildCard', false],
    ]);
    expect(chasing).toEqual([ECHO, FOXTROT]);
    expect(table.seeds.map((s) => s.separatedFromNext?.key ?? null)).toEqual([
      'netPoints',
      'winPercentage',
      'divisionWinner',
      'headToHead',
    ]);
    expect(table.chasing.map((c) => c.separatedFromNext?.key ?? null)).toEqual(['pointsScored', null]);
  });

  it('should seed each conference apart, and a table everyone makes has no cut line', () => {
    // Eastern: Alpha (North), Bravo (South); Western: Charlie (North), Delta (South).
    //   Alpha 7–0 Charlie    Delta 3–0 Bravo
    // Two places a conference, one for a division winner. Every team wins its one-team
    // division: Alpha 1-0 takes the Eastern winner's seed, Bravo 0-1 the wild card.
    const teams = [
      { id: ALPHA, name: 'Alpha', pool: 'Eastern North', conference: 'Eastern' },
      { id: BRAVO, name: 'Bravo', pool: 'Eastern South', conference: 'Eastern' },
      { id: CHARLIE, name: 'Charlie', pool: 'Western North', conference: 'Western' },
      { id: DELTA, name: 'Delta', pool: 'Western South', conference: 'Western' },
    ];
    const { ladder, rank } = ladderWithRanking({
      teams,
      matches: [game(1, ALPHA, 7, CHARLIE, 0), game(1, DELTA, 3, BRAVO, 0)],
      template: gridironLadderTemplate(),
    });
    const tables = finalsPicture(ladder, rank, {
      teams: 2,
      divisionWinnersFirst: true,
      wildCards: 1,
      byes: 1,
    });
    expect(tables.map((t) => [t.name, t.seeds.map((s) => [s.row.id, s.kind, s.bye])])).toEqual([
      [
        'Eastern',
        [
          [ALPHA, 'division', true],
          [BRAVO, 'wildCard', false],
        ],
      ],
      [
        'Western',
        [
          [DELTA, 'division', true],
          [CHARLIE, 'wildCard', false],
        ],
      ],
    ]);
    expect(tables.map((t) => t.seeds.at(-1)!.separatedFromNext)).toEqual([null, null]);
    expect(
      finalsPicture(ladder, rank, { teams: 0, divisionWinnersFirst: false, wildCards: 0, byes: 0 }),
    ).toEqual([]);
  });
});
