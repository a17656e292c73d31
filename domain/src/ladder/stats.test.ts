import { describe, expect, it } from 'vitest';
import { computeLadder } from './compute';
import { ALPHA, BRAVO, CHARLIE, DELTA, ECHO, season, seasonTeams, template } from './fixtures';
import { deriveStats, emptyTally, STAT_OPTIONS, type TeamStats } from './stats';

const statsOf = (ladder: ReturnType<typeof computeLadder>) =>
  new Map(ladder.teams.map((row) => [row.id, row.stats]));

// The template of fixtures.ts: win 4, draw 2, loss 1, bye 2, forfeit win 3, forfeit loss −2,
// 20 to the side that did not forfeit. Worked by hand from the season in fixtures.ts:
// - Alpha: beat Bravo 30–10, Charlie forfeited to it (20–0), bye in round 3.
// - Bravo: lost 10–30 to Alpha, beat Echo 21–7 (the disputed 12–3 over Charlie does not count).
// - Charlie: drew 14–14 with Delta, forfeited to Alpha (0–20), its round-4 bye is unplayed.
// - Delta: drew 14–14 with Charlie, bye in round 2, washout with Echo (0–0, a draw).
// - Echo: bye in round 1, lost 7–21 to Bravo, washout with Delta.
// Gridiron stats: a tie (a draw or washout) is half a win; Alpha and Bravo were at home in
// round 1, Alpha, Bravo and Delta in rounds 2 and 3; there are no pools or conferences.
const expected: Record<number, TeamStats> = {
  [ALPHA]: {
    totalMatchPoints: 4 + 3 + 2,
    pointsDifference: 40,
    pointsFor: 50,
    pointsAgainst: 10,
    pointsBonus: 2,
    matchesPlayed: 2,
    matchesWon: 2,
    matchesLost: 0,
    matchesDrawn: 0,
    byes: 1,
    scoreRatio: 5,
    pointsRatio: 4.5,
    numberOfForfeits: 1,
    numberForfeitsWin: 1,
    numberForfeitsLoss: 0,
    pointsDifferencePercentage: (50 / 60) * 100,
    winPercentage: 1,
    homeRecord: 1,
    awayRecord: 0,
    divisionRecord: 0,
    conferenceRecord: 0,
    streak: 2,
    pointsForPerGame: 25,
    pointsAgainstPerGame: 5,
    pointsAdjustment: 0,
  },
  [BRAVO]: {
    totalMatchPoints: 1 + 4,
    pointsDifference: -6,
    pointsFor: 31,
    pointsAgainst: 37,
    pointsBonus: 0,
    matchesPlayed: 2,
    matchesWon: 1,
    matchesLost: 1,
    matchesDrawn: 0,
    byes: 0,
    scoreRatio: 31 / 37,
    pointsRatio: 2.5,
    numberOfForfeits: 0,
    numberForfeitsWin: 0,
    numberForfeitsLoss: 0,
    pointsDifferencePercentage: (31 / 68) * 100,
    winPercentage: 0.5,
    homeRecord: 1,
    awayRecord: 0,
    divisionRecord: 0,
    conferenceRecord: 0,
    streak: 1,
    pointsForPerGame: 15.5,
    pointsAgainstPerGame: 18.5,
    pointsAdjustment: 0,
  },
  [CHARLIE]: {
    totalMatchPoints: 2 - 2,
    pointsDifference: -20,
    pointsFor: 14,
    pointsAgainst: 34,
    pointsBonus: 0,
    matchesPlayed: 2,
    matchesWon: 0,
    matchesLost: 1,
    matchesDrawn: 1,
    byes: 0,
    scoreRatio: 14 / 34,
    pointsRatio: 0,
    numberOfForfeits: 1,
    numberForfeitsWin: 0,
    numberForfeitsLoss: 1,
    pointsDifferencePercentage: (14 / 48) * 100,
    winPercentage: 0.25,
    homeRecord: 0.5,
    awayRecord: 0,
    divisionRecord: 0,
    conferenceRecord: 0,
    streak: -1,
    pointsForPerGame: 7,
    pointsAgainstPerGame: 17,
    pointsAdjustment: 0,
  },
  [DELTA]: {
    totalMatchPoints: 2 + 2 + 2,
    pointsDifference: 0,
    pointsFor: 14,
    pointsAgainst: 14,
    pointsBonus: 2,
    matchesPlayed: 2,
    matchesWon: 0,
    matchesLost: 0,
    matchesDrawn: 2,
    byes: 1,
    scoreRatio: 1,
    pointsRatio: 3,
    numberOfForfeits: 0,
    numberForfeitsWin: 0,
    numberForfeitsLoss: 0,
    pointsDifferencePercentage: 50,
    winPercentage: 0.5,
    homeRecord: 0.5,
    awayRecord: 0.5,
    divisionRecord: 0,
    conferenceRecord: 0,
    streak: 0,
    pointsForPerGame: 7,
    pointsAgainstPerGame: 7,
    pointsAdjustment: 0,
  },
  [ECHO]: {
    totalMatchPoints: 2 + 1 + 2,
    pointsDifference: -14,
    pointsFor: 7,
    pointsAgainst: 21,
    pointsBonus: 2,
    matchesPlayed: 2,
    matchesWon: 0,
    matchesLost: 1,
    matchesDrawn: 1,
    byes: 1,
    scoreRatio: 7 / 21,
    pointsRatio: 2.5,
    numberOfForfeits: 0,
    numberForfeitsWin: 0,
    numberForfeitsLoss: 0,
    pointsDifferencePercentage: 25,
    winPercentage: 0.25,
    homeRecord: 0,
    awayRecord: 0.25,
    divisionRecord: 0,
    conferenceRecord: 0,
    streak: 0,
    pointsForPerGame: 3.5,
    pointsAgainstPerGame: 10.5,
    pointsAdjustment: 0,
  },
};

