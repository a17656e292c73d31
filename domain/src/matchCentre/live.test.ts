import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveFrame } from '../api/live';
import type { MatchEvent } from '../api/match';
import { scoreFromEvents } from '../clock/scores';
import type { GameState, Play } from '../gridiron/schemas';
import type { TimerState } from '../schemas/values';
import {
  applyClockFrame,
  applyLiveFrame,
  clockFromTimer,
  type LiveMatchFields,
  type MatchClock,
} from './live';

const event = (
  id: number,
  value: number,
  isHomeTeam: boolean,
  type: 'scoring' | 'movement' = 'scoring',
): MatchEvent => ({
  _id: id,
  type,
  eventType: type,
  code: 1,
  name: type === 'scoring' ? 'Touchdown' : 'Substitution',
  value,
  isHomeTeam,
  teamId: isHomeTeam ? 1 : 2,
  period: 1,
  min: id % 12,
  sec: 0,
  meta: { player: null, off: null, on: null },
});

const match = (extra: Partial<LiveMatchFields> = {}): LiveMatchFields => ({
  status: 'first-quarter',
  meta: { isBye: false, isTba: false, forfeitingTeam: null, field: { name: null } },
  scores: { homeTeam: 0, awayTeam: 0 },
  scoringEvents: [],
  playerMovements: [],
  setScores: [],
  currentSetId: null,
  matchTimeouts: { homeTeam: 0, awayTeam: 0 },
  plays: [],
  game: null,
  ...extra,
});

/** A run by the home team, the seq-th play of the match. */
const play = (seq: number, yards = 4): Play => ({
  _id: 100 + seq,
  seq,
  type: 'run',
  isHomeTeam: true,
  period: 1,
  min: seq,
  sec: 0,
  yards,
  players: {},
});

/** The game after `plays` plays, the home team on `ballOn`. */
const game = (plays: number, ballOn = 25): GameState => ({
  phase: 'scrimmage',
  possession: 'home',
  down: 1,
  distance: 10,
  goalToGo: false,
  ballOn,
  fieldLength: 100,
  period: 1,
  timeouts: { home: 3, away: 3 },
  score: { home: 0, away: 0 },
  freeKick: false,
  drive: null,
  plays,
});

const frame = <F extends LiveFrame>(f: Omit<F, 'channel'>): LiveFrame =>
  ({ channel: 'match-1', ...f }) as LiveFrame;
const add = (e: MatchEvent, events: MatchEvent[]) =>
  frame({ event: 'event:add', data: { event: e, type: e.type, scores: scoreFromEvents(events) } });
const remove = (e: MatchEvent, events: MatchEvent[]) =>
  frame({ event: 'event:remove', data: { eventId: e._id, type: e.type, scores: scoreFromEvents(events) } });

const running: TimerState = {
  timeStart: 1_000_000,
  timeElapse: 60_000,
  timeEnd: null,
  timeRemaining: 660_000,
  stopped: false,
  ended: false,
  addedTime: [],
};

