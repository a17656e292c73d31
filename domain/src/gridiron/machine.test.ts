import { describe, expect, it } from 'vitest';
import { applyPlay, type PlayLike } from './machine';
import { replayGame } from './replay';
import { initialGameState } from './rules';
import { situationText } from './situation';
import { rules } from './testGame';

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

  it('should refuse a field the play type does not take', () => {
    const check = applyPlay(
      rules,
      initialGameState(rules),
      home({ type: 'kickoff', yards: 60, result: 'good' }),
    );
    expect(check).toMatchObject({
      field: 'result',
      message: expect.stringMatching(/^result: a kickoff ends /),
    });
    const run = applyPlay(rules, initialGameState(rules), home({ type: 'timeout', yards: 3 }));
    expect(run).toMatchObject({ field: 'yards', message: 'yards: a timeout takes no yards' });
  });

  it('should spend timeouts, refuse one with none left, and give them back at the half', () => {
    const timeouts = [1, 2, 3].map((min) => home({ type: 'timeout' }, min));
    const { final } = replayGame(rules, timeouts);
    expect(final.timeouts).toEqual({ home: 0, away: 3 });
    expect(applyPlay(rules, final, home({ type: 'timeout' }, 4))).toMatchObject({
      field: 'isHomeTeam',
      message: 'isHomeTeam: the home team has no timeouts left this half',
    });
    const half = applyPlay(rules, final, { ...home({ type: 'timeout' }), period: 3 });
    expect(half.ok && half.state.timeouts).toEqual({ home: 2, away: 3 });
  });

  it('should end the drive at the half, timed to the end of its period, and kick off again', () => {
    const replay = replayGame(rules, [
      home({ type: 'kickoff', yards: 65, result: 'touchback' }),
      { type: 'run', yards: 4, isHomeTeam: false, ...at(14, 30, 2) },
      { type: 'kickoff', yards: 65, result: 'touchback', isHomeTeam: false, ...at(0, 0, 3) },
    ]);
    expect(replay.drives).toEqual([expect.objectContaining({ result: 'endOfHalf', seconds: 30 })]);
    expect(replay.final).toMatchObject({ period: 3, possession: 'home', ballOn: 25 });
    expect(applyPlay(rules, replay.final, { ...home({ type: 'run', yards: 1 }), period: 2 })).toMatchObject({
      code: 'PLAY_OUT_OF_STEP',
      field: 'period',
    });
  });

  it('should move the kick spot on a penalty before a kickoff, and keep an onside kick recovered', () => {
    const replay = replayGame(rules, [
      home({ type: 'kickoff', yards: 65, result: 'touchback' }),
      { type: 'passComplete', yards: 75, isHomeTeam: false, ...at(1) },
      { type: 'conversion', conversion: 'kick', result: 'good', isHomeTeam: false, ...at(1) },
      { type: 'penalty', yards: 5, isHomeTeam: false, ...at(1) },
      { type: 'kickoff', yards: 12, result: 'recovered', isHomeTeam: false, ...at(1) },
    ]);
    expect(replay.states[3]).toMatchObject({ phase: 'kickoff', possession: 'away', ballOn: 30 });
    expect(replay.outcomes[4]?.possessionChanged).toBe(false);
    expect(situationText(replay.final)).toBe('1st & 10 at OWN 42');
  });
});
