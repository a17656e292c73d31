import Type from 'typebox';
import { GameState, Play } from '../gridiron/schemas';
import { EventTypeKind, MatchStatus, Nullable, SetScore, TimerState } from '../schemas/values';
import { Ref } from './common';
import type { LiveChannel, LiveMessageName } from './liveNames';
import { MatchEvent, Scores } from './match';

/**
 * The envelope of every frame, before its name is known: the JSON of each SSE frame's `data:`
 * line. The SSE id is its log position. `LiveFrame` is the same, typed by message.
 */
export const LiveMessage = Type.Object({
  channel: Type.String(),
  event: Type.String(),
  data: Type.Unknown(),
});
export type LiveMessage = Type.Static<typeof LiveMessage>;

/** The server's clock, for a client to run the match clock without trusting its own. */
export const ServerTime = Type.Integer({
  description:
    "The server's Date.now() (epoch ms) when this body was made. Timer timeStarts are in the server's clock: a client's skew is serverTime minus its own clock when the body arrived.",
});

/** How a match stands, sent first on every stream that cannot resume; the messages change it. */
export const LiveSnapshot = Type.Object({
  status: MatchStatus,
  forfeitingTeam: Nullable(Ref),
  scores: Scores,
  scoringEvents: Type.Array(MatchEvent),
  playerMovements: Type.Array(MatchEvent),
  setScores: Type.Array(SetScore),
  currentSetId: Nullable(Type.String()),
  matchTimeouts: Scores,
  timer: Type.Union([TimerState, Type.Null()], {
    description: 'The stored clock (null until one is created).',
  }),
  plays: Type.Array(Play, { description: 'Its plays, in order: empty unless scored play by play.' }),
  game: Type.Union([GameState, Type.Null()], { description: 'How the game stands; null with no plays.' }),
  serverTime: ServerTime,
});
export type LiveSnapshot = Type.Static<typeof LiveSnapshot>;

/** What a list shows of one match under way, in a competition's snapshot. */
export const CompetitionLiveMatch = Type.Object({
  matchId: Type.Integer(),
  status: MatchStatus,
  forfeitingTeam: Nullable(Ref),
  scores: Scores,
  timer: Type.Union([TimerState, Type.Null()], {
    description: 'The stored clock (null until one is created).',
  }),
  setScores: Type.Array(SetScore),
  currentSetId: Nullable(Type.String()),
  matchTimeouts: Scores,
  game: Type.Union([GameState, Type.Null()], {
    description: 'How the game stands, for a match scored play by play; null otherwise.',
  }),
});
export type CompetitionLiveMatch = Type.Static<typeof CompetitionLiveMatch>;

/**
 * How a competition's matches under way stand, sent first on every competition stream that
 * cannot resume; the messages of its matches change them (and start others).
 */
export const CompetitionSnapshot = Type.Object({
  matches: Type.Array(CompetitionLiveMatch, {
    description:
      'The public matches of the competition that are under way (isLiveStatus), by date and id; empty when its results are not public.',
  }),
  serverTime: ServerTime,
});
export type CompetitionSnapshot = Type.Static<typeof CompetitionSnapshot>;

/** Sent after the snapshot to a client whose Last-Event-ID is unknown: drop what it held. */
export const ResetMessage = Type.Object({});
export type ResetMessage = Type.Static<typeof ResetMessage>;

export const StatusMessage = Type.Object({ status: MatchStatus, forfeitingTeam: Nullable(Ref) });
export type StatusMessage = Type.Static<typeof StatusMessage>;

export const EventAddMessage = Type.Object({ event: MatchEvent, type: EventTypeKind, scores: Scores });
export type EventAddMessage = Type.Static<typeof EventAddMessage>;

export const EventRemoveMessage = Type.Object({
  eventId: Type.Integer(),
  type: EventTypeKind,
  scores: Scores,
});
export type EventRemoveMessage = Type.Static<typeof EventRemoveMessage>;

/**
 * Refetch the match: after a scoring or movement refresh, a team's list being replaced, a
 * finished match's result corrected (with the reason, and the result it now stands at), or a
 * manager's change to its fixture (moved, teams swapped or named, made a bye, or added).
 */
export const EventRefreshMessage = Type.Union([
  Type.Object({ type: EventTypeKind }),
  Type.Object({ type: Type.Literal('teamList'), teamId: Type.Integer() }),
  Type.Object({ type: Type.Literal('fixture') }),
  Type.Object({
    type: Type.Literal('correction'),
    reason: Type.String(),
    scores: Scores,
    status: MatchStatus,
  }),
]);
export type EventRefreshMessage = Type.Static<typeof EventRefreshMessage>;

