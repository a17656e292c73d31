import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES } from '../schemas/values';
import { bye, forfeit, game, template } from './fixtures';
import { applyResult, counts, type LadderMatch } from './results';
import { emptyTally, type Tally } from './stats';

const HOME = 1;
const AWAY = 2;
const rules = template();
const freshTallies = () =>
  new Map<number, Tally>([
    [HOME, emptyTally()],
    [AWAY, emptyTally()],
  ]);

function apply(match: LadderMatch) {
  const tallies = freshTallies();
  const duel = applyResult(tallies, match, rules);
  return { home: tallies.get(HOME)!, away: tallies.get(AWAY)!, duel };
}

describe('counts', () => {
  it('should not count a cancelled match for either team, whatever its score', () => {
    expect(counts(game(1, 1, 21, 2, 7, 'cancelled'))).toBe(false);
  });

  it.each(['final', 'washout'] as const)('should count a %s between two teams', (status) => {
    expect(counts(game(1, HOME, 3, AWAY, 1, status))).toBe(true);
  });

  const notCounted = MATCH_STATUSES.filter((s) => !['final', 'washout', 'forfeit'].includes(s));
  it.each(notCounted)('should not count a match that is %s', (status) => {
    expect(counts(game(1, HOME, 3, AWAY, 1, status))).toBe(false);
  });

  it('should count a forfeit whose forfeiting team is in the match', () => {
    expect(counts(forfeit(1, HOME, AWAY, HOME))).toBe(true);
    expect(counts(forfeit(1, HOME, AWAY, AWAY))).toBe(true);
  });

  it('should not count a forfeit with no forfeiting team or a forfeiting team from elsewhere', () => {
    expect(counts({ ...forfeit(1, HOME, AWAY, HOME), forfeitingTeamId: null })).toBe(false);
    expect(counts(forfeit(1, HOME, AWAY, 3))).toBe(false);
  });

  it('should not count a match whose teams are not both known', () => {
    expect(counts({ ...game(1, HOME, 3, AWAY, 1), awayTeamId: null })).toBe(false);
    expect(counts({ ...game(1, HOME, 3, AWAY, 1), homeTeamId: null })).toBe(false);
  });

  it('should count a bye once its round has been played', () => {
    expect(counts(bye(1, HOME))).toBe(true);
    expect(counts({ ...bye(1, HOME), homeTeamId: null, awayTeamId: HOME })).toBe(true);
  });

  it.each(['pre-game', 'live', 'disputed', 'forfeit', 'washout'] as const)(
    'should not count a bye that is %s',
    (status) => {
      expect(counts(bye(1, HOME, status))).toBe(false);
    },
  );

  it('should not count a bye without a team', () => {
    expect(counts({ ...bye(1, HOME), homeTeamId: null })).toBe(false);
  });
});

describe('applyResult', () => {
  it('should give the higher score a win and the lower a loss', () => {
    const { home, away, duel } = apply(game(1, HOME, 12, AWAY, 30));
    expect(home).toEqual({ ...emptyTally(), lost: 1, pointsFor: 12, pointsAgainst: 30 });
    expect(away).toEqual({ ...emptyTally(), won: 1, pointsFor: 30, pointsAgainst: 12 });
    expect(duel).toEqual({ a: HOME, b: AWAY, aPoints: 1, bPoints: 4, aFor: 12, bFor: 30, outcome: 'b' });
  });

  it('should make equal scores a draw', () => {
    const { home, away, duel } = apply(game(1, HOME, 7, AWAY, 7));
    expect(home).toEqual({ ...emptyTally(), drawn: 1, pointsFor: 7, pointsAgainst: 7 });
    expect(away).toEqual(home);
    expect(duel).toEqual({ a: HOME, b: AWAY, aPoints: 2, bPoints: 2, aFor: 7, bFor: 7, outcome: 'draw' });
  });

  it('should make a washout a scoreless draw whatever the score when it was abandoned', () => {
    const { home, away, duel } = apply(game(1, HOME, 21, AWAY, 3, 'washout'));
    expect(home).toEqual({ ...emptyTally(), drawn: 1 });
    expect(away).toEqual({ ...emptyTally(), drawn: 1 });
    expect(duel).toEqual({ a: HOME, b: AWAY, aPoints: 2, bPoints: 2, aFor: 0, bFor: 0, outcome: 'draw' });
  });

  it('should score a home forfeit 0 to defaultScoreFFReceived, ignoring the recorded score', () => {
    const { home, away, duel } = apply(forfeit(1, HOME, AWAY, HOME));
    expect(home).toEqual({ ...emptyTally(), forfeitsLost: 1, pointsFor: 0, pointsAgainst: 20 });
    expect(away).toEqual({ ...emptyTally(), forfeitsWon: 1, pointsFor: 20, pointsAgainst: 0 });
    expect(duel).toEqual({ a: HOME, b: AWAY, aPoints: -2, bPoints: 3, aFor: 0, bFor: 20, outcome: 'b' });
  });

  it('should score an away forfeit defaultScoreFFReceived to 0', () => {
    const { home, away, duel } = apply(forfeit(1, HOME, AWAY, AWAY));
    expect(home).toEqual({ ...emptyTally(), forfeitsWon: 1, pointsFor: 20, pointsAgainst: 0 });
    expect(away).toEqual({ ...emptyTally(), forfeitsLost: 1, pointsFor: 0, pointsAgainst: 20 });
    expect(duel).toEqual({ a: HOME, b: AWAY, aPoints: 3, bPoints: -2, aFor: 20, bFor: 0, outcome: 'a' });
  });

  it('should add a bye to its team and return no duel', () => {
    const { home, away, duel } = apply(bye(1, HOME));
    expect(home).toEqual({ ...emptyTally(), byes: 1 });
    expect(away).toEqual(emptyTally());
    expect(duel).toBeNull();
  });

  it('should add a bye listed on the away side to that team', () => {
    const { away } = apply({ ...bye(1, HOME), homeTeamId: null, awayTeamId: AWAY });
    expect(away).toEqual({ ...emptyTally(), byes: 1 });
  });

  it('should leave the tallies alone when a team is not on the ladder', () => {
    const tallies = freshTallies();
    expect(applyResult(tallies, game(1, HOME, 3, 9, 1), rules)).toBeNull();
    expect(applyResult(tallies, bye(1, 9), rules)).toBeNull();
    expect([...tallies.values()]).toEqual([emptyTally(), emptyTally()]);
  });
});
