import { describe, expect, it } from 'vitest';
import { gameRules } from '../gridiron/rules';
import type { Play, PlayInput } from '../gridiron/schemas';
import type { QueuedAction } from './outbox';
import { localGame, planPlayUndo, queuedPlayDeletes, queuedPlays } from './plays';
import { playPath, takeBackAction } from './undo';

const rules = gameRules(
  {
    fieldLength: 100,
    yardsToGain: 10,
    timeoutsPerHalf: 3,
    scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
  },
  { periods: 4, periodLengthMinutes: 12 },
);

const KICKOFF: PlayInput = {
  type: 'kickoff',
  isHomeTeam: true,
  period: 1,
  min: 0,
  sec: 0,
  result: 'touchback',
};
const run = (yards: number, sec: number): PlayInput => ({
  type: 'run',
  isHomeTeam: false,
  period: 1,
  min: 0,
  sec,
  yards,
});
const known = (input: PlayInput, seq: number): Play => ({ ...input, _id: 100 + seq, seq, players: {} });
const queued = (input: PlayInput, seq: number, key = `k${seq}`): QueuedAction => ({
  key,
  matchId: 7,
  method: 'POST',
  path: playPath(7),
  body: input,
  label: input.type,
  queuedAt: 0,
  play: { seq },
});
const deletePlay = (id: number): QueuedAction => ({
  key: `d${id}`,
  label: 'undo',
  queuedAt: 0,
  ...takeBackAction(7, { kind: 'play', id }),
});

describe('localGame', () => {
  it('should count the plays the server has, then the queued ones', () => {
    const game = localGame(
      rules,
      { plays: [known(KICKOFF, 1)], game: null },
      [queued(run(4, 10), 2), queued(run(3, 40), 3)],
      new Set(),
      7,
    );
    expect(game.state).toMatchObject({
      phase: 'scrimmage',
      possession: 'away',
      down: 3,
      distance: 3,
      ballOn: 32,
    });
    expect(game.refused).toBeNull();
  });

  it('should count once a queued play the stream has already brought back', () => {
    const plays = [known(KICKOFF, 1), known(run(4, 10), 2)];
    const game = localGame(rules, { plays, game: null }, [queued(run(4, 10), 2)], new Set(), 7);
    expect(game.state).toMatchObject({ down: 2, distance: 6, ballOn: 29 });
  });

  it('should leave out plays being deleted, and other matches’ plays', () => {
    const plays = [known(KICKOFF, 1), known(run(4, 10), 2)];
    const other = { ...queued(run(9, 20), 2, 'other'), matchId: 8 };
    const game = localGame(rules, { plays, game: null }, [deletePlay(102), other], new Set([102]), 7);
    expect(game.known).toHaveLength(1);
    expect(game.state).toMatchObject({ down: 1, distance: 10, ballOn: 25 });
  });

  it('should stop at a queued play the machine refuses, and say why', () => {
    const bad = queued({ ...run(4, 10), down: 3 }, 2);
    const game = localGame(
      rules,
      { plays: [known(KICKOFF, 1)], game: null },
      [bad, queued(run(1, 20), 3)],
      new Set(),
      7,
    );
    expect(game.refused?.action).toBe(bad);
    expect(game.state).toMatchObject({ down: 1, ballOn: 25 });
  });

  it('should take the server’s state when its plays cannot be replayed', () => {
    const odd = known({ ...run(4, 0), isHomeTeam: true }, 1);
    const state = localGame(rules, { plays: [known(KICKOFF, 1)], game: null }, [], new Set(), 7).state;
    expect(localGame(rules, { plays: [odd], game: state }, [], new Set(), 7).state).toBe(state);
  });
});

describe('queued plays and deletes', () => {
  it('should tell a match’s queued plays and the plays being deleted', () => {
    const actions = [queued(KICKOFF, 1), deletePlay(41), { ...queued(KICKOFF, 1, 'x'), matchId: 8 }];
    expect(queuedPlays(actions, 7).map((a) => a.key)).toEqual(['k1']);
    expect(queuedPlayDeletes(actions)).toEqual([41]);
    expect(deletePlay(41).path).toBe('/live/matches/7/plays/41');
  });
});

describe('planPlayUndo', () => {
  const none = {
    matchId: 7,
    queued: [],
    inFlight: null,
    shown: [],
    lastWritten: undefined,
    gone: new Set<number>(),
  };

  it('should drop a play still on the device, the newest first', () => {
    const last = queued(run(3, 40), 3);
    expect(planPlayUndo({ ...none, queued: [queued(run(4, 10), 2), last] })).toEqual({
      kind: 'withdraw',
      action: last,
    });
  });

  it('should wait while the newest queued play is being sent', () => {
    expect(planPlayUndo({ ...none, queued: [queued(run(4, 10), 2)], inFlight: 'k2' })).toBeNull();
  });

  it('should delete the newest play shown or just sent, passing over those being deleted', () => {
    const shown = [known(KICKOFF, 1), known(run(4, 10), 2)];
    expect(planPlayUndo({ ...none, shown })).toMatchObject({ kind: 'delete', id: 102 });
    expect(planPlayUndo({ ...none, shown, lastWritten: { kind: 'play', id: 103 } })).toEqual({
      kind: 'delete',
      id: 103,
      play: null,
    });
    expect(planPlayUndo({ ...none, shown, gone: new Set([102]) })).toMatchObject({ kind: 'delete', id: 101 });
    expect(planPlayUndo({ ...none, shown, gone: new Set([101, 102]) })).toBeNull();
  });
});
