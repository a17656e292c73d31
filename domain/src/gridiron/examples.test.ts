import { describe, expect, it } from 'vitest';
import { replayGame } from './replay';
import { A, H, OPENING, recorded, rules, views } from './testGame';

describe('worked examples', () => {
  it('should replay the down after a penalty, keeping the line to gain', () => {
    expect(
      views([
        OPENING,
        A({ type: 'run', yards: 3 }),
        A({ type: 'penalty', yards: 10, note: 'Holding' }),
        A({ type: 'passComplete', yards: 20 }),
        H({ type: 'penalty', yards: 5, note: 'Offside' }),
        H({ type: 'penalty', yards: 15, firstDown: true, note: 'Roughing the passer' }),
        A({ type: 'penalty', yards: 5, lossOfDown: true, note: 'Intentional grounding' }),
      ]),
    ).toEqual([
      'away 1st & 10 at OWN 25, 0-0',
      'away 2nd & 7 at OWN 28, 0-0',
      'away 2nd & 17 at OWN 18, 0-0',
      'away 1st & 10 at OWN 38, 0-0',
      'away 1st & 5 at OWN 43, 0-0',
      'away 1st & 10 at OPP 42, 0-0',
      'away 2nd & 15 at OPP 47, 0-0',
    ]);
  });

  it('should give the ball over on downs at the spot', () => {
    const plays = recorded([
      OPENING,
      A({ type: 'run', yards: 2 }),
      A({ type: 'run', yards: 2 }),
      A({ type: 'run', yards: 2 }),
      A({ type: 'run', yards: 1 }),
    ]);
    const replay = replayGame(rules, plays);
    expect(replay.states.slice(3).map((s) => `${s.possession} ${s.down}&${s.distance} ${s.ballOn}`)).toEqual([
      'away 4&4 31',
      'home 1&10 68',
    ]);
    expect(replay.outcomes[4]).toMatchObject({
      possessionChanged: true,
      turnover: false,
      driveEnded: 'downs',
    });
    expect(replay.drives[0]).toMatchObject({ team: 'away', plays: 4, yards: 7, result: 'downs' });
  });

  it('should score a safety for the defence, then the free kick from the 20', () => {
    expect(
      views([
        H({ type: 'kickoff', yards: 60, result: 'downed' }),
        A({ type: 'sack', yards: -5 }),
        A({ type: 'kickoff', yards: 50, result: 'fairCatch' }),
      ]),
    ).toEqual(['away 1st & 10 at OWN 5, 0-0', 'away Kickoff, 2-0', 'home 1st & 10 at OWN 30, 2-0']);
    const replay = replayGame(
      rules,
      recorded([H({ type: 'kickoff', yards: 60, result: 'downed' }), A({ type: 'sack', yards: -5 })]),
    );
    expect(replay.final).toMatchObject({ freeKick: true, ballOn: 20 });
    expect(replay.drives[0]).toMatchObject({ result: 'safety', yards: -5 });
  });

  it('should score a touchdown and no more on a failed two-point try', () => {
    expect(
      views([
        H({ type: 'kickoff', yards: 65, result: 'returned', returnYards: 35 }),
        A({ type: 'passComplete', yards: 65 }),
        A({ type: 'conversion', conversion: 'twoPoint', result: 'failed' }),
        A({ type: 'kickoff', yards: 65, result: 'touchback' }),
      ]),
    ).toEqual([
      'away 1st & 10 at OWN 35, 0-0',
      'away Try, 0-6',
      'away Kickoff, 0-6',
      'home 1st & 10 at OWN 25, 0-6',
    ]);
  });

  it('should score an interception returned for a touchdown for the defence', () => {
    const plays = recorded([
      OPENING,
      A({ type: 'interception', yards: 15, returnYards: 40 }),
      H({ type: 'conversion', conversion: 'kick', result: 'good' }),
    ]);
    const replay = replayGame(rules, plays);
    expect(replay.outcomes[1]).toMatchObject({
      scoring: { kind: 'touchdown', side: 'home', points: 6 },
      turnover: true,
      possessionChanged: true,
      driveEnded: 'turnover',
    });
    expect(replay.final).toMatchObject({ phase: 'kickoff', possession: 'home', score: { home: 7, away: 0 } });
    expect(replay.drives).toEqual([expect.objectContaining({ team: 'away', plays: 1, yards: 0 })]);
  });

  it('should enforce half the distance to the goal', () => {
    const replay = replayGame(
      rules,
      recorded([
        OPENING,
        A({ type: 'passComplete', yards: 67 }),
        H({ type: 'penalty', yards: 15 }),
        A({ type: 'penalty', yards: 5 }),
        A({ type: 'sack', yards: -80 }),
        A({ type: 'penalty', yards: 10 }),
      ]),
    );
    expect(replay.states.slice(1).map((s) => `${s.down}&${s.distance} ${s.ballOn} ${s.goalToGo}`)).toEqual([
      '1&8 92 true',
      '1&4 96 true',
      '1&9 91 true',
      '2&89 11 true',
      '2&94 6 true',
    ]);
    expect(replay.outcomes.slice(2).map((o) => o.penaltyYards)).toEqual([4, 5, 0, 5]);
  });

  it('should give the defence the spot of a missed field goal, or its 20', () => {
    const from = (yards: number) =>
      replayGame(
        rules,
        recorded([OPENING, A({ type: 'passComplete', yards }), A({ type: 'fieldGoal', result: 'missed' })]),
      ).final;
    expect(from(45)).toMatchObject({ possession: 'home', ballOn: 37 });
    expect(from(70)).toMatchObject({ possession: 'home', ballOn: 20 });
  });

  it('should bring a punt into the end zone out to the 20', () => {
    const replay = replayGame(
      rules,
      recorded([OPENING, A({ type: 'run', yards: 15 }), A({ type: 'punt', yards: 62, result: 'touchback' })]),
    );
    expect(replay.final).toMatchObject({ possession: 'home', ballOn: 20, down: 1, distance: 10 });
    expect(replay.outcomes[2]).toMatchObject({ possessionChanged: true, driveEnded: 'punt' });
    expect(replay.drives[0]).toMatchObject({ plays: 2, yards: 15, result: 'punt' });
  });
});
