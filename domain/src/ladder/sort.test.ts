import { describe, expect, it } from 'vitest';
import { ids, sortTemplate, stats } from './fixtures';
import type { Duel } from './results';
import {
  ASCENDING_STATS,
  DEFAULT_SORT,
  HEAD_TO_HEAD,
  rankTeams,
  resolveSortKeys,
  type SortKey,
} from './sort';
import { STAT_OPTIONS, type StatKey, type TeamStats } from './stats';

const team = (id: number, name: string, overrides: Partial<TeamStats> = {}) => ({
  id,
  name,
  stats: stats(overrides),
});

/** A duel of a against b; points as a 4–2–1 template would give them. */
function duel(a: number, aFor: number, b: number, bFor: number): Duel {
  const points = (x: number, y: number) => (x > y ? 4 : x === y ? 2 : 1);
  const outcome = aFor > bFor ? 'a' : aFor < bFor ? 'b' : 'draw';
  return { a, b, aFor, bFor, aPoints: points(aFor, bFor), bPoints: points(bFor, aFor), outcome };
}

/** Ranks and returns the ids; the teams are passed in reverse too, to show order does not matter. */
function order(teams: ReturnType<typeof team>[], keys: readonly SortKey[], duels: Duel[] = []) {
  const forward = ids(rankTeams(teams, keys, duels));
  expect(ids(rankTeams([...teams].reverse(), keys, duels))).toEqual(forward);
  return forward;
}

const STAT_KEYS = STAT_OPTIONS.map((o) => o.value);
/** The better of two values of a stat: lower for the ascending stats, higher for the rest. */
const better = (key: StatKey, a: number, b: number) =>
  ASCENDING_STATS.has(key) ? Math.min(a, b) : Math.max(a, b);
const worse = (key: StatKey, a: number, b: number) =>
  ASCENDING_STATS.has(key) ? Math.max(a, b) : Math.min(a, b);

// 'Alpha' would come first on name, so in every test below 'Zulu' is the team a key must lift.
const ALPHA = 1;
const ZULU = 2;

describe('rankTeams › one stat', () => {
  for (const key of STAT_KEYS) {
    const direction = ASCENDING_STATS.has(key) ? 'lower' : 'higher';
    it(`should rank a ${direction} ${key} first`, () => {
      const teams = [
        team(ALPHA, 'Alpha', { [key]: worse(key, 3, 7) }),
        team(ZULU, 'Zulu', { [key]: better(key, 3, 7) }),
      ];
      expect(order(teams, [key])).toEqual([ZULU, ALPHA]);
    });
  }

  it('should sort exactly pointsAgainst, matchesLost, numberForfeitsLoss, numberOfForfeits and pointsAgainstPerGame ascending', () => {
    expect([...ASCENDING_STATS].sort()).toEqual(
      [
        'matchesLost',
        'numberForfeitsLoss',
        'numberOfForfeits',
        'pointsAgainst',
        'pointsAgainstPerGame',
      ].sort(),
    );
  });

  it('should rank a smaller negative points difference above a larger one', () => {
    const teams = [
      team(ALPHA, 'Alpha', { pointsDifference: -30 }),
      team(ZULU, 'Zulu', { pointsDifference: -3 }),
    ];
    expect(order(teams, ['pointsDifference'])).toEqual([ZULU, ALPHA]);
  });

  it('should compare fractional ratios exactly', () => {
    const teams = [
      team(ALPHA, 'Alpha', { scoreRatio: 2 / 3 }),
      team(ZULU, 'Zulu', { scoreRatio: 0.6666667 }),
      team(3, 'Mike', { scoreRatio: 4 / 6 }),
    ];
    expect(order(teams, ['scoreRatio'])).toEqual([ZULU, ALPHA, 3]);
  });
});

