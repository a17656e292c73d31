import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompetitionLiveMatch, CompetitionSnapshot, LoggedFrame } from '../api/live';
import type { MatchEvent } from '../api/match';
import type { GameState } from '../gridiron/schemas';
import { MATCH_STATUSES, type TimerState } from '../schemas/values';
import { isLiveStatus } from '../statuses';
import {
  applyCompetitionSnapshot,
  applyToListClock,
  applyToListMatch,
  clocksFromSnapshot,
  KICKOFF_WINDOW_MS,
  type ListMatchFields,
  wantsLiveStream,
} from './liveList';

const listed = (id: number, extra: Partial<ListMatchFields> = {}): ListMatchFields => ({
  _id: id,
  status: 'first-quarter',
  meta: { isBye: false, isTba: false, forfeitingTeam: null, field: { name: null } },
  scores: { homeTeam: 0, awayTeam: 0 },
  setScores: [],
  currentSetId: null,
  ...extra,
});

const touchdown = (id: number): MatchEvent => ({
  _id: id,
  type: 'scoring',
  eventType: 'scoring',
  code: 1,
  name: 'Touchdown',
  value: 6,
  isHomeTeam: true,
  teamId: 1,
  period: 1,
  min: 1,
  sec: 0,
  meta: { player: null, off: null, on: null },
});

const frame = (f: Omit<LoggedFrame, 'channel'>): LoggedFrame => ({ channel: 'match-1', ...f }) as LoggedFrame;

const running: TimerState = {
  timeStart: 1_000_000,
  timeElapse: 60_000,
  timeEnd: null,
  timeRemaining: 660_000,
  stopped: false,
  ended: false,
  addedTime: [],
};

const underWay = (id: number, extra: Partial<CompetitionLiveMatch> = {}): CompetitionLiveMatch => ({
  matchId: id,
  status: 'second-quarter',
  forfeitingTeam: null,
  scores: { homeTeam: 7, awayTeam: 3 },
  timer: running,
  setScores: [],
  currentSetId: null,
  matchTimeouts: { homeTeam: 0, awayTeam: 0 },
  game: null,
  ...extra,
});

/** The game with the home team on `ballOn`, `down` and 10 to go. */
const game = (down: number, ballOn: number): GameState => ({
  phase: 'scrimmage',
  possession: 'home',
  down,
  distance: 10,
  goalToGo: false,
  ballOn,
  fieldLength: 100,
  period: 2,
  timeouts: { home: 3, away: 3 },
  score: { home: 7, away: 3 },
  freeKick: false,
  drive: null,
  plays: 20 + down,
});
const run = {
  _id: 70,
  seq: 21,
  type: 'run',
  isHomeTeam: true,
  period: 2,
  min: 4,
  sec: 0,
  players: {},
} as const;

const scoresArb = fc.record({ homeTeam: fc.nat(200), awayTeam: fc.nat(200) });

describe('applyToListMatch', () => {
  it('should take the scores sent with each event, whatever the order, and touch nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), scoresArb), { minLength: 1, maxLength: 20 }), (steps) => {
        const start = listed(1);
        let match = start;
        for (const [adds, scores] of steps)
          match = applyToListMatch(
            match,
            adds
              ? frame({ event: 'event:add', data: { event: touchdown(1), type: 'scoring', scores } })
              : frame({ event: 'event:remove', data: { eventId: 1, type: 'scoring', scores } }),
          );
        expect(match).toEqual({ ...start, scores: steps.at(-1)![1] });
      }),
    );
  });

  it('should change nothing more when a message arrives twice', () => {
    const messages: LoggedFrame[] = [
      frame({ event: 'status', data: { status: 'half-time', forfeitingTeam: null } }),
      frame({
        event: 'event:add',
        data: { event: touchdown(2), type: 'scoring', scores: { homeTeam: 6, awayTeam: 0 } },
      }),
      frame({
        event: 'event:setScore',
        data: { set: { setId: 's1', scores: { homeTeam: 5, awayTeam: 3 } }, currentSetId: 's1' },
      }),
    ];
    for (const message of messages) {
      const once = applyToListMatch(listed(1), message);
      expect(applyToListMatch(once, message)).toEqual(once);
    }
  });

  it('should set the status and forfeiting team, and the status of a timer message', () => {
    const team = { _id: 2, name: 'Away' };
    const forfeit = applyToListMatch(
      listed(1),
      frame({ event: 'status', data: { status: 'forfeit', forfeitingTeam: team } }),
    );
    expect(forfeit).toMatchObject({ status: 'forfeit', meta: { forfeitingTeam: team } });
    const started = applyToListMatch(
      listed(1, { status: 'pre-game' }),
      frame({ event: 'start', data: { status: 'first-quarter', event: running } }),
    );
    expect(started.status).toBe('first-quarter');
  });

  it('should keep a set score per set, and take the sets and scores an ended set brings', () => {
    const set = (setId: string, homeTeam: number) => ({ setId, scores: { homeTeam, awayTeam: 0 } });
    let match = applyToListMatch(
      listed(1),
      frame({ event: 'event:setScore', data: { set: set('a', 3), currentSetId: 'a' } }),
    );
    match = applyToListMatch(match, frame({ event: 'event:setScore', data: { set: set('a', 4) } }));
    expect(match.setScores).toEqual([set('a', 4)]);
    expect(match.currentSetId).toBe('a');
    match = applyToListMatch(
      match,
      frame({
        event: 'event:endSet',
        data: {
          setScores: [set('a', 25)],
          currentSetId: 'b',
          scoringEvents: [],
          scores: { homeTeam: 1, awayTeam: 0 },
        },
      }),
    );
    expect(match).toMatchObject({
      setScores: [set('a', 25)],
      currentSetId: 'b',
      scores: { homeTeam: 1, awayTeam: 0 },
    });
  });
});

