import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { GameState, Play } from '../gridiron/schemas';
import type { TimerState } from '../schemas/values';
import {
  COMPETITION_MESSAGES,
  type CompetitionFrame,
  type CompetitionPayload,
  LIVE_MESSAGES,
  type LiveFrame,
  type LivePayload,
  STREAM_ONLY_MESSAGES,
  type StreamOnlyMessageName,
} from './live';
import {
  competitionChannel,
  isLiveMessageName,
  LIVE_MESSAGE_NAMES,
  type LiveMessageName,
  liveChannels,
  matchIdOfChannel,
} from './liveNames';
import type { MatchEvent } from './match';

const T0 = 1_700_000_000_000;
const running: TimerState = {
  timeStart: T0,
  timeElapse: 0,
  timeEnd: null,
  timeRemaining: 12 * 60_000,
  stopped: false,
  ended: false,
  addedTime: [],
};
const stopped: TimerState = { ...running, timeStart: null, timeElapse: 90_000, stopped: true };
const touchdown: MatchEvent = {
  _id: 7,
  type: 'scoring',
  eventType: 'scoring',
  code: 1,
  name: 'Touchdown',
  value: 6,
  isHomeTeam: true,
  teamId: 3,
  period: 2,
  min: 3,
  sec: 15,
  meta: { player: { _id: 9, firstName: 'Player', lastName: '', isPublic: false }, off: null, on: null },
};
const scores = { homeTeam: 6, awayTeam: 3 };
const run: Play = {
  _id: 40,
  seq: 3,
  type: 'run',
  isHomeTeam: true,
  period: 1,
  min: 2,
  sec: 10,
  yards: 6,
  players: { carrier: { _id: 9, firstName: 'Player', lastName: '', isPublic: false } },
};
const game: GameState = {
  phase: 'scrimmage',
  possession: 'home',
  down: 2,
  distance: 4,
  goalToGo: false,
  ballOn: 31,
  fieldLength: 100,
  period: 1,
  timeouts: { home: 3, away: 3 },
  score: { home: 0, away: 0 },
  freeKick: false,
  drive: null,
  plays: 3,
};
const set = { setId: '1', scores: { homeTeam: 25, awayTeam: 20 }, manual: true };