describe('rankTeams › ties fall through to the next key', () => {
  for (const key of [...STAT_KEYS, HEAD_TO_HEAD] as SortKey[]) {
    const next: StatKey = key === 'pointsFor' ? 'matchesWon' : 'pointsFor';
    it(`should break a ${key} tie on the next key`, () => {
      const teams = [
        team(ALPHA, 'Alpha', { [next]: 10, ...(key === HEAD_TO_HEAD ? {} : { [key]: 5 }) }),
        team(ZULU, 'Zulu', { [next]: 20, ...(key === HEAD_TO_HEAD ? {} : { [key]: 5 }) }),
      ];
      expect(order(teams, [key, next])).toEqual([ZULU, ALPHA]);
    });
  }

  it('should let an earlier key win over every later one', () => {
    const teams = [
      team(ALPHA, 'Alpha', { totalMatchPoints: 8, pointsDifference: 100, pointsFor: 300 }),
      team(ZULU, 'Zulu', { totalMatchPoints: 9, pointsDifference: -100, pointsFor: 10 }),
    ];
    expect(order(teams, ['totalMatchPoints', 'pointsDifference', 'pointsFor'])).toEqual([ZULU, ALPHA]);
  });

  it('should go down all 24 keys until one differs', () => {
    const level = Object.fromEntries(STAT_KEYS.map((k) => [k, 4]));
    const last = STAT_KEYS.at(-1)!;
    const teams = [team(ALPHA, 'Alpha', level), team(ZULU, 'Zulu', { ...level, [last]: better(last, 3, 5) })];
    expect(order(teams, STAT_KEYS)).toEqual([ZULU, ALPHA]);
  });

  it('should order teams level on every key by name', () => {
    const teams = [team(3, 'Charlie'), team(ALPHA, 'alpha'), team(ZULU, 'Bravo')];
    expect(order(teams, STAT_KEYS)).toEqual([ALPHA, ZULU, 3]);
  });

  it('should order teams level on every key and of the same name by id', () => {
    const teams = [team(9, 'Same'), team(4, 'Same'), team(6, 'Same')];
    expect(order(teams, DEFAULT_SORT)).toEqual([4, 6, 9]);
  });

  it('should fall back to name then id when there are no keys', () => {
    expect(order([team(5, 'B'), team(3, 'A'), team(2, 'B')], [])).toEqual([3, 2, 5]);
  });

  it('should split a three-way tie on one key and order each part on the next', () => {
    const teams = [
      team(1, 'Alpha', { totalMatchPoints: 6, pointsFor: 10 }),
      team(2, 'Bravo', { totalMatchPoints: 8, pointsFor: 10 }),
      team(3, 'Charlie', { totalMatchPoints: 6, pointsFor: 30 }),
      team(4, 'Delta', { totalMatchPoints: 6, pointsFor: 20 }),
    ];
    expect(order(teams, ['totalMatchPoints', 'pointsFor'])).toEqual([2, 3, 4, 1]);
  });
});