/** create (the clock set or time added) and start: the clock as stored, and the match status. */
export const TimerMessage = Type.Object({ event: TimerState, status: MatchStatus });
export type TimerMessage = Type.Static<typeof TimerMessage>;

/**
 * stop, from the clock, a timeout or a timeout taken back: the clock as stored (null for a timeout
 * before any clock) and the timeouts.
 */
export const TimerStopMessage = Type.Object({
  event: Nullable(TimerState),
  status: MatchStatus,
  matchTimeouts: Scores,
  timeoutsRemaining: Scores,
});
export type TimerStopMessage = Type.Static<typeof TimerStopMessage>;

/**
 * play:add: a play recorded, the game after it, and the scores. The scoring events it made are
 * sent just before it, each as its own event:add, so every reader of scores stays right.
 */
export const PlayAddMessage = Type.Object({ play: Play, game: GameState, scores: Scores });
export type PlayAddMessage = Type.Static<typeof PlayAddMessage>;

/** play:remove: the last play taken back (its scoring events' event:remove went first). */
export const PlayRemoveMessage = Type.Object({
  playId: Type.Integer(),
  game: Type.Union([GameState, Type.Null()], {
    description: 'The game after the play before; null with none left.',
  }),
  scores: Scores,
});
export type PlayRemoveMessage = Type.Static<typeof PlayRemoveMessage>;

/** event:setScore: one set upserted; currentSetId only when it became the current set. */
export const SetScoreMessage = Type.Object({ set: SetScore, currentSetId: Type.Optional(Type.String()) });
export type SetScoreMessage = Type.Static<typeof SetScoreMessage>;

/** event:endSet: the sets with a new one open as currentSetId. */
export const EndSetMessage = Type.Object({
  setScores: Type.Array(SetScore),
  currentSetId: Type.String(),
  scoringEvents: Type.Array(MatchEvent),
  scores: Scores,
});
export type EndSetMessage = Type.Static<typeof EndSetMessage>;

/** event:modifySetScores and event:removeSet: the sets replaced. */
export const SetScoresMessage = Type.Object({
  setScores: Type.Array(SetScore),
  scoringEvents: Type.Array(MatchEvent),
  scores: Scores,
});
export type SetScoresMessage = Type.Static<typeof SetScoresMessage>;

/**
 * Every message a match's stream carries (spec 4), by name: its channel (a key of
 * `liveChannels`) and its payload's schema. The server writes nothing else; a client parses a
 * frame's `data` with `LIVE_MESSAGES[event].payload`. The schemas admit fields they do not
 * name, as the HTTP schemas do, so a client keeps reading a server that has added one.
 */
export const LIVE_MESSAGES = {
  snapshot: { channel: 'match', payload: LiveSnapshot },
  reset: { channel: 'match', payload: ResetMessage },
  status: { channel: 'match', payload: StatusMessage },
  'event:add': { channel: 'match', payload: EventAddMessage },
  'event:remove': { channel: 'match', payload: EventRemoveMessage },
  'event:refresh': { channel: 'match', payload: EventRefreshMessage },
  'play:add': { channel: 'match', payload: PlayAddMessage },
  'play:remove': { channel: 'match', payload: PlayRemoveMessage },
  create: { channel: 'timer', payload: TimerMessage },
  start: { channel: 'timer', payload: TimerMessage },
  stop: { channel: 'timer', payload: TimerStopMessage },
  'event:setScore': { channel: 'setScores', payload: SetScoreMessage },
  'event:endSet': { channel: 'setScores', payload: EndSetMessage },
  'event:modifySetScores': { channel: 'setScores', payload: SetScoresMessage },
  'event:removeSet': { channel: 'setScores', payload: SetScoresMessage },
} as const satisfies Record<LiveMessageName, { channel: LiveChannel; payload: Type.TSchema }>;
/** The payload of message `N`. */
export type LivePayload<N extends LiveMessageName> = Type.Static<(typeof LIVE_MESSAGES)[N]['payload']>;

/** The messages the stream makes itself for one client; they are never in the match's log. */
export const STREAM_ONLY_MESSAGES = ['snapshot', 'reset'] as const;
export type StreamOnlyMessageName = (typeof STREAM_ONLY_MESSAGES)[number];
/** The messages a write appends to the match's log. */
export type LoggedMessageName = Exclude<LiveMessageName, StreamOnlyMessageName>;

/** What each SSE frame's `data:` line holds, by message. */
export type LiveFrame = {
  [N in LiveMessageName]: { channel: string; event: N; data: LivePayload<N> };
}[LiveMessageName];