describe('applyToListMatch on plays', () => {
  it('should take the game and the scores a play brings, and the game before a play taken back', () => {
    const scores = { homeTeam: 13, awayTeam: 3 };
    const added = applyToListMatch(
      listed(1, { game: game(1, 40) }),
      frame({ event: 'play:add', data: { play: run, game: game(2, 44), scores } }),
    );
    expect(added).toEqual({ ...listed(1), game: game(2, 44), scores });
    expect(
      applyToListMatch(added, frame({ event: 'play:add', data: { play: run, game: game(2, 44), scores } })),
    ).toEqual(added);
    const back = applyToListMatch(
      added,
      frame({ event: 'play:remove', data: { playId: 70, game: game(1, 40), scores: listed(1).scores } }),
    );
    expect(back).toEqual({ ...listed(1), game: game(1, 40) });
    const none = applyToListMatch(
      back,
      frame({ event: 'play:remove', data: { playId: 69, game: null, scores: listed(1).scores } }),
    );
    expect(none.game).toBeNull();
  });
});

describe('applyCompetitionSnapshot', () => {
  it('should give each match the snapshot names its state, and leave the others', () => {
    const list = [listed(1), listed(2, { status: 'pre-game' }), listed(3, { status: 'final' })];
    const { matches, stale } = applyCompetitionSnapshot(list, {
      matches: [underWay(2, { game: game(3, 62) })],
      serverTime: 5_000,
    });
    expect(matches[1]).toMatchObject({
      status: 'second-quarter',
      scores: { homeTeam: 7, awayTeam: 3 },
      game: game(3, 62),
    });
    expect(matches[2]).toBe(list[2]);
    // Match 1 was under way and the snapshot no longer has it: it ended unseen.
    expect(stale).toBe(true);
  });

  it('should call the list stale exactly when it holds a match under way the snapshot lacks', () => {
    const statusArb = fc.constantFrom(...MATCH_STATUSES);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }),
        fc.array(statusArb, { minLength: 10, maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }),
        (ids, statuses, named) => {
          const list = ids.map((id, i) => listed(id, { status: statuses[i]! }));
          const snapshot: CompetitionSnapshot = { matches: named.map((id) => underWay(id)), serverTime: 0 };
          const { matches, stale } = applyCompetitionSnapshot(list, snapshot);
          expect(matches.map((m) => m._id)).toEqual(ids);
          expect(stale).toBe(list.some((m) => isLiveStatus(m.status) && !named.includes(m._id)));
          for (const m of matches) if (named.includes(m._id)) expect(m.status).toBe('second-quarter');
        },
      ),
    );
  });
});

describe('list clocks', () => {
  it("should take each match's timer and the skew from the snapshot", () => {
    const clocks = clocksFromSnapshot(
      { matches: [underWay(4), underWay(5, { timer: null })], serverTime: 10_000 },
      10_250,
    );
    expect(clocks.get(4)).toEqual({ timer: running, offsetMs: 250 });
    expect(clocks.get(5)).toEqual({ timer: null, offsetMs: 250 });
  });

  it('should replace the timer on create, start and stop, and ignore other messages', () => {
    const clock = { timer: null, offsetMs: 40 };
    const stopped = { ...running, stopped: true };
    expect(
      applyToListClock(clock, frame({ event: 'start', data: { status: 'first-quarter', event: running } })),
    ).toEqual({
      timer: running,
      offsetMs: 40,
    });
    expect(
      applyToListClock(
        { timer: running, offsetMs: 40 },
        frame({
          event: 'stop',
          data: {
            status: 'first-quarter',
            event: stopped,
            matchTimeouts: { homeTeam: 0, awayTeam: 0 },
            timeoutsRemaining: { homeTeam: 3, awayTeam: 3 },
          },
        }),
      ).timer,
    ).toEqual(stopped);
    expect(
      applyToListClock(
        clock,
        frame({ event: 'status', data: { status: 'half-time', forfeitingTeam: null } }),
      ),
    ).toBe(clock);
  });
});

describe('wantsLiveStream', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it('should want one while a match is under way, or one not started is near its kick-off', () => {
    expect(wantsLiveStream([{ status: 'third-quarter', dateTime: at(-86_400_000) }], now)).toBe(true);
    expect(wantsLiveStream([{ status: 'pre-game', dateTime: at(KICKOFF_WINDOW_MS) }], now)).toBe(true);
    expect(wantsLiveStream([{ status: 'pre-game', dateTime: at(-60_000) }], now)).toBe(true);
  });

  it('should want none for finished matches, far-off ones, or matches with no kick-off time', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('final', 'forfeit', 'washout', 'pre-game' as const),
            dateTime: fc.option(
              fc
                .integer({ min: KICKOFF_WINDOW_MS + 1, max: 400 * 86_400_000 })
                .chain((ms) => fc.constantFrom(at(ms), at(-ms))),
              { nil: null },
            ),
          }),
        ),
        (matches) => {
          expect(wantsLiveStream(matches, now)).toBe(false);
        },
      ),
    );
  });
});