describe('rankTeams › head to head', () => {
  const keys: SortKey[] = ['totalMatchPoints', HEAD_TO_HEAD, 'pointsFor'];

  it('should put the winner of the match between two tied teams first', () => {
    const teams = [
      team(ALPHA, 'Alpha', { totalMatchPoints: 8 }),
      team(ZULU, 'Zulu', { totalMatchPoints: 8 }),
    ];
    expect(order(teams, keys, [duel(ALPHA, 10, ZULU, 12)])).toEqual([ZULU, ALPHA]);
  });

  it('should ignore results against teams outside the tie', () => {
    const teams = [
      team(ALPHA, 'Alpha', { totalMatchPoints: 8 }),
      team(ZULU, 'Zulu', { totalMatchPoints: 8 }),
      team(3, 'Mike', { totalMatchPoints: 2 }),
    ];
    const duels = [duel(ALPHA, 60, 3, 0), duel(ALPHA, 60, 3, 0), duel(ZULU, 13, ALPHA, 12)];
    expect(order(teams, keys, duels)).toEqual([ZULU, ALPHA, 3]);
  });

  it('should compare head-to-head points before head-to-head difference', () => {
    const teams = [
      team(ALPHA, 'Alpha', { totalMatchPoints: 8 }),
      team(ZULU, 'Zulu', { totalMatchPoints: 8 }),
    ];
    // Zulu won two by a point (9 head-to-head points, −38); Alpha won one by 40 (6 points, +38).
    const duels = [duel(ZULU, 11, ALPHA, 10), duel(ZULU, 11, ALPHA, 10), duel(ALPHA, 40, ZULU, 0)];
    expect(order(teams, keys, duels)).toEqual([ZULU, ALPHA]);
  });

  it('should use head-to-head difference when the head-to-head points are level', () => {
    const teams = [
      team(ALPHA, 'Alpha', { totalMatchPoints: 8 }),
      team(ZULU, 'Zulu', { totalMatchPoints: 8 }),
    ];
    // One win each, 5 points each; Zulu is +9 on the two.
    const duels = [duel(ALPHA, 14, ZULU, 13), duel(ZULU, 30, ALPHA, 20)];
    expect(order(teams, keys, duels)).toEqual([ZULU, ALPHA]);
  });

  it('should rank three tied teams on a mini-ladder of their results among themselves', () => {
    // A cycle: Charlie beat Alpha by 10, Alpha beat Bravo by 5, Bravo beat Charlie by 1.
    // Each has 5 head-to-head points; differences Charlie +9, Bravo −4, Alpha −5.
    const teams = [
      team(1, 'Alpha', { totalMatchPoints: 10 }),
      team(2, 'Bravo', { totalMatchPoints: 10 }),
      team(3, 'Charlie', { totalMatchPoints: 10 }),
      team(4, 'Delta', { totalMatchPoints: 12 }),
    ];
    const duels = [duel(3, 20, 1, 10), duel(1, 15, 2, 10), duel(2, 8, 3, 7), duel(4, 0, 3, 50)];
    expect(order(teams, keys, duels)).toEqual([4, 3, 2, 1]);
  });

  it('should send the teams head-to-head leaves level to the next key, not back to head to head', () => {
    // Charlie beat both; Alpha and Bravo drew, each losing to Charlie by 10: level head to head.
    const teams = [
      team(1, 'Alpha', { totalMatchPoints: 10, pointsFor: 40 }),
      team(2, 'Bravo', { totalMatchPoints: 10, pointsFor: 50 }),
      team(3, 'Charlie', { totalMatchPoints: 10, pointsFor: 10 }),
    ];
    const duels = [duel(3, 20, 1, 10), duel(3, 20, 2, 10), duel(1, 10, 2, 10)];
    expect(order(teams, keys, duels)).toEqual([3, 2, 1]);
  });

  it('should fall to the next key, then name, then id when head to head cannot separate the teams', () => {
    // Each beat one and lost to one by 5: level on points and difference among themselves.
    const teams = [
      team(5, 'Kilo', { totalMatchPoints: 10, pointsFor: 30 }),
      team(2, 'Kilo', { totalMatchPoints: 10, pointsFor: 30 }),
      team(8, 'Juliet', { totalMatchPoints: 10, pointsFor: 30 }),
      team(7, 'Alpha', { totalMatchPoints: 10, pointsFor: 20 }),
    ];
    const duels = [duel(5, 15, 2, 10), duel(2, 15, 8, 10), duel(8, 15, 5, 10)];
    expect(order(teams, keys, duels)).toEqual([8, 2, 5, 7]);
  });

  it('should leave tied teams that never met level head to head', () => {
    const teams = [
      team(ALPHA, 'Alpha', { totalMatchPoints: 8, pointsFor: 1 }),
      team(ZULU, 'Zulu', { totalMatchPoints: 8, pointsFor: 2 }),
    ];
    expect(order(teams, keys, [duel(ALPHA, 50, 3, 0)])).toEqual([ZULU, ALPHA]);
  });

  it('should rank the whole ladder on results among all teams when it is the first key', () => {
    const teams = [team(1, 'Alpha'), team(2, 'Bravo'), team(3, 'Charlie')];
    const duels = [duel(3, 10, 1, 0), duel(3, 10, 2, 0), duel(2, 10, 1, 0)];
    expect(order(teams, [HEAD_TO_HEAD], duels)).toEqual([3, 2, 1]);
  });
});

