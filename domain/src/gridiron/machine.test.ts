import { describe, expect, it } from 'vitest';
import { applyPlay, type PlayLike } from './machine';
import { replayGame } from './replay';
import { gameRules, initialGameState } from './rules';
import { situationText } from './situation';

const rules = gameRules(
  {
    fieldLength: 100,
    yardsToGain: 10,
    timeoutsPerHalf: 3,
    scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
  },
  { periods: 4, periodLengthMinutes: 15 },
);

const at = (min: number, sec = 0, period = 1) => ({ period, min, sec });
const home = (play: Omit<PlayLike, 'isHomeTeam' | 'period' | 'min' | 'sec'>, min = 0, sec = 0): PlayLike => ({
  ...play,
  isHomeTeam: true,
  ...at(min, sec),
});

describe('applyPlay', () => {
  it('should start with a kickoff either side may take, from the 35', () => {
    const state = initialGameState(rules);
    expect(state).toMatchObject({ phase: 'kickoff', possession: null, ballOn: 35, period: 1 });
    expect(situationText(state)).toBe('Kickoff');
  });

  it('should move the chains on a gain and count the downs', () => {
    const replay = replayGame(rules, [
      home({ type: 'kickoff', yards: 65, result: 'touchback' }),
      { type: 'run', yards: 4, isHomeTeam: false, ...at(0, 10) },
      { type: 'passComplete', yards: 12, isHomeTeam: false, ...at(0, 40) },
      { type: 'passIncomplete', isHomeTeam: false, ...at(1, 5) },
    ]);
    expect(replay.states.map(situationText)).toEqual([
      '1st & 10 at OWN 25',
      '2nd & 6 at OWN 29',
      '1st & 10 at OWN 41',
      '2nd & 10 at OWN 41',
    ]);
    expect(replay.outcomes[2]?.firstDown).toBe(true);
    expect(replay.drives).toEqual([
      expect.objectContaining({ number: 1, team: 'away', plays: 3, yards: 16, seconds: 55, result: null }),
    ]);
  });

  it('should refuse a run past the goal line, naming the field, and change nothing', () => {
    const { final } = replayGame(rules, [
      home({ type: 'kickoff', yards: 65, result: 'touchback' }),
      { type: 'run', yards: 4, isHomeTeam: false, ...at(0, 10) },
    ]);
    const before = JSON.stringify(final);
    const check = applyPlay(rules, final, { type: 'run', yards: 80, isHomeTeam: false, ...at(1) });
    expect(check).toEqual({
      ok: false,
      code: 'PLAY_INVALID',
      field: 'yards',
      message: 'yards: a run from OWN 29 gains at most 71 yards',
    });
    expect(JSON.stringify(final)).toBe(before);
  });

  it('should refuse a down the game is not at as out of step', () => {
    const { final } = replayGame(rules, [home({ type: 'kickoff', yards: 65, result: 'touchback' })]);
    const check = applyPlay(rules, final, { type: 'run', yards: 4, down: 2, isHomeTeam: false, ...at(1) });
    expect(check).toMatchObject({ ok: false, code: 'PLAY_OUT_OF_STEP', field: 'down' });
  });

  it('should refuse a play by the team without the ball', () => {
    const { final } = replayGame(rules, [home({ type: 'kickoff', yards: 65, result: 'touchback' })]);
    expect(applyPlay(rules, final, home({ type: 'run', yards: 4 }))).toMatchObject({
      ok: false,
      field: 'isHomeTeam',
      message: 'isHomeTeam: the away team has the ball, not the home team',
    });
  });

  it('should score a touchdown, take the try, and kick off again by the scorers', () => {
    const replay = replayGame(rules, [
      home({ type: 'kickoff', yards: 65, result: 'touchback' }),
      { type: 'passComplete', yards: 75, isHomeTeam: false, ...at(0, 20) },
      { type: 'conversion', conversion: 'kick', result: 'good', isHomeTeam: false, ...at(0, 30) },
    ]);
    expect(replay.outcomes[1]?.scoring).toEqual({ kind: 'touchdown', side: 'away', points: 6 });
    expect(replay.states.map(situationText)).toEqual(['1st & 10 at OWN 25', 'Try', 'Kickoff']);
    expect(replay.final).toMatchObject({ possession: 'away', score: { home: 0, away: 7 }, ballOn: 35 });
    expect(replay.drives[0]).toMatchObject({ result: 'touchdown', yards: 75, plays: 1, seconds: 10 });
  });

  it('should throw naming the index of a refused play in a replay', () => {
    expect(() => replayGame(rules, [home({ type: 'run', yards: 3 })])).toThrow(
      /^Play 0 \(run\) refused: type:/,
    );
  });
});