/**
 * The messages a competition's stream makes itself for one client, on
 * `competitionChannel(id)`: the same names as a match's, with the competition's payloads.
 * Every other frame of that stream is a logged message of one of its matches, byte for byte
 * what the match's own stream sends.
 */
export const COMPETITION_MESSAGES = {
  snapshot: { channel: 'competition', payload: CompetitionSnapshot },
  reset: { channel: 'competition', payload: ResetMessage },
} as const satisfies Record<StreamOnlyMessageName, { channel: 'competition'; payload: Type.TSchema }>;
/** The payload of a competition stream's own message `N`. */
export type CompetitionPayload<N extends StreamOnlyMessageName> = Type.Static<
  (typeof COMPETITION_MESSAGES)[N]['payload']
>;

/** A logged message's frame: the same on a match's stream and on its competition's. */
export type LoggedFrame = {
  [N in LoggedMessageName]: { channel: string; event: N; data: LivePayload<N> };
}[LoggedMessageName];

/**
 * What each SSE frame's `data:` line holds on a competition's stream, by message: its own
 * snapshot and reset, or a match's logged message (a `LoggedFrame`, which is also a
 * `LiveFrame`, so the match reducers take it; `matchIdOfChannel` says whose).
 */
export type CompetitionFrame =
  | {
      [N in StreamOnlyMessageName]: { channel: string; event: N; data: CompetitionPayload<N> };
    }[StreamOnlyMessageName]
  | LoggedFrame;

/** What a write call answers: the match's scores after the write. */
export const WriteResult = Type.Object({
  scores: Scores,
  status: MatchStatus,
  event: Type.Optional(MatchEvent),
});
export type WriteResult = Type.Static<typeof WriteResult>;

/** What a play write answers: the play as recorded, the scoring events it made, and the game after it. */
export const PlayWriteResult = Type.Object({
  scores: Scores,
  status: MatchStatus,
  play: Play,
  events: Type.Array(MatchEvent),
  game: GameState,
});
export type PlayWriteResult = Type.Static<typeof PlayWriteResult>;

/** What taking back the last play answers. */
export const PlayRemoveResult = Type.Object({
  scores: Scores,
  status: MatchStatus,
  game: Type.Union([GameState, Type.Null()]),
});
export type PlayRemoveResult = Type.Static<typeof PlayRemoveResult>;

/** The clock at the moment of a read: the stored state brought up to then, plus what it shows. */
export const TimerNow = Type.Object({
  ...TimerState.properties,
  elapsedMs: Type.Integer(),
  remainingMs: Type.Integer(),
  running: Type.Boolean(),
  display: Type.String({ description: "The remaining time as 'MM:SS'." }),
});
export type TimerNow = Type.Static<typeof TimerNow>;

/**
 * GET /live/matches/{id}/timer: the clock (null until one is created), the timeouts, and the
 * server's clock to run it by.
 */
export const LiveTimer = Type.Object({
  currentTime: Nullable(TimerNow),
  competitionTimeouts: Type.Integer(),
  matchTimeouts: Scores,
  timeoutsRemaining: Scores,
  periodLengthMillis: Type.Integer(),
  hasEnded: Type.Boolean(),
  serverTime: ServerTime,
});
export type LiveTimer = Type.Static<typeof LiveTimer>;

/** What a clock or timeout write answers. */
export const ClockWriteResult = Type.Object({
  status: MatchStatus,
  timer: Nullable(TimerState),
  matchTimeouts: Scores,
  timeoutsRemaining: Scores,
});
export type ClockWriteResult = Type.Static<typeof ClockWriteResult>;

/** What a set-score write answers. The scores stay the sum of the scoring events. */
export const SetScoresWriteResult = Type.Object({
  status: MatchStatus,
  setScores: Type.Array(SetScore),
  currentSetId: Nullable(Type.String()),
  scores: Scores,
});
export type SetScoresWriteResult = Type.Static<typeof SetScoresWriteResult>;

/** The scoring roles of spec 6, by code. */
export const ROLES = {
  1: { key: 'touchlineAdmin', name: 'Touchline Admin' },
  2: { key: 'superAdmin', name: 'Super Admin' },
  3: { key: 'stateAdmin', name: 'State Admin' },
  4: { key: 'associationAdmin', name: 'Association Admin' },
  5: { key: 'clubAdmin', name: 'Club Admin' },
  6: { key: 'teamAdmin', name: 'Team Admin' },
  7: { key: 'referee', name: 'Referee' },
} as const;
export type RoleCode = keyof typeof ROLES;
export const SCOPE_TYPES = ['national', 'state', 'association', 'club', 'team', 'match'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];