/** A payload the server sends for each message, and one it must never send. */
const EXAMPLES: { [N in LiveMessageName]: { good: LivePayload<N>[]; bad: unknown[] } } = {
  snapshot: {
    good: [
      {
        status: 'second-quarter',
        forfeitingTeam: null,
        scores,
        scoringEvents: [touchdown],
        playerMovements: [],
        setScores: [],
        currentSetId: null,
        matchTimeouts: { homeTeam: 1, awayTeam: 0 },
        timer: running,
        plays: [run],
        game,
        serverTime: T0 + 5_000,
      },
    ],
    bad: [
      {
        status: 'second-quarter',
        forfeitingTeam: null,
        scores,
        scoringEvents: [],
        playerMovements: [],
        setScores: [],
        currentSetId: null,
        matchTimeouts: { homeTeam: 1, awayTeam: 0 },
        timer: null,
      },
    ],
  },
  reset: { good: [{}], bad: [null, []] },
  status: {
    good: [
      { status: 'final', forfeitingTeam: null },
      { status: 'forfeit', forfeitingTeam: { _id: 3, name: 'Blues' } },
    ],
    bad: [
      { status: 'half time', forfeitingTeam: null },
      { status: 'forfeit', forfeitingTeam: 3 },
    ],
  },
  'event:add': {
    good: [{ event: touchdown, type: 'scoring', scores }],
    bad: [
      { event: { ...touchdown, meta: {} }, type: 'scoring', scores },
      { event: touchdown, type: 'scoring' },
    ],
  },
  'event:remove': {
    good: [{ eventId: 7, type: 'movement', scores }],
    bad: [{ eventId: '7', type: 'movement', scores }],
  },
  'event:refresh': {
    good: [{ type: 'movement' }, { type: 'scoring' }, { type: 'teamList', teamId: 3 }],
    bad: [{ type: 'teamList' }, { type: 'lineup', teamId: 3 }],
  },
  'play:add': {
    good: [{ play: run, game, scores }],
    bad: [
      { play: run, game: null, scores },
      { play: { ...run, type: 'hailMary' }, game, scores },
    ],
  },
  'play:remove': {
    good: [
      { playId: 40, game, scores },
      { playId: 40, game: null, scores },
    ],
    bad: [{ playId: 40, scores }],
  },
  create: {
    good: [{ event: stopped, status: 'second-quarter' }],
    bad: [{ event: null, status: 'second-quarter' }],
  },
  start: {
    good: [{ event: running, status: 'second-quarter' }],
    bad: [{ event: { ...running, timeStart: new Date(T0).toISOString() }, status: 'second-quarter' }],
  },
  stop: {
    good: [
      {
        event: stopped,
        status: 'second-quarter',
        matchTimeouts: { homeTeam: 1, awayTeam: 0 },
        timeoutsRemaining: { homeTeam: 2, awayTeam: 3 },
      },
      {
        event: null,
        status: 'pre-game',
        matchTimeouts: { homeTeam: 0, awayTeam: 1 },
        timeoutsRemaining: { homeTeam: 3, awayTeam: 2 },
      },
    ],
    bad: [{ event: stopped, status: 'second-quarter' }],
  },
  'event:setScore': {
    good: [{ set }, { set, currentSetId: '1' }],
    bad: [{ set: { setId: 1, scores: set.scores } }, { set, currentSetId: null }],
  },
  'event:endSet': {
    good: [
      {
        setScores: [set, { setId: '2', scores: { homeTeam: 0, awayTeam: 0 }, scoringEvents: [] }],
        currentSetId: '2',
        scoringEvents: [touchdown],
        scores,
      },
    ],
    bad: [{ setScores: [set], currentSetId: null, scoringEvents: [], scores }],
  },
  'event:modifySetScores': {
    good: [{ setScores: [set], scoringEvents: [touchdown], scores }],
    bad: [{ setScores: set, scoringEvents: [], scores }],
  },
  'event:removeSet': {
    good: [{ setScores: [], scoringEvents: [], scores }],
    bad: [{ setScores: [], scoringEvents: [{ _id: 7 }], scores }],
  },
};

describe('LIVE_MESSAGES', () => {
  it.each(Object.keys(LIVE_MESSAGES) as LiveMessageName[])(
    'should accept what the server sends as %s, and refuse a wrong shape',
    (name) => {
      const { payload } = LIVE_MESSAGES[name];
      const { good, bad } = EXAMPLES[name];
      expect(good.length).toBeGreaterThan(0);
      expect(bad.length).toBeGreaterThan(0);
      for (const example of good) expect(Value.Errors(payload, example)).toEqual([]);
      for (const example of bad) expect(Value.Check(payload, example)).toBe(false);
    },
  );

  it("should put each message on one of the match's three channels, the spec's", () => {
    const channels = Object.fromEntries(
      Object.entries(LIVE_MESSAGES).map(([name, { channel }]) => [name, liveChannels(50)[channel]]),
    );
    expect(channels).toEqual({
      snapshot: 'match-50',
      reset: 'match-50',
      status: 'match-50',
      'event:add': 'match-50',
      'event:remove': 'match-50',
      'event:refresh': 'match-50',
      'play:add': 'match-50',
      'play:remove': 'match-50',
      create: 'match-timer-50',
      start: 'match-timer-50',
      stop: 'match-timer-50',
      'event:setScore': 'match-setscores-50',
      'event:endSet': 'match-setscores-50',
      'event:modifySetScores': 'match-setscores-50',
      'event:removeSet': 'match-setscores-50',
    });
    expect(STREAM_ONLY_MESSAGES.every((name) => name in LIVE_MESSAGES)).toBe(true);
  });

  it('should list exactly the declared messages by name, for clients that do not load the schemas', () => {
    expect([...LIVE_MESSAGE_NAMES].sort()).toEqual(Object.keys(LIVE_MESSAGES).sort());
  });

  it("should tell a frame's declared messages from others, and type its data by its event", () => {
    const frame = JSON.parse(
      JSON.stringify({ channel: 'match-timer-50', event: 'start', data: EXAMPLES.start.good[0] }),
    ) as { channel: string; event: string; data: unknown };
    expect(isLiveMessageName(frame.event)).toBe(true);
    expect(isLiveMessageName('update')).toBe(false);
    expect(isLiveMessageName('toString')).toBe(false);
    if (!isLiveMessageName(frame.event) || !Value.Check(LIVE_MESSAGES[frame.event].payload, frame.data))
      throw new Error('the frame should parse');
    const parsed = frame as LiveFrame;
    // The union narrows on `event`: a start's data is the clock and the status.
    if (parsed.event !== 'start') throw new Error('the frame should be a start');
    expect(parsed.data.event.timeStart).toBe(T0);
  });
});

