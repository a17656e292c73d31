import { describe, expect, it } from 'vitest';
import { computeLadder, type LadderInput, UNKNOWN_POOL } from './compute';
import {
  ALPHA,
  BRAVO,
  bye,
  CHARLIE,
  DAY,
  DELTA,
  ECHO,
  forfeit,
  game,
  ids,
  roundDate,
  season,
  seasonTeams,
  sortTemplate,
  template,
} from './fixtures';

const ladderOf = (overrides: Partial<LadderInput> = {}) =>
  computeLadder({ teams: seasonTeams, matches: season(), template: template(), ...overrides });
const points = (rows: { stats: { totalMatchPoints: number } }[]) => rows.map((r) => r.stats.totalMatchPoints);

// The hand-worked season of fixtures.ts, on points (4 win, 2 draw or bye, 1 loss, 3 forfeit win,
// −2 forfeit loss), then points difference, then points for:
// - after round 1: Alpha 4; Charlie, Delta and Echo 2 (all level on difference, Echo has 0 for,
//   Charlie and Delta 14 each so by name); Bravo 1.
// - after round 2: Alpha 7, Bravo 5, Delta 4, Echo 3, Charlie 0.
// - after round 3: Alpha 9, Delta 6, Bravo 5 (−6), Echo 5 (−14), Charlie 0.
describe('computeLadder › the full ladder', () => {
  it('should rank on points, then difference, by default', () => {
    const ladder = ladderOf();
    expect(ladder.sortKeys).toEqual(['totalMatchPoints', 'pointsDifference', 'pointsFor']);
    expect(ids(ladder.teams)).toEqual([ALPHA, DELTA, BRAVO, ECHO, CHARLIE]);
    expect(ladder.teams.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    expect(points(ladder.teams)).toEqual([9, 6, 5, 5, 0]);
    expect(ladder.hasPools).toBe(false);
    expect(ladder.teams.every((r) => r.pool === null)).toBe(true);
  });

  it('should rank on the sort keys of the template', () => {
    const ladder = ladderOf({
      template: template({ sortBy: [{ value: 'pointsAgainst' }, { value: 'pointsFor' }] }),
    });
    expect(ladder.sortKeys).toEqual(['pointsAgainst', 'pointsFor']);
    // Against: Alpha 10, Delta 14, Echo 21, Charlie 34, Bravo 37.
    expect(ids(ladder.teams)).toEqual([ALPHA, DELTA, ECHO, CHARLIE, BRAVO]);
  });

  it('should rank on the competition-type template when it overrides', () => {
    const ladder = ladderOf({ compTypeTemplate: sortTemplate(['matchesDrawn', 'pointsFor']) });
    expect(ladder.sortKeys).toEqual(['matchesDrawn', 'pointsFor']);
    // Drawn: Delta 2, Charlie 1 and Echo 1 (for 14 and 7), Alpha 0 and Bravo 0 (for 50 and 31).
    expect(ids(ladder.teams)).toEqual([DELTA, CHARLIE, ECHO, ALPHA, BRAVO]);
  });

  it('should list teams that have not played, level with each other and so by name', () => {
    const teams = [
      ...seasonTeams,
      { id: 7, name: 'Zebra', pool: null },
      { id: 6, name: 'Aardvark', pool: null },
    ];
    const ladder = computeLadder({ teams, matches: season(), template: template() });
    // On 0 points and 0 difference they sit above Charlie (0 points, −20).
    expect(ids(ladder.teams).slice(-3)).toEqual([6, 7, CHARLIE]);
    expect(ladder.teams.find((r) => r.id === 7)!.stats.matchesPlayed).toBe(0);
  });

  it('should ignore matches against teams that are not on the ladder', () => {
    const ladder = ladderOf({ matches: [...season(), game(2, ALPHA, 0, 99, 50), bye(3, 99)] });
    expect(ladder.teams.find((r) => r.id === ALPHA)!.stats.matchesPlayed).toBe(2);
  });

  it('should not open a round for matches between teams that are not on the ladder', () => {
    const ladder = ladderOf({
      matches: [...season(), game(5, 98, 1, 99, 0), game(6, ALPHA, 1, 99, 0), bye(7, 98)],
    });
    expect(ladder.teamsWithStatsByRound.maxRound).toBe(3);
    expect(ladder.teamsMoved).toBe(true);
  });

  it('should count round-less matches from the first round on', () => {
    const ladder = ladderOf({ matches: [...season(), game(null, CHARLIE, 40, ECHO, 0)] });
    const charlie = (rows: typeof ladder.teams) => rows.find((r) => r.id === CHARLIE)!.stats;
    expect(charlie(ladder.teamsWithStatsByRound.perRound[1]!)).toMatchObject({
      matchesWon: 1,
      pointsFor: 54,
    });
    expect(charlie(ladder.teams)).toMatchObject({ matchesWon: 1, matchesPlayed: 3, totalMatchPoints: 4 });
  });

  it('should count a match of round 0 with the round-less ones', () => {
    const ladder = ladderOf({ matches: [...season(), game(0, ECHO, 5, BRAVO, 0)] });
    expect(ladder.teamsWithStatsByRound.maxRound).toBe(3);
    const echo = ladder.teamsWithStatsByRound.perRound[1]!.find((r) => r.id === ECHO)!.stats;
    expect(echo).toMatchObject({ matchesWon: 1, byes: 1 });
  });

  it('should rank a season of round-less matches with no per-round ladders', () => {
    const matches = [game(null, ALPHA, 1, BRAVO, 2), game(null, BRAVO, 3, CHARLIE, 0)];
    const ladder = computeLadder({ teams: seasonTeams.slice(0, 3), matches, template: template() });
    expect(ids(ladder.teams)).toEqual([BRAVO, ALPHA, CHARLIE]);
    expect(ladder.teamsWithStatsByRound).toEqual({ maxRound: 0, perRound: {} });
    expect(ladder.teamsMoved).toBe(false);
    expect(ladder.teams.every((r) => r.previousPosition === null)).toBe(true);
  });

  it('should rank every team level by name before any match counts', () => {
    const ladder = computeLadder({ teams: [...seasonTeams].reverse(), matches: [], template: template() });
    expect(ids(ladder.teams)).toEqual([ALPHA, BRAVO, CHARLIE, DELTA, ECHO]);
    expect(ladder.teamsWithStatsByRound.maxRound).toBe(0);
  });
});

describe('computeLadder › hidden rounds', () => {
  it('should leave out every match, bye included, dated inside a hideRounds window', () => {
    const ladder = ladderOf({ hideRounds: [{ from: roundDate(2), to: roundDate(2) }] });
    // Without round 2: Alpha 6 (win, bye), Delta 4 (+0, 14 for), Echo 4 (+0, 0 for), Charlie 2, Bravo 1.
    expect(ids(ladder.teams)).toEqual([ALPHA, DELTA, ECHO, CHARLIE, BRAVO]);
    expect(points(ladder.teams)).toEqual([6, 4, 4, 2, 1]);
    const alpha = ladder.teams[0]!.stats;
    expect(alpha).toMatchObject({ numberForfeitsWin: 0, pointsFor: 30, byes: 1 });
    expect(ladder.teamsWithStatsByRound.maxRound).toBe(3);
  });

  it('should keep matches dated just outside a window', () => {
    const ladder = ladderOf({ hideRounds: [{ from: roundDate(2) + 1, to: roundDate(3) - 1 }] });
    expect(ids(ladder.teams)).toEqual(ids(ladderOf().teams));
  });

  it('should end the per-round ladders at the last round with a counted match', () => {
    const ladder = ladderOf({ hideRounds: [{ from: roundDate(3) - DAY / 2, to: roundDate(9) }] });
    expect(ladder.teamsWithStatsByRound.maxRound).toBe(2);
    expect(ids(ladder.teams)).toEqual([ALPHA, BRAVO, DELTA, ECHO, CHARLIE]);
  });

  it('should count undated matches whatever the windows', () => {
    const undated = season().map((m) => ({ ...m, dateTime: null }));
    const ladder = ladderOf({ matches: undated, hideRounds: [{ from: 0, to: roundDate(99) }] });
    expect(points(ladder.teams)).toEqual([9, 6, 5, 5, 0]);
  });
});

describe('computeLadder › adjustments', () => {
  it('should move a team down by a points deduction', () => {
    const ladder = ladderOf({ adjustments: [{ teamId: ALPHA, points: -4 }] });
    // Alpha 5 (+40) now shares 5 points with Bravo (−6) and Echo (−14) and leads them on difference.
    expect(ids(ladder.teams)).toEqual([DELTA, ALPHA, BRAVO, ECHO, CHARLIE]);
    expect(ladder.teams[1]!.stats).toMatchObject({ totalMatchPoints: 5, pointsAdjustment: -4 });
  });

  it('should apply an adjustment in every round, as it has no round of its own', () => {
    const ladder = ladderOf({ adjustments: [{ teamId: CHARLIE, points: 3 }] });
    const perRound = ladder.teamsWithStatsByRound.perRound;
    for (const round of [1, 2, 3])
      expect(perRound[round]!.find((r) => r.id === CHARLIE)!.stats.pointsAdjustment).toBe(3);
    expect(points(perRound[1]!)).toEqual([5, 4, 2, 2, 1]);
  });
});

describe('computeLadder › per-round ladders', () => {
  const ladder = ladderOf();
  const { maxRound, perRound } = ladder.teamsWithStatsByRound;

  it('should hold the ladder as it stood after each played round', () => {
    expect(maxRound).toBe(3);
    expect(Object.keys(perRound)).toEqual(['1', '2', '3']);
    expect(ids(perRound[1]!)).toEqual([ALPHA, CHARLIE, DELTA, ECHO, BRAVO]);
    expect(points(perRound[1]!)).toEqual([4, 2, 2, 2, 1]);
    expect(ids(perRound[2]!)).toEqual([ALPHA, BRAVO, DELTA, ECHO, CHARLIE]);
    expect(points(perRound[2]!)).toEqual([7, 5, 4, 3, 0]);
    expect(ids(perRound[3]!)).toEqual([ALPHA, DELTA, BRAVO, ECHO, CHARLIE]);
  });

  it('should count only the matches up to that round in each snapshot', () => {
    const played = (round: number) =>
      perRound[round]!.map((r) => [r.id, r.stats.matchesPlayed, r.stats.byes]);
    expect(played(1)).toEqual([
      [ALPHA, 1, 0],
      [CHARLIE, 1, 0],
      [DELTA, 1, 0],
      [ECHO, 0, 1],
      [BRAVO, 1, 0],
    ]);
  });

  it('should make the full ladder the one after the last round', () => {
    expect(ladder.teams).toEqual(perRound[maxRound]);
  });

  it('should give each row its position after the previous round', () => {
    const previous = (round: number) => perRound[round]!.map((r) => [r.id, r.previousPosition]);
    expect(previous(1).every(([, p]) => p === null)).toBe(true);
    expect(previous(2)).toEqual([
      [ALPHA, 1],
      [BRAVO, 5],
      [DELTA, 3],
      [ECHO, 4],
      [CHARLIE, 2],
    ]);
    expect(previous(3)).toEqual([
      [ALPHA, 1],
      [DELTA, 3],
      [BRAVO, 2],
      [ECHO, 4],
      [CHARLIE, 5],
    ]);
  });

  it('should say teams moved when a position changed in the last round', () => {
    expect(ladder.teamsMoved).toBe(true);
  });

  it('should say teams did not move when the last round kept every position', () => {
    const matches = [game(1, ALPHA, 20, BRAVO, 10), game(2, BRAVO, 10, ALPHA, 11)];
    const steady = computeLadder({ teams: seasonTeams.slice(0, 2), matches, template: template() });
    expect(steady.teamsMoved).toBe(false);
    expect(steady.teams.map((r) => [r.position, r.previousPosition])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('should say teams did not move after a single round', () => {
    const single = computeLadder({
      teams: seasonTeams,
      matches: [game(1, ECHO, 1, ALPHA, 0)],
      template: template(),
    });
    expect(single.teamsMoved).toBe(false);
  });

  it('should carry a round with no counted match over unchanged', () => {
    const matches = [
      game(1, ALPHA, 1, BRAVO, 2),
      game(2, ALPHA, 5, BRAVO, 5, 'pre-game'),
      game(3, ALPHA, 9, BRAVO, 0),
    ];
    const gap = computeLadder({ teams: seasonTeams.slice(0, 2), matches, template: template() });
    const rounds = gap.teamsWithStatsByRound.perRound;
    expect(rounds[2]).toEqual(rounds[1]!.map((r) => ({ ...r, previousPosition: r.position })));
    expect(ids(rounds[2]!)).toEqual([BRAVO, ALPHA]);
    expect(ids(rounds[3]!)).toEqual([ALPHA, BRAVO]);
    expect(gap.teamsMoved).toBe(true);
  });

  it('should rank head to head in each round on the results up to that round', () => {
    // Round 1: Bravo beats Alpha. Round 2: Alpha beats Bravo twice as heavily.
    const matches = [game(1, ALPHA, 10, BRAVO, 11), game(2, ALPHA, 20, BRAVO, 0)];
    const keys = sortTemplate(['matchesPlayed', 'headToHead']);
    const h2h = computeLadder({
      teams: seasonTeams.slice(0, 2),
      matches,
      template: template(),
      compTypeTemplate: keys,
    });
    expect(ids(h2h.teamsWithStatsByRound.perRound[1]!)).toEqual([BRAVO, ALPHA]);
    expect(ids(h2h.teams)).toEqual([ALPHA, BRAVO]);
  });

  it('should give a forfeit its forfeit points and score in head to head', () => {
    // Alpha forfeits to Bravo; the two finish level on points, and the forfeit decides.
    const matches = [
      forfeit(1, ALPHA, BRAVO, ALPHA),
      game(2, BRAVO, 1, CHARLIE, 1),
      game(2, CHARLIE, 0, ALPHA, 30),
    ];
    const ladder = computeLadder({
      teams: seasonTeams.slice(0, 3),
      matches,
      template: template({ pointsForForfeitWin: 2, pointsForForfeitLoss: 0 }),
      compTypeTemplate: sortTemplate(['totalMatchPoints', 'headToHead']),
    });
    // Bravo: forfeit win 2 + draw 2; Alpha: forfeit loss 0 + win 4; Charlie: draw 2 + loss 1.
    expect(points(ladder.teams)).toEqual([4, 4, 3]);
    expect(ids(ladder.teams)).toEqual([BRAVO, ALPHA, CHARLIE]);
  });
});

describe('computeLadder › pools', () => {
  const teams = [
    { id: 1, name: 'Alpha', pool: 'Pool B' },
    { id: 2, name: 'Bravo', pool: 'Pool A' },
    { id: 3, name: 'Charlie', pool: 'Pool B' },
    { id: 4, name: 'Delta', pool: null },
    { id: 5, name: 'Echo', pool: 'Pool A' },
    { id: 6, name: 'Foxtrot', pool: 'Zulu Pool' },
  ];
  const matches = [game(1, 1, 0, 3, 10), game(1, 2, 0, 5, 10), game(2, 3, 5, 2, 0), bye(2, 4)];
  const ladder = computeLadder({ teams, matches, template: template() });

  it('should rank each pool on its own, pools in name order with Unknown Pool among them', () => {
    expect(ladder.hasPools).toBe(true);
    expect(ladder.teams.map((r) => [r.pool, r.id, r.position])).toEqual([
      ['Pool A', 5, 1],
      ['Pool A', 2, 2],
      ['Pool B', 3, 1],
      ['Pool B', 1, 2],
      [UNKNOWN_POOL, 4, 1],
      ['Zulu Pool', 6, 1],
    ]);
  });

  it('should count matches across pools for both teams', () => {
    const bravo = ladder.teams.find((r) => r.id === 2)!.stats;
    expect(bravo).toMatchObject({ matchesPlayed: 2, matchesLost: 2, pointsAgainst: 15 });
  });

  it('should rank per pool in every round, with previous positions within the pool', () => {
    const round2 = ladder.teamsWithStatsByRound.perRound[2]!;
    expect(round2.map((r) => [r.id, r.position, r.previousPosition])).toEqual([
      [5, 1, 1],
      [2, 2, 2],
      [3, 1, 1],
      [1, 2, 2],
      [4, 1, 1],
      [6, 1, 1],
    ]);
    expect(ladder.teamsMoved).toBe(false);
  });

  it('should not group by pool when no team has one', () => {
    const flat = computeLadder({
      teams: teams.map((t) => ({ ...t, pool: null })),
      matches,
      template: template(),
    });
    expect(flat.hasPools).toBe(false);
    expect(flat.teams.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