describe('ladder stats on a hand-worked season', () => {
  const stats = statsOf(computeLadder({ teams: seasonTeams, matches: season(), template: template() }));

  for (const team of seasonTeams) {
    it(`should compute every stat option for ${team.name}`, () => {
      expect(stats.get(team.id)).toEqual(expected[team.id]);
    });
  }

  it("should cover the spec's 16 stat options and the 8 gridiron ones in the expectations", () => {
    expect(STAT_OPTIONS).toHaveLength(24);
    for (const option of STAT_OPTIONS) expect(expected[ALPHA]).toHaveProperty(option.value);
  });

  it('should count byes as played, and divide points by them, when bonusCountAsPlayed is set', () => {
    const counted = statsOf(
      computeLadder({
        teams: seasonTeams,
        matches: season(),
        template: template({ bonusCountAsPlayed: true }),
      }),
    );
    expect(counted.get(ALPHA)).toEqual({ ...expected[ALPHA], matchesPlayed: 3, pointsRatio: 3 });
    expect(counted.get(DELTA)).toEqual({ ...expected[DELTA], matchesPlayed: 3, pointsRatio: 2 });
    expect(counted.get(ECHO)).toEqual({ ...expected[ECHO], matchesPlayed: 3, pointsRatio: 5 / 3 });
    expect(counted.get(BRAVO)).toEqual(expected[BRAVO]);
    expect(counted.get(CHARLIE)).toEqual(expected[CHARLIE]);
  });

  it('should give the forfeiting side 0 and the other side defaultScoreFFReceived', () => {
    const other = statsOf(
      computeLadder({
        teams: seasonTeams,
        matches: season(),
        template: template({ defaultScoreFFReceived: 8 }),
      }),
    );
    expect(other.get(ALPHA)).toMatchObject({ pointsFor: 38, pointsAgainst: 10 });
    expect(other.get(CHARLIE)).toMatchObject({ pointsFor: 14, pointsAgainst: 22 });
  });

  it('should add adjustments to the total match points and nothing else', () => {
    const adjusted = statsOf(
      computeLadder({
        teams: seasonTeams,
        matches: season(),
        template: template(),
        adjustments: [
          { teamId: ALPHA, points: -4 },
          { teamId: ALPHA, points: 1 },
          { teamId: ECHO, points: 2 },
          { teamId: 99, points: 10 },
        ],
      }),
    );
    expect(adjusted.get(ALPHA)).toEqual({
      ...expected[ALPHA],
      totalMatchPoints: 6,
      pointsRatio: 3,
      pointsAdjustment: -3,
    });
    expect(adjusted.get(ECHO)).toEqual({
      ...expected[ECHO],
      totalMatchPoints: 7,
      pointsRatio: 3.5,
      pointsAdjustment: 2,
    });
    expect(adjusted.get(BRAVO)).toEqual(expected[BRAVO]);
  });
});

describe('deriveStats', () => {
  const rules = template();

  it('should give every stat 0 to a team with nothing counted', () => {
    const derived = deriveStats(emptyTally(), rules);
    for (const option of STAT_OPTIONS) expect(derived[option.value]).toBe(0);
  });

  it('should take the score ratio as points for when nothing was conceded', () => {
    expect(deriveStats({ ...emptyTally(), won: 1, pointsFor: 12 }, rules).scoreRatio).toBe(12);
  });

  it('should give 0 percentage when no points were scored either way', () => {
    expect(deriveStats({ ...emptyTally(), drawn: 1 }, rules).pointsDifferencePercentage).toBe(0);
  });

  it('should give a 0 points ratio to an unplayed team even with a bye bonus', () => {
    const derived = deriveStats({ ...emptyTally(), byes: 2 }, rules);
    expect(derived).toMatchObject({ pointsBonus: 4, totalMatchPoints: 4, matchesPlayed: 0, pointsRatio: 0 });
  });

  it('should score wins and forfeit wins at their own rates but count both as won', () => {
    const derived = deriveStats({ ...emptyTally(), won: 2, forfeitsWon: 1, lost: 1, forfeitsLost: 2 }, rules);
    expect(derived).toMatchObject({
      matchesWon: 3,
      matchesLost: 3,
      matchesPlayed: 6,
      totalMatchPoints: 2 * 4 + 3 + 1 - 2 * 2,
      numberOfForfeits: 3,
      numberForfeitsWin: 1,
      numberForfeitsLoss: 2,
    });
  });
});