describe('applyLiveFrame', () => {
  it('should append a scoring event and take the scores sent with it', () => {
    const td = event(10, 6, true);
    const next = applyLiveFrame(match(), add(td, [td]));
    expect(next.scoringEvents).toEqual([td]);
    expect(next.scores).toEqual({ homeTeam: 6, awayTeam: 0 });
  });

  it('should put movements in playerMovements and remove by id', () => {
    const sub = event(11, 0, false, 'movement');
    const added = applyLiveFrame(match(), add(sub, []));
    expect(added.playerMovements).toEqual([sub]);
    expect(applyLiveFrame(added, remove(sub, [])).playerMovements).toEqual([]);
  });

  it('should set the status and the forfeiting team', () => {
    const team = { _id: 2, name: 'Away' };
    const next = applyLiveFrame(
      match(),
      frame({ event: 'status', data: { status: 'forfeit', forfeitingTeam: team } }),
    );
    expect(next.status).toBe('forfeit');
    expect(next.meta.forfeitingTeam).toEqual(team);
  });

  it('should take the timeouts from a stop', () => {
    const stop = frame({
      event: 'stop',
      data: {
        event: running,
        status: 'second-quarter',
        matchTimeouts: { homeTeam: 1, awayTeam: 0 },
        timeoutsRemaining: { homeTeam: 2, awayTeam: 3 },
      },
    });
    expect(applyLiveFrame(match(), stop)).toMatchObject({
      status: 'second-quarter',
      matchTimeouts: { homeTeam: 1, awayTeam: 0 },
    });
  });

  it('should upsert a set and replace the sets on the other set messages', () => {
    const set = { setId: 's1', scores: { homeTeam: 25, awayTeam: 20 }, manual: true };
    const once = applyLiveFrame(
      match(),
      frame({ event: 'event:setScore', data: { set, currentSetId: 's1' } }),
    );
    expect(once.setScores).toEqual([set]);
    expect(once.currentSetId).toBe('s1');
    const changed = { ...set, scores: { homeTeam: 25, awayTeam: 23 } };
    expect(
      applyLiveFrame(once, frame({ event: 'event:setScore', data: { set: changed } })).setScores,
    ).toEqual([changed]);
    const ended = applyLiveFrame(
      once,
      frame({
        event: 'event:endSet',
        data: {
          setScores: [set],
          currentSetId: 's2',
          scoringEvents: [],
          scores: { homeTeam: 1, awayTeam: 0 },
        },
      }),
    );
    expect(ended).toMatchObject({ currentSetId: 's2', scores: { homeTeam: 1, awayTeam: 0 } });
  });

  it('should replace everything a snapshot carries', () => {
    const td = event(1, 6, false);
    const snapshot = frame({
      event: 'snapshot',
      data: {
        status: 'half-time',
        forfeitingTeam: null,
        scores: { homeTeam: 0, awayTeam: 6 },
        scoringEvents: [td],
        playerMovements: [],
        setScores: [],
        currentSetId: null,
        matchTimeouts: { homeTeam: 2, awayTeam: 1 },
        timer: null,
        plays: [play(1)],
        game: game(1, 29),
        serverTime: 5,
      },
    });
    const before = match({ scoringEvents: [event(9, 3, true)], plays: [play(1, 9), play(2)], game: game(2) });
    expect(applyLiveFrame(before, snapshot)).toMatchObject({
      status: 'half-time',
      scoringEvents: [td],
      scores: { homeTeam: 0, awayTeam: 6 },
      matchTimeouts: { homeTeam: 2, awayTeam: 1 },
      plays: [play(1)],
      game: game(1, 29),
    });
  });

  it('should end in the same state whatever messages repeat, as long as they come in order', () => {
    // A resumed stream may deliver a message again; the match must not count it twice.
    const steps = fc.array(
      fc.record({
        value: fc.integer({ min: 0, max: 8 }),
        home: fc.boolean(),
        remove: fc.boolean(),
        repeat: fc.boolean(),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(steps, (plan) => {
        let truth: MatchEvent[] = [];
        const frames: LiveFrame[] = [];
        plan.forEach((step, i) => {
          if (step.remove && truth.length) {
            const gone = truth[0]!;
            truth = truth.slice(1);
            frames.push(remove(gone, truth));
          } else {
            const e = event(i + 1, step.value, step.home);
            truth = [...truth, e];
            frames.push(add(e, truth));
          }
          if (step.repeat) frames.push(frames.at(-1)!);
        });
        const end = frames.reduce(applyLiveFrame, match());
        expect(end.scoringEvents).toEqual(truth);
        expect(end.scores).toEqual(scoreFromEvents(truth));
      }),
    );
  });
});

describe('applyLiveFrame on plays', () => {
  const scores = { homeTeam: 7, awayTeam: 0 };
  const addPlay = (p: Play, g: GameState) => frame({ event: 'play:add', data: { play: p, game: g, scores } });
  const removePlay = (p: Play, g: GameState | null) =>
    frame({ event: 'play:remove', data: { playId: p._id, game: g, scores: { homeTeam: 0, awayTeam: 0 } } });

  it('should add a play with the game and the scores sent with it', () => {
    const next = applyLiveFrame(match({ plays: [play(1)], game: game(1) }), addPlay(play(2), game(2, 33)));
    expect(next.plays).toEqual([play(1), play(2)]);
    expect(next.game).toEqual(game(2, 33));
    expect(next.scores).toEqual(scores);
  });

  it('should change nothing more when a play arrives twice', () => {
    const once = applyLiveFrame(match({ plays: [play(1)] }), addPlay(play(2), game(2)));
    expect(applyLiveFrame(once, addPlay(play(2), game(2)))).toEqual(once);
  });

  it('should keep the plays in the order they were played, whatever order they arrive in', () => {
    const late = applyLiveFrame(match({ plays: [play(1), play(3)] }), addPlay(play(2), game(3)));
    expect(late.plays.map((p) => p.seq)).toEqual([1, 2, 3]);
  });

  it('should take a play back, with the game before it, or none when it was the only one', () => {
    const two = match({ plays: [play(1), play(2)], game: game(2), scores });
    const one = applyLiveFrame(two, removePlay(play(2), game(1)));
    expect(one).toMatchObject({ plays: [play(1)], game: game(1), scores: { homeTeam: 0, awayTeam: 0 } });
    expect(applyLiveFrame(one, removePlay(play(1), null))).toMatchObject({ plays: [], game: null });
  });

  it('should end with the plays and the game of the last message, repeats and all', () => {
    // Each step adds the next play or takes back the last; any message may come twice.
    const steps = fc.array(fc.record({ remove: fc.boolean(), repeat: fc.boolean() }), { maxLength: 30 });
    fc.assert(
      fc.property(steps, (plan) => {
        let truth: Play[] = [];
        let seq = 0;
        const frames: LiveFrame[] = [];
        for (const step of plan) {
          if (step.remove && truth.length) {
            const gone = truth.at(-1)!;
            truth = truth.slice(0, -1);
            frames.push(removePlay(gone, truth.length ? game(truth.length) : null));
          } else {
            seq += 1;
            truth = [...truth, play(seq)];
            frames.push(addPlay(play(seq), game(truth.length)));
          }
          if (step.repeat) frames.push(frames.at(-1)!);
        }
        const end = frames.reduce(applyLiveFrame, match());
        expect(end.plays).toEqual(truth);
        expect(end.game).toEqual(truth.length ? game(truth.length) : null);
      }),
    );
  });
});

describe('the match clock', () => {
  const clock: MatchClock = {
    timer: null,
    competitionTimeouts: 3,
    matchTimeouts: { homeTeam: 0, awayTeam: 0 },
    timeoutsRemaining: { homeTeam: 3, awayTeam: 3 },
    periodLengthMillis: 720_000,
    offsetMs: 0,
  };

  it('should measure the skew at the middle of the request', () => {
    const timer = {
      currentTime: null,
      competitionTimeouts: 3,
      matchTimeouts: { homeTeam: 1, awayTeam: 0 },
      timeoutsRemaining: { homeTeam: 2, awayTeam: 3 },
      periodLengthMillis: 720_000,
      hasEnded: false,
      serverTime: 10_000,
    };
    // The browser's clock is 5 s ahead: sent at 15,000 and received 200 ms later.
    expect(clockFromTimer(timer, 14_900, 15_100).offsetMs).toBe(5_000);
  });

  it('should take each timer message, and timeouts from a stop', () => {
    const started = applyClockFrame(
      clock,
      frame({ event: 'start', data: { event: running, status: 'first-quarter' } }),
      0,
    );
    expect(started.timer).toEqual(running);
    const stopped = { ...running, stopped: true, timeStart: null, timeEnd: 1_000_500 };
    const next = applyClockFrame(
      started,
      frame({
        event: 'stop',
        data: {
          event: stopped,
          status: 'first-quarter',
          matchTimeouts: { homeTeam: 1, awayTeam: 0 },
          timeoutsRemaining: { homeTeam: 2, awayTeam: 3 },
        },
      }),
      0,
    );
    expect(next).toMatchObject({ timer: stopped, timeoutsRemaining: { homeTeam: 2, awayTeam: 3 } });
  });

  it('should take the clock, the timeouts and a fresh skew from a snapshot', () => {
    const snapshot = frame({
      event: 'snapshot',
      data: {
        status: 'first-quarter',
        forfeitingTeam: null,
        scores: { homeTeam: 0, awayTeam: 0 },
        scoringEvents: [],
        playerMovements: [],
        setScores: [],
        currentSetId: null,
        matchTimeouts: { homeTeam: 3, awayTeam: 1 },
        timer: running,
        plays: [],
        game: null,
        serverTime: 1_000_000,
      },
    });
    expect(applyClockFrame(clock, snapshot, 1_000_250)).toMatchObject({
      timer: running,
      timeoutsRemaining: { homeTeam: 0, awayTeam: 2 },
      offsetMs: 250,
    });
  });
});