describe('resolveSortKeys', () => {
  const lists = (a: string[], b: string[], c: string[], useSortOptions = false) => ({
    useSortOptions,
    selectedSortOptionsSorted: a.map((value) => ({ value })),
    selectedSortByOptions: b.map((value) => ({ value, name: value })),
    sortBy: c.map((value) => ({ value })),
  });

  it('should take selectedSortOptionsSorted, then selectedSortByOptions, then sortBy', () => {
    const keys = resolveSortKeys(lists(['matchesWon'], ['pointsFor', 'byes'], ['headToHead']));
    expect(keys).toEqual(['matchesWon', 'pointsFor', 'byes', 'headToHead']);
  });

  it('should keep each key once, where it first appears', () => {
    const keys = resolveSortKeys(
      lists(['pointsFor', 'matchesWon', 'pointsFor'], ['matchesWon'], ['pointsFor', 'byes']),
    );
    expect(keys).toEqual(['pointsFor', 'matchesWon', 'byes']);
  });

  it('should ignore values it does not know', () => {
    expect(resolveSortKeys(lists(['winningPercentage', 'matchesWon'], ['PointsFor', ''], ['byes']))).toEqual([
      'matchesWon',
      'byes',
    ]);
  });

  it('should use points, difference, then points for when no option is selected', () => {
    expect(resolveSortKeys(lists([], [], []))).toEqual(['totalMatchPoints', 'pointsDifference', 'pointsFor']);
    expect(DEFAULT_SORT).toEqual(['totalMatchPoints', 'pointsDifference', 'pointsFor']);
  });

  it('should use the default when every selected value is unknown', () => {
    expect(resolveSortKeys(lists(['nope'], [], ['percentage']))).toEqual([...DEFAULT_SORT]);
  });

  it("should use the laddertemplate's lists whatever its own useSortOptions", () => {
    expect(resolveSortKeys(lists(['byes'], [], [], false))).toEqual(['byes']);
    expect(resolveSortKeys(lists(['byes'], [], [], true))).toEqual(['byes']);
  });

  it('should let compTypeLaddertemplate override when its useSortOptions is true', () => {
    const own = lists(['totalMatchPoints'], [], []);
    expect(resolveSortKeys(own, sortTemplate(['matchesWon', 'pointsDifferencePercentage']))).toEqual([
      'matchesWon',
      'pointsDifferencePercentage',
    ]);
  });

  it('should keep the laddertemplate when compTypeLaddertemplate has useSortOptions false or is absent', () => {
    const own = lists(['totalMatchPoints', 'pointsAgainst'], [], []);
    expect(resolveSortKeys(own, sortTemplate(['matchesWon'], false))).toEqual([
      'totalMatchPoints',
      'pointsAgainst',
    ]);
    expect(resolveSortKeys(own, null)).toEqual(['totalMatchPoints', 'pointsAgainst']);
    expect(resolveSortKeys(own)).toEqual(['totalMatchPoints', 'pointsAgainst']);
  });

  it('should use the default, not the laddertemplate, when an overriding compTypeLaddertemplate selects nothing', () => {
    const own = lists(['matchesWon'], [], []);
    expect(resolveSortKeys(own, sortTemplate([]))).toEqual([...DEFAULT_SORT]);
  });

  it('should accept every stat option and headToHead', () => {
    const all = [...STAT_KEYS, HEAD_TO_HEAD];
    expect(resolveSortKeys(lists(all, [], []))).toEqual(all);
  });
});