/** What a competition's stream sends as its own messages, and what it must never send. */
const COMPETITION_EXAMPLES: {
  [N in StreamOnlyMessageName]: { good: CompetitionPayload<N>[]; bad: unknown[] };
} = {
  snapshot: {
    good: [
      { matches: [], serverTime: T0 },
      {
        matches: [
          {
            matchId: 50,
            status: 'second-quarter',
            forfeitingTeam: null,
            scores,
            timer: running,
            setScores: [],
            currentSetId: null,
            matchTimeouts: { homeTeam: 1, awayTeam: 0 },
            game,
          },
          {
            matchId: 51,
            status: 'sets',
            forfeitingTeam: null,
            scores: { homeTeam: 0, awayTeam: 0 },
            timer: null,
            setScores: [set],
            currentSetId: '1',
            matchTimeouts: { homeTeam: 0, awayTeam: 0 },
            game: null,
          },
        ],
        serverTime: T0,
      },
    ],
    bad: [
      { matches: [], serverTime: new Date(T0).toISOString() },
      // A match's own snapshot is not a competition's.
      EXAMPLES.snapshot.good[0],
      { matches: [{ matchId: 50, status: 'second-quarter', scores }], serverTime: T0 },
    ],
  },
  reset: { good: [{}], bad: [null, []] },
};

describe('COMPETITION_MESSAGES', () => {
  it.each(STREAM_ONLY_MESSAGES)(
    "should accept what a competition's stream sends as its own %s, and refuse a wrong shape",
    (name) => {
      const { payload } = COMPETITION_MESSAGES[name];
      const { good, bad } = COMPETITION_EXAMPLES[name];
      for (const example of good) expect(Value.Errors(payload, example)).toEqual([]);
      for (const example of bad) expect(Value.Check(payload, example)).toBe(false);
    },
  );

  it('should declare exactly the messages a stream makes itself, on the competition’s channel', () => {
    expect(Object.keys(COMPETITION_MESSAGES).sort()).toEqual([...STREAM_ONLY_MESSAGES].sort());
    expect(Object.values(COMPETITION_MESSAGES).map((m) => m.channel)).toEqual(['competition', 'competition']);
    expect(competitionChannel(7)).toBe('competition-7');
  });

  it('should tell the match of every channel of a match, and of no other channel', () => {
    for (const channel of Object.values(liveChannels(50))) expect(matchIdOfChannel(channel)).toBe(50);
    expect(matchIdOfChannel(liveChannels(123456).setScores)).toBe(123456);
    for (const other of [
      competitionChannel(50),
      'match-',
      'match-x1',
      'match-timer-',
      'xmatch-5',
      'match-5-',
    ])
      expect(matchIdOfChannel(other), other).toBeNull();
  });

  it("should type a competition stream's frames: its own snapshot, or a match's logged message", () => {
    const frames = [
      { channel: competitionChannel(7), event: 'snapshot', data: COMPETITION_EXAMPLES.snapshot.good[1] },
      { channel: liveChannels(50).timer, event: 'start', data: EXAMPLES.start.good[0] },
    ] as CompetitionFrame[];
    const [snapshot, start] = frames;
    if (
      !snapshot ||
      !start ||
      snapshot.event !== 'snapshot' ||
      start.event === 'snapshot' ||
      start.event === 'reset'
    )
      throw new Error('the frames should narrow on their event');
    expect(snapshot.data.matches.map((m) => m.matchId)).toEqual([50, 51]);
    // A logged frame is a match stream's frame too: the match reducers take it.
    const asMatchFrame: LiveFrame = start;
    expect(matchIdOfChannel(asMatchFrame.channel)).toBe(50);
  });
});
